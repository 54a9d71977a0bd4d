/** @jest-environment node */
import { knowledgeEntries, loadKnowledge, MANIFEST_KEY, readManifest, type KnowledgeStore } from '@/lib/chat/knowledge-store';
import { findPassages, indexKnowledge, sourcesFor } from '@/lib/chat/passages';
import { sentimentByWords } from '@/lib/chat/sentiment';
import type { Knowledge } from '@/lib/chat/types';

const page = (i: number, content = `Page ${i} about virtual office plans.`) => ({ url: `/p${i}/`, title: `Page ${i}`, content, lastUpdated: '' });
const knowledge: Knowledge = { generatedAt: '2026-11-01T00:00:00.000Z', pages: Array.from({ length: 30 }, (_, i) => page(i, `${'word '.repeat(200)} page ${i}`)) };
const storeOf = (entries: { key: string; value: string }[]): KnowledgeStore & { map: Map<string, string> } => {
  const map = new Map(entries.map((e) => [e.key, e.value]));
  return { map, get: async (key) => map.get(key) ?? null };
};

describe('knowledge in a key-value store', () => {
  it('splits into shards under the size cap, manifest last, and reads back whole', async () => {
    const entries = knowledgeEntries(knowledge, 5_000);
    expect(entries.at(-1)!.key).toBe(MANIFEST_KEY);
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries) expect(new TextEncoder().encode(entry.value).byteLength).toBeLessThanOrEqual(5_000);
    await expect(loadKnowledge(storeOf(entries))).resolves.toEqual(knowledge);
  });

  it('a new upload gets new shard keys, so readers never mix versions', () => {
    const before = knowledgeEntries(knowledge).map((e) => e.key);
    const after = knowledgeEntries({ ...knowledge, pages: [page(99)] }).map((e) => e.key);
    expect(after.filter((k) => k !== MANIFEST_KEY).some((k) => before.includes(k))).toBe(false);
  });

  it('gives null for an empty store, a broken manifest or a missing shard', async () => {
    await expect(loadKnowledge(storeOf([]))).resolves.toBeNull();
    await expect(readManifest(storeOf([{ key: MANIFEST_KEY, value: '{"version":1}' }]))).resolves.toBeNull();
    const store = storeOf(knowledgeEntries(knowledge, 5_000));
    store.map.delete([...store.map.keys()][1]!);
    await expect(loadKnowledge(store)).resolves.toBeNull();
  });
});

describe('the door to retrieval', () => {
  const index = indexKnowledge({
    generatedAt: '',
    pages: [
      { url: '/services/virtual-office/', title: 'Virtual Office', content: 'Virtual office plans cost ₹3,000 to ₹15,000 a month.', lastUpdated: '' },
      { url: '/contact/', title: 'Contact', content: 'Office hours: Mon-Fri 9-6 IST.', lastUpdated: '' },
    ],
  });

  it('finds the passages for a message and names the pages that cover it', () => {
    const passages = findPassages(index, 'What does a virtual office cost?');
    expect(passages[0]!.url).toBe('/services/virtual-office/');
    expect(sourcesFor('What does a virtual office cost?', passages)).toEqual([{ title: 'Virtual Office', url: '/services/virtual-office/' }]);
    expect(sourcesFor('Tell me a joke about penguins', passages)).toEqual([]);
  });

  it('counts sentiment by words', () => {
    expect(sentimentByWords('Great, thanks!')).toBe('positive');
    expect(sentimentByWords('This is broken and slow')).toBe('negative');
    expect(sentimentByWords('What are your hours?')).toBe('neutral');
  });
});
