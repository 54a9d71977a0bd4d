/**
 * How much each of a question's words weighs, and how much of a question a passage must answer:
 * shared by the ranking of passages (rank.ts), the choice of pages to read (find.ts) and the
 * assistant's answer step, which weighs sentences the same way (lib/chat/sentence-answer.ts).
 * Kept apart from the ranking so the answer step's helpers do not bring MiniSearch's passage indexes along.
 */
import type { QueryWord } from '../query';
import type { TermRarity } from '../reader';

/**
 * How many pages use a word, as the thing it names: the word as typed or meant, or a word for the
 * same thing, whichever more pages use ("set up" is as common as "set-up", however rare "setup"
 * is), a phrase counted by its least used word (about the pages that hold it all). 0 when none does.
 */
function pagesUsing(word: QueryWord, rarity: TermRarity): number {
  let most = 0;
  for (const alternative of word.alternatives) {
    if (alternative.kind === 'related') continue;
    most = Math.max(most, Math.min(...alternative.terms.map((term) => rarity.uses.get(term) ?? 0)));
  }
  return most;
}

/** How telling a word is: the inverse document frequency of what it names over the site's pages, above a floor; undefined for a word no page uses. */
function weightOf(word: QueryWord, rarity: TermRarity): number | undefined {
  const uses = pagesUsing(word, rarity);
  return uses ? WEIGHT_FLOOR + Math.log(1 + (rarity.pages - uses + 0.5) / (uses + 0.5)) : undefined;
}

/** Every word of substance weighs at least this much, however common: the site's own subjects ("cloud" on a cloud company's site) are common on it, yet name what is asked. */
const WEIGHT_FLOOR = 0.5;

/** What the visitor says of their own situation ("for my bakery", "we are a school in Pune") weighs this share of a word asked. */
export const CONTEXT_WEIGHT = 0.35;

/**
 * Each word's weight (`weightOf`), a word no page uses weighing as much as the average of the
 * others; a word of the visitor's situation weighs less (`CONTEXT_WEIGHT`).
 */
export function wordWeights(words: readonly QueryWord[], rarity: TermRarity): number[] {
  const weights = words.map((w) => weightOf(w, rarity));
  const measured = weights.filter((w): w is number => w !== undefined);
  const average = measured.length ? measured.reduce((a, b) => a + b, 0) / measured.length : 1;
  return weights.map((w, i) => (w ?? average) * (words[i]!.context ? CONTEXT_WEIGHT : 1));
}

/**
 * How much of the question a passage must answer: the share of its words, each weighed by how
 * telling it is (a word few pages use weighs more than a common one), that the passage (with its
 * heading and page name) contains. A short question must be answered more than half; a long one,
 * which carries context ("we are a small company in Kochi"), at least about a third.
 */
export function minCoverage(words: number): number {
  return Math.max(0.3, 0.6 - 0.03 * words);
}
