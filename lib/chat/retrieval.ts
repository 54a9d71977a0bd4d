/**
 * Full-text retrieval over the generated knowledge: pages are cut into short passages
 * and ranked with BM25, the page title counting as part of every passage. Small,
 * dependency-free and deterministic, so its quality can be pinned by unit tests.
 */
import type { Knowledge, KnowledgePage, Passage } from './types';

const STOPWORDS = new Set(
  ('a an and are as at be by can could do does did for from have has how i if in into is it its me my of on or our ' +
    'please so tell than that the their them there these they this to us was we what when where which who why will ' +
    'with you your about any also more some much offer give show know want need would like get').split(' '),
);

/** Words that mean the same thing to a visitor are indexed as one. */
const CANONICAL: Record<string, string> = {
  cost: 'price', pricing: 'price', fee: 'price', charge: 'price', rupee: 'price', inr: 'price', rate: 'price',
  quote: 'price', expensive: 'price', cheap: 'price', afford: 'price', affordable: 'price',
  monthly: 'month', yearly: 'year', annual: 'year', annually: 'year',
  site: 'website', webpage: 'website', webapp: 'app', application: 'app',
  phone: 'call', telephone: 'call', mobile: 'call',
  timing: 'hour',
  job: 'career', vacancy: 'career', opening: 'career', apply: 'career',
  bot: 'chatbot', chatbots: 'chatbot', whatsapp: 'whatsapp',
  ecommerce: 'commerce', shop: 'store', stock: 'inventory',
  security: 'secure', cyber: 'secure', hacker: 'secure',
  employee: 'team', staff: 'team', developer: 'talent', hire: 'talent',
};

export function stem(word: string): string {
  // migrate, migrated, migration -> migrat; automate, automation -> automat
  if (word.length > 6 && /(ations?|ates?|ated|ating)$/.test(word)) return word.replace(/(ations?|ates?|ated|ating)$/, 'at');
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  if (word.length > 5 && word.endsWith('ed')) return word.slice(0, -2);
  return word;
}

function prepare(text: string): string {
  return text
    .toLowerCase()
    // An amount in rupees is a price, whatever words surround it.
    .replace(/₹\s?[\d,]+|\brs\.?\s?[\d,]+/g, ' price ')
    .replace(/\bhow much\b/g, ' price ')
    .replace(/e-(mail|commerce)/g, 'e$1');
}

/**
 * Index terms: content words, stemmed and canonical, plus each pair of words that stand
 * next to each other in the text ("office hours"), so a phrase outranks scattered words.
 * A stop word or a number between two words breaks the pair.
 */
export function terms(text: string): string[] {
  const words: string[] = [];
  const pairs: string[] = [];
  let previous: string | null = null;
  for (const raw of prepare(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!raw) continue;
    if (STOPWORDS.has(raw) || /^\d+$/.test(raw)) {
      previous = null;
      continue;
    }
    const word = stem(raw);
    const token = CANONICAL[raw] ?? CANONICAL[word] ?? word;
    if (previous) pairs.push(`${previous}_${token}`);
    words.push(token);
    previous = token;
  }
  return [...words, ...pairs];
}

/** The single-word terms only (used to judge how much of a question a passage covers). */
export const tokenize = (text: string): string[] => terms(text).filter((t) => !t.includes('_'));

/**
 * Passages of about `maxChars`: each line (a paragraph, a fact, a plan) is kept apart so
 * a short fact is not drowned by its neighbours; a long line is cut between sentences;
 * a short heading line travels with the line after it.
 */
export function splitPassages(content: string, maxChars = 320): string[] {
  const passages: string[] = [];
  let heading = '';
  for (const rawLine of content.split(/\n+/)) {
    const line = rawLine.trim();
    if (!line) continue;
    if (line.length < 40 && !/[.!?]$/.test(line)) {
      heading = heading ? `${heading} ${line}` : line;
      continue;
    }
    const sentences = `${heading ? `${heading}: ` : ''}${line}`.split(/(?<=[.!?])\s+(?=[A-Z₹•0-9])/);
    heading = '';
    let current = '';
    for (const sentence of sentences) {
      if (current && current.length + sentence.length + 1 > maxChars) {
        passages.push(current);
        current = sentence;
      } else {
        current = current ? `${current} ${sentence}` : sentence;
      }
    }
    if (current) passages.push(current);
  }
  if (heading) passages.push(heading);
  return passages;
}

type IndexedPassage = { page: KnowledgePage; text: string; terms: Map<string, number>; length: number };
export type KnowledgeIndex = { passages: IndexedPassage[]; df: Map<string, number>; avgLength: number };

const TITLE_WEIGHT = 2;

export function buildIndex(knowledge: Knowledge): KnowledgeIndex {
  const passages: IndexedPassage[] = [];
  const df = new Map<string, number>();
  for (const page of knowledge.pages) {
    const titleTokens = tokenize(page.title);
    for (const text of splitPassages(page.content)) {
      const counts = new Map<string, number>();
      const tokens = [...terms(text), ...Array.from({ length: TITLE_WEIGHT }, () => titleTokens).flat()];
      for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
      for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
      passages.push({ page, text, terms: counts, length: tokens.length });
    }
  }
  const avgLength = passages.reduce((sum, p) => sum + p.length, 0) / Math.max(1, passages.length);
  return { passages, df, avgLength };
}

/**
 * Hub pages repeat each service's summary, articles discuss subjects in general and team
 * bios name the services each person works on, so the page devoted to a subject wins when
 * they say the same thing.
 */
export function pageWeight(url: string): number {
  if (url === '/' || url === '/services/') return 0.85;
  if (url.startsWith('/blog/')) return 0.9;
  // People pages mention the work in every bio; the service and company pages describe it.
  if (url === '/our-team/' || url === '/careers/') return 0.75;
  return 1;
}

const K1 = 1.2;
/** A matching word pair adds to its words' scores; rare pairs would otherwise outweigh the subject. */
const PAIR_WEIGHT = 0.5;
const B = 0.75;

/** Best passages first; a passage scores only if it shares a term with the query. */
export type PageBoost = (url: string) => number;

export function searchPassages(index: KnowledgeIndex, query: string, limit = 5, boost: PageBoost = () => 1): Passage[] {
  // A word the visitor repeats (or says twice in other words) counts twice.
  const asked = terms(query);
  if (!asked.length) return [];
  const n = index.passages.length;
  const scored: Passage[] = [];
  for (const passage of index.passages) {
    let score = 0;
    for (const term of asked) {
      const tf = passage.terms.get(term);
      if (!tf) continue;
      const df = index.df.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const weight = term.includes('_') ? PAIR_WEIGHT : 1;
      score += (weight * idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * passage.length) / index.avgLength));
    }
    if (score > 0) scored.push({ url: passage.page.url, title: passage.page.title, text: passage.text, score: score * pageWeight(passage.page.url) * boost(passage.page.url) });
  }
  return scored.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Pages ranked by their best passage. */
export function rankPages(index: KnowledgeIndex, query: string, limit = 3, boost?: PageBoost): { url: string; title: string; score: number }[] {
  const best = new Map<string, { url: string; title: string; score: number }>();
  for (const passage of searchPassages(index, query, Number.MAX_SAFE_INTEGER, boost)) {
    if (!best.has(passage.url)) best.set(passage.url, { url: passage.url, title: passage.title, score: passage.score });
  }
  return [...best.values()].slice(0, limit);
}
