/** @jest-environment node */
import { buildSiteIndex } from '@/lib/search/build-index';
import { searchSite } from '@/lib/search/engine';
import { MANIFEST_PATH, parseManifest, type TermShard } from '@/lib/search/site-index';
import { shardKeyOf } from '@/lib/search/text';
import { memoryIndex, pagesOf } from '@/tests/helpers/memory-index';
import { testPages } from '@/tests/fixtures/site/pages';

const files = () => buildSiteIndex(pagesOf(testPages), '2026-01-01T00:00:00.000Z');

describe('the site index files', () => {
  it('end with the manifest, which names every term shard by its prefix', () => {
    const built = files();
    expect(built.at(-1)!.path).toBe(MANIFEST_PATH);
    const manifest = parseManifest(built.at(-1)!.text)!;
    expect(manifest).toMatchObject({ pages: testPages.length, pagesPerChunk: expect.any(Number) });
    for (const [prefix, shard] of Object.entries(manifest.shards)) {
      const { entries, words } = JSON.parse(built.find((f) => f.path === `${manifest.version}/terms/${shard}.json`)!.text) as TermShard;
      expect(entries.length).toBeGreaterThan(0);
      for (const [term] of entries) expect(shardKeyOf(term)).toBe(prefix);
      // The pages' words behind a shard's terms, for typo correction, belong to terms of that shard.
      const terms = new Set(entries.map(([term]) => term));
      for (const term of Object.keys(words)) expect(terms.has(term)).toBe(true);
    }
  });

  it('keep the words the pages wrote behind each stem, where they differ from it', () => {
    const built = files();
    const manifest = parseManifest(built.at(-1)!.text)!;
    const shard = (term: string) => JSON.parse(built.find((f) => f.path === `${manifest.version}/terms/${manifest.shards[shardKeyOf(term)]}.json`)!.text) as TermShard;
    expect(shard('solut').words.solut).toEqual(['solutions']);
    expect(shard('migrat').words.migrat).toEqual(['migration']);
    // A word that is its own stem, and a figure, are not repeated.
    expect(shard('cloud').words.cloud).toBeUndefined();
    expect(Object.values(shard('3,000').words).flat().some((word) => /\d/.test(word))).toBe(false);
  });

  it('hold each page once with its sections, and change version when a page changes', () => {
    const built = files();
    const version = parseManifest(built.at(-1)!.text)!.version;
    expect(JSON.parse(built.find((f) => f.path === `${version}/sections/1.json`)!.text)[1].text).toContain('₹3,000');
    expect(parseManifest(files().at(-1)!.text)!.version).toBe(version);
    const changed = testPages.map((page, i) => (i === 1 ? { ...page, excerpt: 'From ₹4,000 a month.' } : page));
    expect(parseManifest(buildSiteIndex(pagesOf(changed), '2026-01-01T00:00:00.000Z').at(-1)!.text)!.version).not.toBe(version);
  });

  it('lets a query download only the shards of its words, and no page sections', async () => {
    const { index, reads } = memoryIndex(testPages);
    const search = await searchSite(index, 'latency');
    await search.results(0);
    const shardReads = reads.filter((path) => path.includes('/terms/'));
    expect(shardReads).toHaveLength(1);
    expect(reads.filter((path) => path.includes('/sections/'))).toEqual([]);
    expect(reads.filter((path) => path === MANIFEST_PATH)).toHaveLength(1);
  });

  it('reads a file again after a failed read, so a later query can succeed', async () => {
    const built = new Map(files().map((file) => [file.path, file.text]));
    let failing = true;
    const { openSiteIndex } = await import('@/lib/search/reader');
    const index = openSiteIndex(async (path) => {
      if (failing) throw new Error('offline');
      return built.get(path) ?? null;
    });
    await expect(searchSite(index, 'cloud')).rejects.toThrow('offline');
    failing = false;
    expect((await searchSite(index, 'cloud')).total).toBe(3);
  });
});
