/**
 * Misspellings of the names visitors search for, generated from content/ so the set grows with the
 * site: every service's name (its own page is the service page) and every product's name (its own
 * page is the home page's products part). Each case changes one word of a name the ways hands and
 * ears do: a letter dropped, doubled, swapped with the next, hit on a neighbouring key, an extra
 * neighbouring key, or two of these in a longer word ("one or two letters off").
 *
 * The site search forgives a typo once a word's first two letters are right (the index is split by
 * them, lib/search/reader.ts), so edits are made from the third letter on; `frontCases` makes the
 * same edits in the first two letters, to show what is not forgiven.
 *
 * Two halves from two seeds: `tuning` is the set the engine was tuned on; `heldBack` was generated
 * before the engine changed and was not looked at while tuning, so its figure says how the rule
 * holds on misspellings nobody fitted it to.
 */
import { services } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';
import { chatbotProduct, inventoryProduct, suite } from '@/content/home';
import { seededRandom } from '@/lib/text/seeded-random';

export type NamedPage = { name: string; url: string };
export type Misspelling = { name: string; url: string; query: string; kind: string };

const PRODUCTS_URL = '/#products';

/** The names and the page each one belongs to. */
export const namedPages = (): NamedPage[] => [
  ...services.map((service) => ({ name: service.title, url: serviceHref(service.slug) })),
  ...[inventoryProduct.name, chatbotProduct.name, suite.name].map((name) => ({ name, url: PRODUCTS_URL })),
];

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** The keys beside a letter on a QWERTY keyboard (same row). */
function neighbours(letter: string): string[] {
  const lower = letter.toLowerCase();
  for (const row of ROWS) {
    const at = row.indexOf(lower);
    if (at >= 0) return [row[at - 1], row[at + 1]].filter((key): key is string => Boolean(key));
  }
  return [];
}

/** The same cases on every run: the seed text hashed as before, then the shared generator. */
function random(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 0x9e3779b1) + 0x6d2b79f5) >>> 0;
  return seededRandom(state).next;
}
const pick = <T,>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

type Edit = (word: string, at: number, next: () => number) => string | null;

/** One-letter edits at position `at`. */
const EDITS: Record<string, Edit> = {
  drop: (word, at) => word.slice(0, at) + word.slice(at + 1),
  double: (word, at) => word.slice(0, at + 1) + word[at] + word.slice(at + 1),
  swap: (word, at) => (at + 1 < word.length && word[at] !== word[at + 1] ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : null),
  near: (word, at, next) => {
    const keys = neighbours(word[at]!);
    return keys.length ? word.slice(0, at) + pick(next, keys) + word.slice(at + 1) : null;
  },
  extra: (word, at, next) => {
    const keys = neighbours(word[at]!);
    return keys.length ? word.slice(0, at + 1) + pick(next, keys) + word.slice(at + 1) : null;
  },
};

/** Words long enough to misspell: four letters and more; two edits from seven. */
const ONE_EDIT_FROM = 4;
const TWO_EDITS_FROM = 7;

function edited(word: string, kind: string, positions: readonly number[], next: () => number): string | null {
  if (kind !== 'two') {
    const at = pick(next, positions);
    return EDITS[kind]!(word, at, next);
  }
  // Two edits, the later position first so the earlier one still points at the same letter.
  const [first, second] = [pick(next, positions), pick(next, positions)].sort((a, b) => b - a);
  if (first === second) return null;
  const once = EDITS[pick(next, Object.keys(EDITS))]!(word, first!, next);
  return once && EDITS[pick(next, Object.keys(EDITS))]!(once, second!, next);
}

function generate(seed: string, front: boolean): Misspelling[] {
  const cases: Misspelling[] = [];
  for (const { name, url } of namedPages()) {
    const words = name.split(/\s+/);
    words.forEach((word, w) => {
      if (!/^\p{L}+$/u.test(word) || word.length < ONE_EDIT_FROM) return;
      const kinds = [...Object.keys(EDITS), ...(word.length >= TWO_EDITS_FROM && !front ? ['two'] : [])];
      for (const kind of kinds) {
        const next = random(`${seed}|${name}|${word}|${kind}`);
        const positions = front ? [0, 1] : Array.from({ length: word.length - 2 }, (_, i) => i + 2);
        // A few tries: an edit may not apply there (no neighbouring key, two equal letters) or give back the word.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const typed = edited(word, kind, positions, next);
          if (!typed || typed.toLowerCase() === word.toLowerCase()) continue;
          cases.push({ name, url, kind, query: words.map((other, o) => (o === w ? typed : other)).join(' ') });
          break;
        }
      }
    });
  }
  return cases;
}

/** The set the engine's typo rule was tuned on. */
export const tuningCases = () => generate('tuning', false);
/** The held-back set: same kinds of edits, other letters and positions; not looked at while tuning. */
export const heldBackCases = () => generate('held-back', false);
/** The same edits in a word's first two letters, which the index's split by prefix does not forgive. */
export const frontCases = () => generate('front', true);
