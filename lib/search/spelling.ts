/**
 * Small typos, corrected against the site's own words. The index holds stems ("solut" for
 * "solutions"), and a typo often stems differently ("soluions" -> "soluion"), so a typo is measured
 * against the words as the pages write them: each term shard also lists the words that became its
 * terms (lib/search/build-index.ts). A word the pages never use is read as the nearest of their
 * words with the same first two letters (the shard it is in), at most one letter off in a short word
 * and two in a longer one ("grafic" -> "graphic", "whatsap" -> "whatsapp").
 *
 * The distance counts a dropped, added or changed letter, or two neighbours swapped ("Talnet"), as
 * one typo (optimal string alignment). It is written here rather than taken from a package: the
 * packages compute the whole table for every pair, while a query compares one word with every word
 * of a shard and stops as soon as a pair is out of reach.
 */

/** Typos forgiven in a word of this many letters: none under four, one up to five, two from six. */
export function typosAllowed(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : 2;
}

/** The number of typos between two words, or `max + 1` when it is more than `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** A word as the pages' words are listed for correction: lower case, without apostrophes or a possessive "'s". */
export function plainWord(word: string): string {
  return word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '').replace(/'/g, '');
}

/** Only words made of letters are corrected or offered as corrections (not figures or codes). */
export const isLetterWord = (word: string) => /^\p{L}+$/u.test(word);

/**
 * The words nearest to `typed` among `candidates` (each with the term it stands for), within the
 * typos its length allows; the closest first, then those whose terms more pages use; one word per
 * term, at most `limit`. None when `typed` is itself one of the words.
 */
export function nearestWords(
  typed: string,
  candidates: Iterable<readonly [word: string, term: string]>,
  pagesUsing: (term: string) => number,
  limit = 3,
): string[] {
  const allowed = typosAllowed(typed.length);
  if (!allowed) return [];
  const found: { word: string; term: string; distance: number }[] = [];
  for (const [word, term] of candidates) {
    // A word the pages use is taken as written.
    if (word === typed) return [];
    const distance = typoDistance(typed, word, allowed);
    if (distance <= allowed) found.push({ word, term, distance });
  }
  if (!found.length) return [];
  const closest = Math.min(...found.map((f) => f.distance));
  const terms = new Set<string>();
  return found
    .filter((f) => f.distance === closest)
    .sort((a, b) => pagesUsing(b.term) - pagesUsing(a.term) || a.word.localeCompare(b.word))
    .filter((f) => !terms.has(f.term) && terms.add(f.term))
    .slice(0, limit)
    .map((f) => f.word);
}
