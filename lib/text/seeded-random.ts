/**
 * Seeded randomness for everything generated that must come out the same on every machine and
 * every run (evaluation questions, misspelt search cases, the audit's extra script): a 32-bit
 * hash of a text to seed it, and a small, fast generator (mulberry32) of numbers in [0, 1).
 * Not for anything a visitor's safety depends on.
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
