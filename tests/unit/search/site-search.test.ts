/** @jest-environment node */
import { searchSite } from '@/lib/search/engine';
import { memoryIndex } from '@/tests/helpers/memory-index';
import { testPages } from '@/tests/fixtures/site/pages';

const titles = async (query: string) => {
  const { index } = memoryIndex(testPages);
  const search = await searchSite(index, query);
  return (await search.results(0)).map((result) => result.title);
};

describe('site search', () => {
  it('finds nothing for a blank or whitespace-only query', async () => {
    for (const query of ['', '   \t ']) expect((await searchSite(memoryIndex(testPages).index, query)).total).toBe(0);
  });

  it('lists the page named after the query first, above a post that says the word more often', async () => {
    expect((await titles('cloud'))[0]).toBe('Cloud Solutions');
    expect(await titles('cloud')).toContain('Edge Computing and Edge AI');
  });

  it.each(['virtual office', 'VIRTUAL OFFICE', '  Virtual  Office  '])('ignores case and spacing: %j', async (query) => {
    expect(await titles(query)).toEqual(['Virtual Office']);
  });

  it('matches the beginning of a word, other forms of it and small typos', async () => {
    expect(await titles('migra')).toContain('Cloud Solutions');
    expect(await titles('migrations')).toContain('Cloud Solutions');
    expect(await titles('virtul ofice')).toEqual(['Virtual Office']);
  });

  it('requires every word, and finds nothing for a word no page uses', async () => {
    expect(await titles('cloud latency')).toEqual(['Edge Computing and Edge AI']);
    expect(await titles('zqxjv')).toEqual([]);
  });

  it('gives each result what its card shows', async () => {
    const { index } = memoryIndex(testPages);
    const [result] = await (await searchSite(index, 'latency')).results(0);
    expect(result).toEqual({
      id: '2',
      url: '/blog/edge-computing/',
      title: 'Edge Computing and Edge AI',
      excerpt: 'When to process data where it is created instead of in the cloud.',
      type: 'blog',
      category: 'Edge Computing',
      tags: ['Edge AI', 'Cloud', 'IoT', 'Latency', 'Privacy', 'Security'],
      date: '2024-03-01',
      author: 'Test Author',
    });
  });

  it('counts every match but summarises a run at a time', async () => {
    const { index } = memoryIndex(testPages);
    const search = await searchSite(index, 'cloud');
    expect(search.total).toBe(3);
    const first = await search.results(0, 2);
    const rest = await search.results(2, 2);
    expect(first).toHaveLength(2);
    expect(rest).toHaveLength(1);
    expect(new Set([...first, ...rest].map((r) => r.url)).size).toBe(3);
  });
});
