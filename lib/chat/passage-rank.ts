/**
 * Ranks the passages of the pages read for a question (lib/chat/passages.ts) with a small
 * MiniSearch index of their own, and measures how much of the question each one answers.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { queryExpression, type QueryWord } from '@/lib/search/query';
import { typedWordsFirst, type TermRarity } from '@/lib/search/reader';
import { processTerm, terms, tokenize } from '@/lib/search/text';

/**
 * A passage as ranked: its own words, and what places it: the headings above it and its page's
 * topic (name, category and tags), which a FAQ's question leaves unsaid ("Which files will I
 * receive?" on the design page is about a design's files).
 */
export type RankedPassage = { id: number; question: string; heading: string; text: string; parents: string; topic: string };

/** Field weights of the ranking: a FAQ's question that matches the visitor's is the best sign of an answer; then a heading. */
const FIELDS = { question: 3, heading: 2, text: 1, parents: 1, topic: 0.75 } as const;
type Field = keyof typeof FIELDS;
/**
 * How much of a word a passage holds, by where it says it: as the question it answers, as its
 * heading, in its text, or only in what places it (the headings above it, its page's name).
 */
const FIELD_CREDIT: Record<Field, number> = { question: 1, heading: 0.9, text: 0.75, topic: 0.7, parents: 0.6 };
/** A word found only as a related word counts in part. */
const RELATED_CREDIT = 0.6;
/** When a question has hint words ("how long" hints "weeks"), holding them is this share of the ranking's coverage. */
const HINT_SHARE = 0.35;

/** `coverage` says whether a passage answers the question; `fit` (coverage with the hint words) orders the passages. */
export type Ranking = { id: number; score: number; coverage: number; fit: number };

/** How telling a word is: the inverse document frequency of its own term over the site's pages; undefined for a word no page uses. */
function weightOf(word: QueryWord, rarity: TermRarity): number | undefined {
  const uses = rarity.uses.get(word.terms[0]!);
  return uses ? Math.log(1 + (rarity.pages - uses + 0.5) / (uses + 0.5)) : undefined;
}

/** Which of the query's index terms a passage holds, field by field. */
export type FieldMatches = Partial<Record<Field, ReadonlySet<string>>>;

/** A passage's credit for a word: the best of its fields, in part for a related word. */
function creditOf(word: QueryWord, matches: FieldMatches): number {
  const same = word.terms.slice(0, word.same);
  const related = word.terms.slice(word.same);
  let best = 0;
  for (const [field, terms] of Object.entries(matches) as [Field, ReadonlySet<string>][]) {
    if (same.some((term) => terms.has(term))) best = Math.max(best, FIELD_CREDIT[field]);
    else if (related.some((term) => terms.has(term))) best = Math.max(best, FIELD_CREDIT[field] * RELATED_CREDIT);
  }
  return best;
}

/** The share of a question's hint words a passage holds. */
function hintShare(words: readonly QueryWord[], matches: FieldMatches): number {
  const hints = words.filter((w) => !w.required);
  return hints.length ? hints.reduce((sum, w) => sum + creditOf(w, matches), 0) / hints.length : 0;
}

/**
 * The share of the question a passage answers: its credit for each of the visitor's words, weighed
 * by how telling the word is. A word no page uses weighs as much as the average word: the question
 * may be about something the site does not cover ("cricket"), or carry context ("my bakery"). A
 * question of hint words only ("how much?") is answered by any passage that holds one.
 */
export function coverageOf(words: readonly QueryWord[], rarity: TermRarity, matches: FieldMatches): number {
  const asked = words.filter((w) => w.required);
  if (!asked.length) return words.some((w) => creditOf(w, matches) > 0) ? 1 : 0;
  const weights = asked.map((w) => weightOf(w, rarity));
  const measured = weights.filter((w): w is number => w !== undefined);
  const average = measured.length ? measured.reduce((a, b) => a + b, 0) / measured.length : 1;
  let total = 0;
  let covered = 0;
  asked.forEach((word, i) => {
    const weight = (weights[i] ?? average) * (word.focus ? 2 : 1);
    total += weight;
    covered += weight * creditOf(word, matches);
  });
  return covered / total;
}

export function rankPassages(passages: readonly RankedPassage[], words: readonly QueryWord[], rarity: TermRarity): Ranking[] {
  const mini = new MiniSearch<RankedPassage>({ fields: Object.keys(FIELDS), tokenize, processTerm });
  mini.addAll(passages as RankedPassage[]);
  // A word the site uses as written is taken as written; only a word it never uses may be a typo or cut short ("pric").
  const vocabulary = new Set([...rarity.uses.keys(), ...passages.flatMap((p) => terms(`${p.heading} ${p.text} ${p.topic}`))]);
  const unknown = (term: string) => term.length > 3 && !vocabulary.has(term);
  const options: SearchOptions = {
    boost: FIELDS,
    prefix: unknown,
    fuzzy: (term) => (unknown(term) ? 0.2 : false),
    boostTerm: typedWordsFirst(words),
  };
  const query = queryExpression(words, 'OR');
  const byField = (Object.keys(FIELDS) as Field[]).map(
    (field) => [field, new Map(mini.search(query, { ...options, fields: [field] }).map((hit) => [Number(hit.id), new Set(hit.queryTerms)]))] as const,
  );
  return mini.search(query, options).map((hit) => {
    const id = Number(hit.id);
    const matches: FieldMatches = Object.fromEntries(byField.flatMap(([field, hits]) => (hits.has(id) ? [[field, hits.get(id)!]] : [])));
    const coverage = coverageOf(words, rarity, matches);
    const hinted = words.some((w) => !w.required) && words.some((w) => w.required);
    return { id, score: hit.score, coverage, fit: hinted ? (1 - HINT_SHARE) * coverage + HINT_SHARE * hintShare(words, matches) : coverage };
  });
}
