/** @jest-environment node */
import { createIndexHolder, indexKey, RECHECK_MS, storeEntries, type KnowledgeStore } from '@/lib/chat/knowledge-store';
import { passageQuestion } from '@/lib/chat/passage-question';
import { findPassages } from '@/lib/search/retrieve';
import { sentimentByWords } from '@/lib/chat/sentiment';
import { buildSiteIndex } from '@/lib/search/build-index';
import { MANIFEST_PATH } from '@/lib/search/site-index';
import { pagesOf } from '@/tests/helpers/memory-index';
import { testPages } from '@/tests/fixtures/site/pages';

const upload = (pages = testPages) => storeEntries(buildSiteIndex(pagesOf(pages), '2026-11-01T00:00:00.000Z'));
const storeOf = (entries: { key: string; value: string }[]): KnowledgeStore & { map: Map<string, string>; reads: string[] } => {
  const map = new Map(entries.map((e) => [e.key, e.value]));
  const reads: string[] = [];
  return { map, reads, get: async (key) => (reads.push(key), map.get(key) ?? null) };
};

describe('the site index in a key-value store', () => {
  it('is one entry per file under a prefix, the manifest last, so a reader never sees a manifest without its files', () => {
    const entries = upload();
    expect(entries.at(-1)!.key).toBe(indexKey(MANIFEST_PATH));
    expect(entries.every((e) => e.key.startsWith('site-index:'))).toBe(true);
  });

  it('puts a new upload under new keys, so readers never mix versions', () => {
    const before = upload().map((e) => e.key);
    const after = upload(testPages.slice(1)).map((e) => e.key);
    expect(after.filter((k) => k !== indexKey(MANIFEST_PATH)).some((k) => before.includes(k))).toBe(false);
  });

  it('is read by the reader the browser uses, a query\'s parts only', async () => {
    const store = storeOf(upload());
    const index = (await createIndexHolder(store)(0))!;
    const [best] = await findPassages(index, passageQuestion('What does a virtual office cost?'));
    expect(best!.text).toContain('₹3,000');
    expect(store.reads.length).toBeLessThan(store.map.size / 2);
  });

  it('keeps one index while the uploaded version stays, and switches when a new one is uploaded', async () => {
    const store = storeOf(upload());
    const holder = createIndexHolder(store);
    const first = await holder(0);
    expect(await holder(RECHECK_MS - 1)).toBe(first);
    expect(await holder(RECHECK_MS + 1)).toBe(first);
    for (const entry of upload(testPages.slice(1))) store.map.set(entry.key, entry.value);
    const second = await holder(3 * RECHECK_MS);
    expect(second).not.toBe(first);
  });

  it('gives null for an empty store or a broken manifest', async () => {
    await expect(createIndexHolder(storeOf([]))(0)).resolves.toBeNull();
    await expect(createIndexHolder(storeOf([{ key: indexKey(MANIFEST_PATH), value: '{"version":1}' }]))(0)).resolves.toBeNull();
  });

  it('counts sentiment by words', () => {
    expect(sentimentByWords('Great, thanks!')).toBe('positive');
    expect(sentimentByWords('This is broken and slow')).toBe('negative');
    expect(sentimentByWords('What are your hours?')).toBe('neutral');
  });
});
