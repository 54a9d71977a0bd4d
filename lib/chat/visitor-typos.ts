/**
 * How visitors really type, for the questions the evaluation generates: typing slips and the
 * shorthand of chat ("u", "ur", "pls"), drawn from a seeded source (lib/text/seeded-random.ts) so
 * the same pages give the same questions on every machine and a figure changes only when the
 * pages or the assistant change.
 */
import type { Random } from '@/lib/text/seeded-random';

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
