/**
 * Ranks a page's passages (lib/search/passages/page.ts) for a question with a small MiniSearch index
 * of their own, built once per page, and measures how much of the question each one answers.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { matchesOf, queryExpression, type QueryWord } from '../query';
import { typedWordsFirst, type TermRarity } from '../reader';
import { processTerm, terms, tokenize } from '../text';
import type { PagePassage } from './page';
import { wordWeights } from './weights';

/** Field weights of the ranking: a FAQ's question that matches the visitor's is the best sign of an answer; then a heading. */
const FIELDS = { question: 3, heading: 2, tier: 1.5, text: 1, parents: 1, topic: 0.75 } as const;
type Field = keyof typeof FIELDS;
/**
 * How much of a word a passage holds, by where it says it: as the question it answers, as its
 * heading, as the plan it is among its page's plans ("basic" for the cheapest), in its text, or only in what places it (the headings above it, its page's name).
 */
const FIELD_CREDIT: Record<Field, number> = { question: 1, heading: 0.9, tier: 0.85, text: 0.75, topic: 0.7, parents: 0.6 };
/** A word found only as a related word counts in part. */
const RELATED_CREDIT = 0.6;
/** When a question has hint words ("how long" hints "weeks"), holding them is this share of the ranking's coverage. */
const HINT_SHARE = 0.35;

/** `coverage` says whether a passage answers the question; `fit` (coverage with the hint words) orders the passages. */
export type Ranking = { id: number; score: number; coverage: number; fit: number };

/** Which of the query's index terms a passage holds, field by field. */
export type FieldMatches = Partial<Record<Field, ReadonlySet<string>>>;

/** A passage's credit for a word: the best of its fields, in part for a related word or part of a phrase. */
function creditOf(word: QueryWord, matches: FieldMatches): number {
  let best = 0;
  for (const [field, terms] of Object.entries(matches) as [Field, ReadonlySet<string>][]) {
    for (const { kind, share } of matchesOf(word, (term) => terms.has(term))) {
      best = Math.max(best, FIELD_CREDIT[field] * share * (kind === 'related' ? RELATED_CREDIT : 1));
    }
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
  const weights = wordWeights(asked, rarity);
  let total = 0;
  let covered = 0;
  asked.forEach((word, i) => {
    const weight = weights[i]! * (word.focus ? 2 : 1);
    total += weight;
    covered += weight * creditOf(word, matches);
  });
  return covered / total;
}

/** A query form's index terms, kept: the same forms are asked of every page read. */
const formTerms = new Map<string, string[]>();
function termsOf(form: string): string[] {
  let found = formTerms.get(form);
  if (!found) {
    if (formTerms.size > 5_000) formTerms.clear();
    formTerms.set(form, (found = terms(form)));
  }
  return found;
}

type Indexed = PagePassage & { id: number };
/** A page's passages indexed for ranking, every term they use, and the terms of each field. */
export type PassageIndex = { passages: readonly PagePassage[]; mini: MiniSearch<Indexed>; vocabulary: ReadonlySet<string>; fieldTerms: Record<Field, ReadonlySet<string>> };

/** A page's passages, indexed for ranking (once: a page's passages do not change while its index is read). */
export function indexPassages(passages: readonly PagePassage[]): PassageIndex {
  const fields = Object.keys(FIELDS) as Field[];
  const mini = new MiniSearch<Indexed>({ fields, tokenize, processTerm });
  mini.addAll(passages.map((passage, id) => ({ ...passage, id })));
  const fieldTerms = {} as Record<Field, ReadonlySet<string>>;
  for (const field of fields) fieldTerms[field] = new Set(passages.flatMap((p) => terms(p[field])));
  const vocabulary = new Set(fields.flatMap((field) => [...fieldTerms[field]]));
  return { passages, mini, vocabulary, fieldTerms };
}

/**
 * The passages of one page that match a question, with their BM25 score (field by field, then in
 * all) and how much of the question each answers.
 */
export function rankPassages({ mini, vocabulary, fieldTerms }: PassageIndex, words: readonly QueryWord[], rarity: TermRarity): Ranking[] {
  // A word the site uses is taken as written; only a word it never uses may be cut short ("autom").
  // Slips were put right before (the words carry the site's words they stand for: lib/search/spelling.ts).
  const unknown = (term: string) => term.length > 3 && !vocabulary.has(term) && !rarity.uses.has(term);
  const options: SearchOptions = { prefix: unknown, boostTerm: typedWordsFirst(words) };
  const scores = new Map<number, number>();
  const matches = new Map<number, FieldMatches>();
  for (const field of Object.keys(FIELDS) as Field[]) {
    // Each field is asked only the forms it can match (a term it holds, or one that may be cut
    // short), and not at all when it can match none: the others find nothing, and asking them of
    // six fields of six pages was most of the time an answer took. The words are combined with OR,
    // so the passages found and their scores are the same.
    const held = fieldTerms[field];
    const asked = words.map((w) => ({ ...w, forms: w.forms.filter((form) => termsOf(form).some((t) => held.has(t) || unknown(t))) }));
    if (!asked.some((w) => w.forms.length)) continue;
    for (const hit of mini.search(queryExpression(asked, 'OR'), { ...options, fields: [field] })) {
      const id = Number(hit.id);
      // MiniSearch adds up the fields' scores, each times its boost: so does this.
      scores.set(id, (scores.get(id) ?? 0) + hit.score * FIELDS[field]);
      matches.set(id, { ...matches.get(id), [field]: new Set(hit.queryTerms) });
    }
  }
  return [...scores].map(([id, score]) => {
    const found = matches.get(id)!;
    const coverage = coverageOf(words, rarity, found);
    const hinted = words.some((w) => !w.required) && words.some((w) => w.required);
    return { id, score, coverage, fit: hinted ? (1 - HINT_SHARE) * coverage + HINT_SHARE * hintShare(words, found) : coverage };
  });
}
