/**
 * The one door to retrieval for the assistant, for the Worker's prompts and the browser's offline
 * answers alike. It reads the site index the site search reads (lib/search/reader.ts): first the
 * pages that match the question, then the sections of the best few, cut into passages (a
 * paragraph, a question with its answer, a plan) and ranked by a small MiniSearch of their own.
 * Each passage keeps its page and the anchor of its section, so an answer links to the place it quotes.
 */
import { matchesOf, type QueryWord } from '@/lib/search/query';
import { terms } from '@/lib/search/text';
import type { SiteIndex, TermRarity } from '@/lib/search/reader';
import type { PageSummary } from '@/lib/search/site-index';
import { pageBoostFor, TOPIC_BOOST } from './intents';
import { statesFigure } from './fact-kinds';
import { askedKind, isFigure, questionParts, retrievalText } from './question-kind';
import { pagePassages } from './page-passages';
import { indexPassages, nameMatch, rankPassages, wordPairs, wordWeights, type PassageIndex } from './passage-rank';
import type { Passage, Retrieval, SourceLink } from './types';

/** Enough context for a short answer, little enough to keep the prompt cheap. */
export const PASSAGES_PER_ANSWER = 6;
/** Pages whose sections are read for one question. */
const PAGES_READ = 6;
/**
 * Field weights for finding the pages to read: a question names a page less often than a search
 * does, so a page's name weighs less than in the site search.
 */
const PAGE_BOOST = { title: 5, headings: 2, tags: 1.5, excerpt: 1.5, body: 1 };
/** Pages ranked before the page boosts of the question's topic re-order them. */
const PAGES_CONSIDERED = 16;
/**
 * How much of the question a passage must answer: the share of its words, each weighed by how
 * telling it is (a word few pages use weighs more than a common one), that the passage (with its
 * heading and page name) contains. A short question must be answered more than half; a long one,
 * which carries context ("we are a small company in Kochi"), at least about a third.
 */
export function minCoverage(words: number): number {
  return Math.max(0.3, 0.6 - 0.03 * words);
}
const MAX_SOURCES = 2;
/** A passage stating the kind of figure a question asks for (a duration for "how long") weighs this much more. */
const FIGURE_BONUS = 1.3;
/** For "what is X", a passage headed by X in the question's words weighs up to this share more. */
const NAME_BONUS = 0.5;
/** The opening passage of a section usually introduces it; each later one (other than a FAQ's answer) weighs a little less. */
const LATER_PASSAGE_DISCOUNT = 0.04;

/**
 * The link to a passage: its page, at its section. A page that is itself a part of a longer page
 * (/#about) is linked as it is: its address already leads to the place.
 */
export function passageUrl(pageUrl: string, anchor?: string): string {
  return anchor && !pageUrl.includes('#') ? `${pageUrl}#${anchor}` : pageUrl;
}

/** Whether a link (a source under an answer) leads to this page or one of its sections. */
export const linksTo = (url: string, page: string) => url === page || (!page.includes('#') && url.startsWith(`${page}#`));

type PageRead = { page: PageSummary; pageScore: number; topicBoost: number; passages: PassageIndex };

/** Each index's pages, turned into ranked passage indexes once: asking again does not cut and index them again. */
const indexedPages = new WeakMap<SiteIndex, Map<number, Promise<PassageIndex>>>();

function passagesOf(index: SiteIndex, page: number, summary: PageSummary): Promise<PassageIndex> {
  let pages = indexedPages.get(index);
  if (!pages) indexedPages.set(index, (pages = new Map()));
  let found = pages.get(page);
  if (!found) {
    found = index.sections(page).then((sections) => indexPassages(pagePassages(summary, sections)));
    found.catch(() => pages.delete(page));
    pages.set(page, found);
  }
  return found;
}

/**
 * The pages to read for a question: the best matches, re-ordered by the pages its topic belongs to
 * and by how much of the question each holds, its words weighed by how few pages use them (a page
 * with "enterprise" and "platforms" beats one that says "enterprise" often).
 */
async function pagesToRead(index: SiteIndex, message: string, words: readonly QueryWord[], rarity: TermRarity): Promise<PageRead[]> {
  const lessen = new Set(words.filter((w) => w.context).map((w) => w.word.toLowerCase()));
  const hits = await index.findPages(message, { combineWith: 'OR', limit: PAGES_CONSIDERED, boost: PAGE_BOOST, prefixKnown: false, lessen });
  if (!hits.length) return [];
  const summaries = await index.summaries(hits.map((hit) => hit.page));
  const boost = pageBoostFor(message);
  const held = pageCoverage(words, rarity);
  const scored = hits
    .map((hit, i) => {
      const topicBoost = boost(summaries[i]!.url, summaries[i]!.type);
      return { hit, page: summaries[i]!, topicBoost, score: hit.score * topicBoost * (PAGE_COVERAGE_FLOOR + held(hit.terms)) };
    })
    .sort((a, b) => b.score - a.score);
  const ranked = scored.slice(0, PAGES_READ);
  // The page a question is plainly about (its company page: contact, careers, a policy) is always read when it matches.
  const topic = scored.find((read) => read.topicBoost >= TOPIC_BOOST);
  if (topic && !ranked.includes(topic)) ranked[ranked.length - 1] = topic;
  const top = ranked[0]!.score;
  return Promise.all(
    ranked.map(async ({ hit, page, topicBoost, score }) => ({ page, topicBoost, pageScore: score / top, passages: await passagesOf(index, hit.page, page) })),
  );
}

/** Even a page holding little of the question keeps this much of its match score, so the match still counts. */
const PAGE_COVERAGE_FLOOR = 0.25;

/** The share of a question's words (each weighed by how few pages use it) that a page's matched terms hold. */
function pageCoverage(words: readonly QueryWord[], rarity: TermRarity): (matched: readonly string[]) => number {
  const asked = words.filter((w) => w.required);
  const weights = wordWeights(asked, rarity);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return (matched) => {
    const terms = new Set(matched);
    const held = (w: QueryWord) => Math.max(0, ...matchesOf(w, (t) => terms.has(t)).map((m) => m.share));
    return total ? asked.reduce((sum, w, i) => sum + weights[i]! * held(w), 0) / total : 0;
  };
}

/** The passages that best answer a message, best first, each with the share of the message it covers. */
export async function findPassages(index: SiteIndex, message: string, limit = PASSAGES_PER_ANSWER): Promise<Passage[]> {
  return (await retrieve(index, message, limit)).passages;
}

/**
 * What retrieval found for a message: the passages, and what the answer step weighs their
 * sentences with (the message's words, how many pages use each, and every term of the pages read).
 */
export async function retrieve(index: SiteIndex, question: string, limit = PASSAGES_PER_ANSWER): Promise<Retrieval> {
  const message = retrievalText(question);
  // The question's words as the site search reads them, slips put right against the pages' words;
  // those of the visitor's own situation weigh less ("we are a school in Pune").
  const { situation } = questionParts(question);
  const words = (await index.correctedWords(message)).map((w) => (w.required && situation.has(w.word.toLowerCase()) ? { ...w, context: true } : w));
  if (!words.length) return { passages: [], words, rarity: { pages: 0, uses: new Map() }, vocabulary: new Set() };
  const rarity = await index.rarity(words);
  const pages = await pagesToRead(index, message, words, rarity);
  const needed = minCoverage(words.filter((w) => w.required).length);
  const found = pages.flatMap((read, p) => rankPassages(read.passages, words, rarity).map((ranking) => ({ read, ranking, order: [p, ranking.id] })));
  const best = Math.max(...found.map(({ ranking }) => ranking.score));
  // A question asking for a figure ("how long", "how much", "how many pages") is answered by a passage stating one.
  const asked = askedKind(question);
  const figure = isFigure(asked) ? asked : null;
  const focus = words.find((w) => w.focus);
  const counted = focus
    ? (text: string) => {
        const held = new Set(terms(text));
        return matchesOf(focus, (term) => held.has(term)).length > 0;
      }
    : undefined;
  // What a term means is said where the term is a heading ("Step 4: Run a silent trial").
  const defined = asked === 'explain' ? wordPairs(question, true) : null;
  const passages = found
    .map(({ read, ranking: { id, score, coverage, fit }, order }) => {
      const passage = read.passages.passages[id]!;
      // How much of the question it answers counts most, then the page the question is about, the
      // page's own rank (a passage of the page the question is about beats a similar one elsewhere)
      // and how strongly it matches; a section's opening comes before its later passages.
      const rank =
        fit ** 2 *
        read.topicBoost *
        (0.8 + 0.2 * read.pageScore) *
        (score / best) ** 0.25 *
        (passage.question ? 1 : 1 - LATER_PASSAGE_DISCOUNT * Math.min(passage.position, 5)) *
        (figure && statesFigure(figure, `${passage.heading}\n${passage.text}`, counted) ? FIGURE_BONUS : 1) *
        (defined ? 1 + NAME_BONUS * nameMatch(passage.heading, defined) : 1);
      const result: Passage = {
        url: passageUrl(read.page.url, passage.anchor),
        page: read.page.url,
        title: read.page.title,
        heading: passage.heading,
        parents: passage.parents,
        tier: passage.tier || undefined,
        // A short opening of a section that has subsections is quoted with their outline: it is their summary.
        text: passage.outline.length ? [passage.text, ...passage.outline].filter(Boolean).join('\n') : passage.text,
        score: rank,
        coverage,
        answers: coverage >= needed,
      };
      return { result, order };
    })
    // Equal scores keep the pages' rank, then the page's own order.
    .sort((a, b) => b.result.score - a.result.score || a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]!)
    .slice(0, limit)
    .map(({ result }) => result);
  return { passages, words, rarity, vocabulary: new Set(pages.flatMap((read) => [...read.passages.vocabulary])) };
}

/** The pages worth linking under a model's answer: those whose passages cover the question. */
export function sourcesFor(passages: readonly Passage[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const passage of passages) {
    if (seen.size >= MAX_SOURCES || !passage.answers || seen.has(passage.page)) continue;
    seen.set(passage.page, { title: passage.title, url: passage.url });
  }
  return [...seen.values()];
}
