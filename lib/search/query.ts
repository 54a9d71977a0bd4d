/**
 * A visitor's text as a query: the words that carry meaning, each with the words the pages may
 * use for it (lib/search/synonyms.ts), ready for MiniSearch's query expressions. Shared by the
 * site search (every word must match) and the assistant (any word may match).
 */
import type { Query } from 'minisearch';
import { alternativesOf, QUESTION_FILLER, rewritePhrases } from './synonyms';
import { processTerm, terms, tokenize } from './text';

export type QueryWord = {
  /** The word as typed (after phrase rewriting). */
  word: string;
  /** Its index term, then those of the words for the same thing, then those of related words. */
  terms: string[];
  /** How many of `terms` (from the first) stand for the word itself: the typed word and its equivalents. */
  same: number;
  /** How many of `terms` (from the first) are the word as typed or as meant (the site's words its slip stands for); 1 when none. */
  spelt?: number;
  /** The word and its alternatives as MiniSearch query strings. */
  forms: string[];
  /** False for a hint word of a phrase ("how long" hints "weeks"): it helps ranking, an answer need not contain it. */
  required: boolean;
  /** The thing a "how much" or "how many" question asks about ("how much data"): it weighs double. */
  focus?: boolean;
};

/** A word's index terms and query strings: its own and its equivalents' (`same`), then its related words'. */
function expand(token: string, known: readonly string[]): { same: string[]; related: string[]; sameForms: string[]; relatedForms: string[] } {
  const found = new Set(known);
  const term = processTerm(token);
  const result = { same: [] as string[], related: [] as string[], sameForms: [] as string[], relatedForms: [] as string[] };
  if (term && !found.has(term)) {
    found.add(term);
    result.same.push(term);
    result.sameForms.push(token);
  }
  const { same, related } = alternativesOf(token);
  for (const [list, isSame] of [[same, true], [related, false]] as const) {
    for (const alternative of list) {
      const alternativeTerms = terms(alternative).filter((t) => !found.has(t));
      if (!alternativeTerms.length) continue;
      for (const t of alternativeTerms) found.add(t);
      (isSame ? result.same : result.related).push(...alternativeTerms);
      (isSame ? result.sameForms : result.relatedForms).push(alternative);
    }
  }
  return result;
}

function word(token: string, required: boolean, seen: Set<string>): QueryWord | null {
  const term = processTerm(token);
  // Filler is dropped from what the visitor typed; a phrase's hint may use any word.
  if (!term || seen.has(term) || (required && QUESTION_FILLER.has(token.toLowerCase()))) return null;
  seen.add(term);
  const { same, related, sameForms, relatedForms } = expand(token, []);
  return { word: token, terms: [...same, ...related], same: same.length, forms: [...sameForms, ...relatedForms], required };
}

/**
 * The word as the visitor meant it: the site's words its typo is nearest to (lib/search/spelling.ts)
 * count as the word itself, and bring the words that stand for them.
 */
export function withCorrections(typed: QueryWord, corrections: readonly string[]): QueryWord {
  if (!corrections.length) return typed;
  // The words meant come first, after the word as typed: they are what the visitor wrote.
  const meant = corrections.flatMap((correction) => terms(correction)).filter((term, i, all) => !typed.terms.includes(term) && all.indexOf(term) === i);
  const same = [typed.terms[0]!, ...meant, ...typed.terms.slice(1, typed.same)];
  const related = typed.terms.slice(typed.same);
  const forms = [...typed.forms];
  for (const correction of corrections) {
    const more = expand(correction, [...same, ...related]);
    same.push(...more.same);
    related.push(...more.related);
    forms.push(...more.sameForms, ...more.relatedForms);
  }
  return { ...typed, terms: [...same, ...related], same: same.length, spelt: 1 + meant.length, forms: [...new Set([...forms, ...corrections])] };
}

/** The meaningful words of a text, each once, in the visitor's order, then the hint words of its phrases. */
export function queryWords(text: string): QueryWord[] {
  const { text: rewritten, hints } = rewritePhrases(text);
  const seen = new Set<string>();
  const typed = tokenize(rewritten).flatMap((token) => word(token, true, seen) ?? []);
  const focus = /\bhow (?:much|many) (\p{L}+)/iu.exec(text)?.[1];
  const focused = focus ? processTerm(focus) : null;
  for (const w of typed) if (focused && w.terms[0] === focused) w.focus = true;
  return [...typed, ...hints.flatMap((hint) => word(hint, false, seen) ?? [])];
}

/** Every index term a query may need: the shards to load. */
export const queryTerms = (words: readonly QueryWord[]): string[] => [...new Set(words.flatMap((w) => w.terms))];

/** A MiniSearch query: each word or one of its alternatives; all the visitor's words (`AND`) or any word (`OR`). */
export function queryExpression(words: readonly QueryWord[], combineWith: 'AND' | 'OR'): Query {
  const used = combineWith === 'AND' ? words.filter((w) => w.required) : words;
  return { combineWith, queries: used.map((w) => ({ combineWith: 'OR', queries: w.forms })) };
}

/** The words (of those given) that a result matched, judged by the index terms MiniSearch reports for it. */
export function wordsMatched(words: readonly QueryWord[], matchedTerms: Iterable<string>): QueryWord[] {
  const matched = new Set(matchedTerms);
  return words.filter((w) => w.terms.some((term) => matched.has(term)));
}
