/** @jest-environment node */
import { isLetterWord, nearestWords, plainWord, slipBudget, slipCost } from '@/lib/search/spelling';

/** One slip costs 2 (see lib/search/spelling.ts). */
const slips = (typed: string, word: string) => slipCost(typed, word, 4) / 2;

describe('slipCost: slips as hands and ears make them', () => {
  it.each([
    ['graphic', 'graphic', 0],
    ['whatsap', 'whatsapp', 0.75], // a doubled letter written once
    ['talnet', 'talent', 0.75], // two neighbours swapped
    ['solutins', 'solutions', 1], // a letter left out
    ['securrity', 'security', 0.75], // a letter doubled
    ['grafic', 'graphic', 1], // "ph" heard as "f"
    ['secority', 'security', 1], // a vowel for a vowel
    ['cloyd', 'cloud', 1], // the key next to the one meant
    ['soluyoins', 'solutions', 1.75], // a key next to the one meant, and a swap
  ])('%s -> %s: %d', (typed, word, expected) => {
    expect(slips(typed, word)).toBe(expected);
  });

  it('does not take an edit hands seldom make for a slip: a far key, a letter from nowhere', () => {
    expect(slipCost('telegram', 'telegraph', 4)).toBeGreaterThan(4); // "m" for "p", and an "h" from nowhere
    expect(slipCost('paypal', 'payroll', 4)).toBeGreaterThan(4);
    expect(slipCost('backend', 'backed', 4)).toBeGreaterThan(4); // an "n" far from "e" and "d"
    expect(slipCost('meats', 'means', 4)).toBeGreaterThan(4); // "t" is far from "n"
  });

  it('forgives only a letter left out or two swapped in a word of four letters', () => {
    expect(slips('azre', 'azure')).toBe(1);
    expect(slips('coer', 'core')).toBe(0.75);
    expect(slipCost('blog', 'blob', 4)).toBeGreaterThan(4);
    expect(slipCost('vapt', 'vast', 4)).toBeGreaterThan(4);
  });

  it('stops at the budget: anything further is budget + 1', () => {
    expect(slipCost('cloud', 'security', 4)).toBe(5);
    expect(slipCost('abcdef', 'abcdefghij', 4)).toBe(5);
  });
});

describe('slipBudget', () => {
  it('forgives nothing under four letters, one slip up to six, two from seven', () => {
    expect([2, 3, 4, 5, 6, 7, 12].map(slipBudget)).toEqual([0, 0, 2, 2, 2, 4, 4]);
  });
});

describe('nearestWords', () => {
  const words: [string, string][] = [
    ['graphic', 'graphic'],
    ['graphics', 'graphic'],
    ['grant', 'grant'],
    ['solutions', 'solut'],
    ['solution', 'solut'],
    ['solve', 'solv'],
    ['line', 'line'],
    ['cover', 'cover'],
    ['core', 'core'],
  ];
  const pages: Record<string, number> = { graphic: 3, grant: 1, solut: 9, solv: 2, line: 8, cover: 5, core: 2 };
  const nearest = (typed: string, fits?: (term: string) => number) => nearestWords(typed, words, (term) => pages[term] ?? 0, { fits });

  it('gives the nearest words, one per term, the more used term first', () => {
    expect(nearest('grafic')).toEqual(['graphic']);
    expect(nearest('solutins')).toEqual(['solutions']);
    expect(nearest('soluton')).toEqual(['solution']);
  });

  it('of words as near, prefers the one whose pages hold the query\'s other words', () => {
    expect(nearest('corr')).toEqual([]);
    expect(nearest('cove')).toEqual(['cover']);
    expect(nearest('coer')).toEqual(['core']); // a swap is likelier than a letter left out
    const words2: [string, string][] = [['cover', 'cover'], ['coder', 'coder']];
    expect(nearestWords('coer', words2, () => 1, { fits: (term) => (term === 'coder' ? 1 : 0) })).toEqual(['coder']);
  });

  it('gives nothing for a short word, a word too far from any, another word altogether, or the word itself', () => {
    expect(nearest('gra')).toEqual([]);
    expect(nearest('granular')).toEqual([]);
    expect(nearest('linode')).toEqual([]); // two letters from nowhere in six
    expect(nearest('graphic')).toEqual([]);
  });

  it('lists words as the pages wrote them, without case, apostrophes or a possessive', () => {
    expect(plainWord("Client’s")).toBe('client');
    expect(plainWord("Don't")).toBe('dont');
    expect(isLetterWord('kannada')).toBe(true);
    expect(isLetterWord('₹3,000')).toBe(false);
  });
});
