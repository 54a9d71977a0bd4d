/**
 * Slips of the fingers, put right against the site's own words: the one typo correction of the
 * site search and of the assistant (lib/search/reader.ts reads every query through it). The index
 * holds stems ("solut" for "solutions"), and a slip often stems differently ("soluions" ->
 * "soluion"), so a slip is measured against the words as the pages write them: each term shard
 * also lists the words that became its terms (lib/search/build-index.ts). A word the pages never
 * use is read as the nearest of their words with the same first two letters (the shard it is in).
 *
 * "Nearest" is measured the way slips happen, not letter by letter alike. Typing and spelling
 * errors are mostly a letter left out, a letter doubled, two neighbours swapped, the key next to
 * the one meant (hit instead, or as well), a vowel for another vowel and sounds spelt alike ("f"
 * for "ph", "c" for "k"): each is one slip. A letter replaced by one far from it on the keyboard,
 * or a letter that comes from nowhere, is seldom a slip: a word that needs such an edit to become a
 * site word is more likely another word altogether ("telegram" is not "telegraph", "paypal" not
 * "payroll"), and is taken as written. How many slips a word may carry goes by its length (the
 * word meant's, or the word typed's when longer): one in a word of four to six letters, two from seven. In a word of four letters only a letter left out
 * or two swapped are forgiven ("azre", "fuly"): one changed letter makes too many other short words
 * ("blog" is not "blob").
 *
 * Of several words as near, the one whose pages hold the query's other words comes first ("dpdp
 * coer": core, not cover), then the one more pages use.
 *
 * The measure is written here rather than taken from a package: packages count every edit alike,
 * and compute the whole table for every pair, while a query compares one word with every word of
 * a shard and stops as soon as a pair is out of reach.
 */

/**
 * The cost of one slip; a letter doubled or written once where the page doubles it, and two
 * neighbours swapped, the commonest slips, cost a little less, so they win a tie ("sedns" is
 * "sends", not "sens"). An edit hands seldom make (a far key, a letter from nowhere) is no slip.
 */
const SLIP = 2;
const LIKELIEST = 1.5;
const FAR = Infinity;

/** What a word of this many letters may be off by: nothing under four letters, one slip up to six, two from seven. */
export function slipBudget(length: number): number {
  return length < 4 ? 0 : length < 7 ? SLIP : 2 * SLIP;
}

/** In a word shorter than this, only a letter left out or two letters swapped are forgiven. */
const CHANGES_FROM = 5;

const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** Where each letter sits on a QWERTY keyboard: its row, and its place along the row (each row sits half a key right of the one above). */
const KEY_AT = new Map(KEY_ROWS.flatMap((row, r) => [...row].map((letter, i) => [letter, { r, x: i + r * 0.5 }] as const)));

/** Whether two keys touch: side by side in a row, or above and below each other. */
function keysTouch(a: string, b: string): boolean {
  const p = KEY_AT.get(a);
  const q = KEY_AT.get(b);
  if (!p || !q || a === b) return false;
  return (p.r === q.r && Math.abs(p.x - q.x) === 1) || (Math.abs(p.r - q.r) === 1 && Math.abs(p.x - q.x) <= 0.5);
}

const VOWELS = new Set('aeiouy');
/** Letters that spell the same sound often enough to be mistaken for each other. */
const SOUND_ALIKE = new Set(['c|k', 'c|s', 's|z', 'k|q', 'v|w']);

/** The cost of typing `typed` where the page has `meant`. */
function changeCost(typed: string, meant: string): number {
  if (typed === meant) return 0;
  if (keysTouch(typed, meant) || (VOWELS.has(typed) && VOWELS.has(meant))) return SLIP;
  return SOUND_ALIKE.has(`${typed}|${meant}`) || SOUND_ALIKE.has(`${meant}|${typed}`) ? SLIP : FAR;
}

/** The cost of a letter typed that the page does not have: a slip when it doubles a neighbour or is the key beside one. */
function extraCost(typed: string, at: number): number {
  const letter = typed[at]!;
  const around = [typed[at - 1], typed[at + 1]].filter((c): c is string => c !== undefined);
  if (around.includes(letter)) return LIKELIEST;
  return around.some((c) => keysTouch(c, letter)) ? SLIP : FAR;
}

/** The cost of a letter of the page left out: any letter may be, a doubled one most often ("ofice"). */
const missingCost = (word: string, at: number) => (word[at] === word[at - 1] || word[at] === word[at + 1] ? LIKELIEST : SLIP);

/**
 * How far `typed` is from `word` in slips (see above; one slip costs 2), or `budget + 1` when it is
 * further than `budget`. A letter left out, two neighbours swapped and "f" for "ph" cost one slip;
 * a changed or added letter one slip or more, by how likely it is (`changeCost`, `extraCost`).
 */
export function slipCost(typed: string, word: string, budget: number): number {
  const out = budget + 1;
  if (Math.abs(typed.length - word.length) * LIKELIEST > budget) return out;
  const changes = typed.length >= CHANGES_FROM;
  const first = [0];
  for (let j = 1; j <= word.length; j += 1) first.push(first[j - 1]! + missingCost(word, j - 1));
  const rows: number[][] = [first];
  for (let i = 1; i <= typed.length; i += 1) {
    const row = [rows[i - 1]![0]! + (changes ? extraCost(typed, i - 1) : Infinity)];
    let best = row[0]!;
    for (let j = 1; j <= word.length; j += 1) {
      const a = typed[i - 1]!;
      const b = word[j - 1]!;
      let value = Math.min(
        rows[i - 1]![j - 1]! + (a === b ? 0 : changes ? changeCost(a, b) : Infinity),
        rows[i - 1]![j]! + (changes ? extraCost(typed, i - 1) : Infinity),
        row[j - 1]! + missingCost(word, j - 1),
      );
      if (i > 1 && j > 1 && a === word[j - 2] && typed[i - 2] === b && a !== b) value = Math.min(value, rows[i - 2]![j - 2]! + LIKELIEST);
      // "f" for "ph" and "ph" for "f": one sound spelt two ways.
      if (j > 1 && a === 'f' && word.slice(j - 2, j) === 'ph') value = Math.min(value, rows[i - 1]![j - 2]! + SLIP);
      if (i > 1 && b === 'f' && typed.slice(i - 2, i) === 'ph') value = Math.min(value, rows[i - 2]![j - 1]! + SLIP);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > budget) return out;
    rows.push(row);
  }
  return Math.min(rows[typed.length]![word.length]!, out);
}

/** A word as the pages' words are listed for correction: lower case, without apostrophes or a possessive "'s". */
export function plainWord(word: string): string {
  return word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '').replace(/'/g, '');
}

/** Only words made of letters are corrected or offered as corrections (not figures or codes). */
export const isLetterWord = (word: string) => /^\p{L}+$/u.test(word);

export type Candidate = readonly [word: string, term: string];

/**
 * The words nearest to `typed` among `candidates` (each with the term it stands for), within the
 * slips its length allows: the nearest; of those, the ones whose pages best hold the query's other
 * words (`fits`, a share); then those whose terms more pages use; one word per term, at most
 * `limit`. None when `typed` is itself one of the words.
 */
export function nearestWords(
  typed: string,
  candidates: Iterable<Candidate>,
  pagesUsing: (term: string) => number,
  { limit = 3, fits }: { limit?: number; fits?: (term: string) => number } = {},
): string[] {
  if (!slipBudget(typed.length)) return [];
  const found: { word: string; term: string; cost: number }[] = [];
  for (const [word, term] of candidates) {
    // A word the pages use is taken as written.
    if (word === typed) return [];
    // The slips allowed go by the word meant, or the word typed when it is the longer.
    const budget = slipBudget(Math.max(typed.length, word.length));
    const cost = slipCost(typed, word, budget);
    if (cost <= budget) found.push({ word, term, cost });
  }
  if (!found.length) return [];
  const nearest = Math.min(...found.map((f) => f.cost));
  let best = found.filter((f) => f.cost === nearest);
  if (fits && best.length > 1) {
    const fit = new Map(best.map((f) => [f.term, fits(f.term)]));
    const top = Math.max(...fit.values());
    best = best.filter((f) => fit.get(f.term) === top);
  }
  const terms = new Set<string>();
  return best
    .sort((a, b) => pagesUsing(b.term) - pagesUsing(a.term) || a.word.localeCompare(b.word))
    .filter((f) => !terms.has(f.term) && terms.add(f.term))
    .slice(0, limit)
    .map((f) => f.word);
}
