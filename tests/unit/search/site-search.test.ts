/** @jest-environment node */
import { searchSite } from '@/lib/search/engine';
import { memoryIndex, type TestPage } from '@/tests/helpers/memory-index';
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

  it('forgives a typo that changes the stem, measured against the words the pages write', async () => {
    // "soluions" stems to "soluion", far from the pages' "solut"; as written it is one letter off "solutions".
    expect(await titles('cloud soluions')).toEqual(['Cloud Solutions']);
    expect(await titles('Virtaul Offfice')).toEqual(['Virtual Office']);
    expect(await titles('bussiness hours')).toEqual(['Contact']);
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

describe('a page known by other names', () => {
  // A service whose name and text say "inventory" again and again, and the products part, which
  // presents a product of that name among others.
  const pages: TestPage[] = [
    {
      url: '/services/stock/',
      title: 'Inventory & Commerce',
      type: 'service',
      excerpt: 'Inventory software, inventory audits and inventory management for shops.',
      sections: [{ heading: 'Inventory management', text: 'Inventory management software for every shelf. Inventory, inventory, inventory.' }],
    },
    {
      url: '/#products',
      title: 'Products',
      names: ['Inventory Management Software', 'WhatsApp Chatbot Engine'],
      sections: [
        { heading: 'Inventory Management Software', level: 3, text: 'Know what is on every shelf.' },
        { heading: 'WhatsApp Chatbot Engine', level: 3, text: 'Answer customers on WhatsApp.' },
      ],
    },
    {
      url: '/blog/voice-bots/',
      title: 'Voice bots that customers like',
      type: 'blog',
      sections: [{ heading: 'On WhatsApp', text: 'A voice bot can answer on WhatsApp too. Bot after bot after bot.' }],
    },
  ];
  const firstOf = async (query: string) => (await (await searchSite(memoryIndex(pages).index, query)).results(0))[0]?.url;

  it('is found first by a name it goes by, as typed or misspelt', async () => {
    expect(await firstOf('inventory management software')).toBe('/#products');
    expect(await firstOf('Inventry Managment Software')).toBe('/#products');
    expect(await firstOf('inventory commerce')).toBe('/services/stock/');
  });

  it('finds a chatbot for a bot, and the page of that name first', async () => {
    expect(await firstOf('whatsap bot')).toBe('/#products');
    expect(await firstOf('bot')).toBe('/blog/voice-bots/');
  });
});
