/**
 * How text becomes index terms, the same way for the pages at build time and for a visitor's
 * words at query time (site search and the assistant alike): words and numbers are cut out,
 * lower-cased, stop words dropped, and English words reduced to their stem with the Porter
 * stemmer (the `stemmer` package), so "automate", "automated" and "automation" meet.
 */
import { stemmer } from 'stemmer';

/**
 * Words, and numbers with their inner separators ("3,000", "1,00,000", "99.9"), so a price or a
 * figure is one term; a number and a word written together ("₹3,000per") are two. Apostrophes
 * stay inside a word ("don't").
 */
const WORD = /\p{N}+(?:[.,]\p{N}+)*|\p{L}+(?:['’]\p{L}+)*/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Words that carry no subject: function words and the filler of a typical question. "Own" is not
 * one of them: "do I own the code?" asks who owns it, as "owns" (indexed as "own") does.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a above after again all also am an and any are as at be been being below both but by can could did do does ' +
    'doing down during each else etc ever every few for from further get got had has have having he her hers him his ' +
    'how i if in into is it its itself just kindly let many me might more most much must my no nor not now of off on once only ' +
    'or other our ours out over please same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up us very was we were what whats when where which while who whom why will ' +
    'with would yes yet you your yours ' +
    // More function words, and the contractions visitors type ("I'm", "don't"); an apostrophe is read as typed.
    "till upon onto whether whose shall cannot i'm i've i'd i'll we're we've we'd we'll you're you've you'd you'll " +
    "it's that's there's let's they're they've don't doesn't didn't isn't aren't wasn't weren't won't wouldn't can't couldn't " +
    "shouldn't haven't hasn't"
  ).split(' '),
);

/** Words already processed: stemming is the costly part of indexing and a text repeats its words. */
const processed = new Map<string, string | null>();
const MEMO_SIZE = 50_000;

/** A term as the index stores it, or null for a word that is not worth indexing. */
export function processTerm(word: string): string | null {
  const known = processed.get(word);
  if (known !== undefined) return known;
  const term = stemTerm(word);
  if (processed.size >= MEMO_SIZE) processed.clear();
  processed.set(word, term);
  return term;
}

function stemTerm(word: string): string | null {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (STOP_WORDS.has(lower)) return null;
  // Figures keep their form: "3,000" must not become "3" and "000".
  if (/\d/.test(lower)) return lower;
  // A single letter carries no meaning on its own ("e" of "e-mail" is matched through "mail").
  if (lower.length < 2) return null;
  return stemmer(lower.replace(/'s$/, '').replace(/'/g, ''));
}

/** The index terms of a text, in order, repeats kept. */
export function terms(text: string): string[] {
  const found: string[] = [];
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term) found.push(term);
  }
  return found;
}

/** Index terms are sharded by their first letters; a query term loads the shard of its own. */
export const SHARD_PREFIX_LENGTH = 2;
export const shardKeyOf = (term: string) => term.slice(0, SHARD_PREFIX_LENGTH);
