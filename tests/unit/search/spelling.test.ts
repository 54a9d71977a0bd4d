/** @jest-environment node */
import { isLetterWord, nearestWords, plainWord, typoDistance, typosAllowed } from '@/lib/search/spelling';

describe('typoDistance', () => {
  it.each([
    ['graphic', 'graphic', 0],
    ['whatsap', 'whatsapp', 1], // a letter dropped
    ['talnet', 'talent', 1], // two neighbours swapped count as one typo
    ['solutins', 'solutions', 1],
    ['securrity', 'security', 1], // a letter doubled
    ['grafic', 'graphic', 2], // "ph" heard as "f"
    ['soluyoins', 'solutions', 2],
  ])('%s -> %s: %i', (a, b, distance) => {
    expect(typoDistance(a, b, 2)).toBe(distance);
    expect(typoDistance(b, a, 2)).toBe(distance);
  });

  it('stops at the limit: anything further is limit + 1', () => {
    expect(typoDistance('cloud', 'security', 2)).toBe(3);
    expect(typoDistance('grafic', 'graphic', 1)).toBe(2);
    expect(typoDistance('abcdef', 'abcdefghij', 2)).toBe(3);
  });
});

describe('typosAllowed', () => {
  it('forgives none under four letters, one up to five, two from six', () => {
    expect([2, 3, 4, 5, 6, 12].map(typosAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
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
  ];
  const pages: Record<string, number> = { graphic: 3, grant: 1, solut: 9, solv: 2 };
  const nearest = (typed: string) => nearestWords(typed, words, (term) => pages[term] ?? 0);

  it('gives the closest words, one per term, the more used term first', () => {
    expect(nearest('grafic')).toEqual(['graphic']);
    expect(nearest('solutins')).toEqual(['solutions']);
    expect(nearest('soluton')).toEqual(['solution']);
  });

  it('gives nothing for a short word, a word too far from any, or the word itself', () => {
    expect(nearest('gra')).toEqual([]);
    expect(nearest('granular')).toEqual([]);
    expect(nearest('graphic')).toEqual([]);
  });

  it('lists words as the pages wrote them, without case, apostrophes or a possessive', () => {
    expect(plainWord("Client’s")).toBe('client');
    expect(plainWord("Don't")).toBe('dont');
    expect(isLetterWord('kannada')).toBe(true);
    expect(isLetterWord('₹3,000')).toBe(false);
  });
});
