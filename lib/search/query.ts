/**
 * A visitor's text as a query: the words that carry meaning, each with the words the pages may
 * use for it (lib/search/synonyms.ts), ready for MiniSearch's query expressions. Shared by the
 * site search (every word must match) and the assistant (any word may match).
 */
import type { Query } from 'minisearch';
import { alternativesOf, QUESTION_FILLER, rewritePhrases } from './synonyms';
import { processTerm, terms, tokenize } from './text';

/**
 * How a page's words may stand for a visitor's word: as the word itself (`typed`: as typed, or as
 * the site's word a slip of it stands for), a word for the same thing (`same`: "cost" for "price",
 * "chief operating officer" for "COO") or a related word (`related`: "plan" for "price").
 */
export type MatchKind = 'typed' | 'same' | 'related';
/** One of the ways: the index terms of a word or phrase, all of which a page must hold to hold it whole. */
export type Alternative = { terms: string[]; kind: MatchKind };

export type QueryWord = {
  /** The word as typed (after phrase rewriting). */
  word: string;
  /** Its index terms: the word's own, then those of the words for the same thing, then those of related words. */
  terms: string[];
  /** How many of `terms` (from the first) stand for the word itself: the typed word, what it was meant as, and its equivalents. */
  same: number;
  /** The word and its alternatives, each with its terms (a phrase has several). */
  alternatives: Alternative[];
  /** The word and its alternatives as MiniSearch query strings. */
  forms: string[];
  /** False for a hint word of a phrase ("how long" hints "weeks"): it helps ranking, an answer need not contain it. */
  required: boolean;
  /** The thing a "how much" or "how many" question asks about ("how much data"): it weighs double. */
  focus?: boolean;
  /** Part of what the visitor says of their own situation, not of what they ask ("for my new bakery"): it weighs less. */
  context?: boolean;
};

/** A word's alternatives: as typed, then its equivalents, then its related words, each with its own terms (none repeated). */
function alternativesFor(tokens: readonly string[], known: Set<string>): { alternatives: Alternative[]; forms: string[] } {
  const alternatives: Alternative[] = [];
  const forms: string[] = [];
  const add = (form: string, kind: MatchKind, formTerms: string[]) => {
    const fresh = formTerms.filter((t) => !known.has(t));
    if (!fresh.length) return;
    for (const t of fresh) known.add(t);
    alternatives.push({ terms: formTerms, kind });
    forms.push(form);
  };
  for (const token of tokens) add(token, 'typed', terms(token));
  for (const kind of ['same', 'related'] as const) {
    for (const token of tokens) for (const alternative of alternativesOf(token)[kind]) add(alternative, kind, terms(alternative));
  }
  return { alternatives, forms };
}

/** A query word from its alternatives. */
function fromAlternatives(base: Omit<QueryWord, 'terms' | 'same' | 'alternatives' | 'forms'>, alternatives: Alternative[], forms: string[]): QueryWord {
  const order: MatchKind[] = ['typed', 'same', 'related'];
  const sorted = order.flatMap((kind) => alternatives.filter((a) => a.kind === kind));
  const all: string[] = [];
  for (const alternative of sorted) for (const t of alternative.terms) if (!all.includes(t)) all.push(t);
  const same = new Set(sorted.filter((a) => a.kind !== 'related').flatMap((a) => a.terms)).size;
  return { ...base, terms: all, same, alternatives: sorted, forms };
}

function word(token: string, required: boolean, seen: Set<string>): QueryWord | null {
  const term = processTerm(token);
  // Filler is dropped from what the visitor typed; a phrase's hint may use any word.
  if (!term || seen.has(term) || (required && QUESTION_FILLER.has(token.toLowerCase()))) return null;
  seen.add(term);
  const { alternatives, forms } = alternativesFor([token], new Set());
  return fromAlternatives({ word: token, required }, alternatives, forms);
}

/**
 * The word as the visitor meant it: the site's words its slip is nearest to (lib/search/spelling.ts)
 * count as the word itself, and bring the words that stand for them.
 */
export function withCorrections(typed: QueryWord, corrections: readonly string[]): QueryWord {
  if (!corrections.length) return typed;
  const own = typed.alternatives.filter((a) => a.kind === 'typed');
  const more = alternativesFor(corrections, new Set(typed.terms));
  const rest = typed.alternatives.filter((a) => a.kind !== 'typed');
  const forms = [...new Set([...typed.forms, ...more.forms])];
  return fromAlternatives(typed, [...own, ...more.alternatives, ...rest], forms);
}

/**
 * The ways a set of terms holds a word (`has` says whether it holds a term): each alternative it
 * holds, with the share of the alternative's terms held (a phrase held in part counts in part).
 */
export function matchesOf(word: QueryWord, has: (term: string) => boolean): { kind: MatchKind; share: number }[] {
  const found: { kind: MatchKind; share: number }[] = [];
  for (const alternative of word.alternatives) {
    const held = alternative.terms.filter(has).length;
    // Part of a phrase is weak evidence of the phrase: "chief officer" is not "chief operating officer".
    if (held) found.push({ kind: alternative.kind, share: (held / alternative.terms.length) ** 2 });
  }
  return found;
}

/** Whether a text holds a query word in any of the forms `matchesOf` accepts: "how many X" asks this of X. */
export function textHolds(word: QueryWord, text: string): boolean {
  const held = new Set(terms(text));
  return matchesOf(word, (term) => held.has(term)).length > 0;
}

/** The words right after "how much" or "how many", up to the first word that is not part of what is counted. */
const HOW_MUCH = /\bhow (?:much|many) ((?:[\p{L}'’-]+\s*){1,3})/iu;

/**
 * What "how much X" or "how many X" counts, as an index term: the last word of the noun before a
 * function word, since a compound's last word is its head ("how many logo directions will you
 * show?" counts directions, "how many rounds of changes?" rounds, "how much historical data?" data).
 */
function focusOf(text: string): string | null {
  const after = HOW_MUCH.exec(text)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
  const noun: string[] = [];
  for (const word of after) {
    const term = processTerm(word);
    if (!term) break;
    noun.push(term);
  }
  return noun.at(-1) ?? null;
}

/** The meaningful words of a text, each once, in the visitor's order, then the hint words of its phrases. */
export function queryWords(text: string): QueryWord[] {
  const { text: rewritten, hints } = rewritePhrases(text);
  const seen = new Set<string>();
  const typed = tokenize(rewritten).flatMap((token) => word(token, true, seen) ?? []);
  const focused = focusOf(text);
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
