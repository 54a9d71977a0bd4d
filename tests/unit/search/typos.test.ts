/** @jest-environment node */
// The search page promises that small typos are forgiven. Every service and product name, as
// written and misspelt one or two letters off (generated from content/ by
// tests/helpers/misspellings.ts), is searched over the site index of the current sources (built
// once in a throw-away copy when the sources changed, scripts/quality/built-index.ts; hence the
// long wait), and the page it names must come first. `npm run eval:search` prints the same figures.
import path from 'node:path';
import { firstResults } from '@/lib/search/evaluate-names';
import type { SiteIndex } from '@/lib/search/reader';
import { builtSiteIndex } from '@/scripts/quality/built-index';
import { openIndexFolder } from '@/scripts/chat/fs-index';
import { heldBackCases, namedPages, tuningCases, type Misspelling } from '@/tests/helpers/misspellings';

jest.setTimeout(15 * 60_000);

/** The share of misspellings whose own page must come first, on each set. */
const GATE = 0.95;
let index: SiteIndex;

beforeAll(() => {
  index = openIndexFolder(builtSiteIndex(path.join(import.meta.dirname, '../../..'), () => {}));
});

const misses = (verdicts: { case: { query: string; url: string }; first: string | null }[]) =>
  verdicts.filter((v) => v.first !== v.case.url).map((v) => `"${v.case.query}" -> ${v.first ?? 'nothing'} (wanted ${v.case.url})`);

describe('names and their misspellings', () => {
  it('are generated for every name, several per word, and differ from the name', () => {
    const cases = [...tuningCases(), ...heldBackCases()];
    for (const { name } of namedPages()) {
      const words = name.split(/\s+/).filter((word) => /^\p{L}{4,}$/u.test(word));
      const ofName = cases.filter((c: Misspelling) => c.name === name);
      expect(ofName.length).toBeGreaterThanOrEqual(words.length * 8);
      for (const c of ofName) expect(c.query.toLowerCase()).not.toBe(name.toLowerCase());
    }
  });

  it('find every service and product page first by its name as written', async () => {
    const { verdicts } = await firstResults(
      index,
      namedPages().map(({ name, url }) => ({ query: name, url })),
    );
    expect(misses(verdicts)).toEqual([]);
  });

  it.each([
    ['tuning', tuningCases],
    ['held-back', heldBackCases],
  ])(`find the named page first for at least ${GATE * 100}%% of the misspellings (%s set)`, async (_, cases) => {
    const { verdicts, share } = await firstResults(index, cases());
    if (share < GATE) throw new Error(`${(share * 100).toFixed(1)}% found first; misses:\n${misses(verdicts).join('\n')}`);
  });
});
