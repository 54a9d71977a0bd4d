/**
 * How visitors really type, for the questions the evaluation generates: a seeded random source
 * (the same seed gives the same questions on every machine, so a figure changes only when the
 * pages or the assistant change), typing slips, and the shorthand of chat ("u", "ur", "pls").
 */

/** A 32-bit hash of a text (FNV-1a): the seed of everything generated from that text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = { next: () => number; pick: <T>(items: readonly T[]) => T; int: (below: number) => number };

/** A small, fast seeded generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)]! };
}

const VOWELS = 'aeiou';
/**
 * The number of letters a slip leaves alone at the start of a word. Visitors rarely get a word's
 * first letters wrong, and the site index looks a word up by its first two letters (docs/search.md).
 */
const KEPT_START = 2;

/** One slip of the fingers in a word of five letters or more: a letter dropped, doubled, two swapped, or a vowel mistaken. */
export function typo(word: string, random: Random): string {
  if (word.length < 5 || !/^[a-z]+$/i.test(word)) return word;
  const at = KEPT_START + random.int(word.length - KEPT_START - 1);
  switch (random.int(4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word[at] === word[at + 1] ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default: {
      const vowels = [...word].map((c, i) => (i >= KEPT_START && VOWELS.includes(c.toLowerCase()) ? i : -1)).filter((i) => i >= 0);
      if (!vowels.length) return word.slice(0, at) + word.slice(at + 1);
      const v = random.pick(vowels);
      const others = VOWELS.replace(word[v]!.toLowerCase(), '');
      return word.slice(0, v) + random.pick([...others]) + word.slice(v + 1);
    }
  }
}

/** The chat shorthand of a question: "you" as "u", "your" as "ur", "please" as "pls", "are" as "r". */
export function chatShorthand(text: string): string {
  return text
    .replace(/\byour\b/gi, 'ur')
    .replace(/\byou\b/gi, 'u')
    .replace(/\bplease\b/gi, 'pls')
    .replace(/\bare\b/gi, 'r');
}
