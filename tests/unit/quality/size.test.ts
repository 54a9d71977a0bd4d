/** @jest-environment node */
import { budgetFor, budgetProblems, htmlProblems, initialScriptPaths, KIB, lazyOnlyModulesIn, renderSizeTable } from '@/scripts/quality/size';

const html = `<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/low.js"/>
<link rel="preload" href="/_next/static/media/font.woff2" as="font"/>
<script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>
<body><script>pageData.push("\\"/_next/static/chunks/island.js\\"")</script></body>`;

describe('initialScriptPaths', () => {
  it('collects script tags, script preloads and chunks named in inline data, without noModule polyfills', () => {
    expect(initialScriptPaths(html)).toEqual(['/_next/static/chunks/island.js', '/_next/static/chunks/low.js', '/_next/static/chunks/main.js']);
  });
});

describe('lazy-only markers', () => {
  it('recognises minisearch and the chat panel by strings that survive minification', () => {
    expect(lazyOnlyModulesIn('throw new Error(`MiniSearch: duplicate ID ${e}`)')).toEqual(['search engine (minisearch)']);
    expect(lazyOnlyModulesIn('children:"Manu is typing..."')).toEqual(['chat panel']);
    expect(lazyOnlyModulesIn('children:"Manu Assistant"')).toEqual([]);
  });
});

describe('HTML size', () => {
  it('names every page over 250 KiB and lets one at the limit through', () => {
    const pages = [
      { route: '/', bytes: 250 * KIB },
      { route: '/big/', bytes: 251.5 * KIB },
    ];
    expect(htmlProblems(pages)).toEqual(['/big/: HTML 251.5 KiB > 250.0 KiB (1.5 KiB over)']);
  });
});

describe('budgets', () => {
  const floor = 132 * KIB;
  const budget = budgetFor(floor);

  it('gives articles and service pages floor + 20 KiB and every route floor + 45 KiB', () => {
    const sizes = [
      { route: '/blog/a/', type: 'article' as const, gzipBytes: floor + 21 * KIB, chunks: 9, heavy: [] },
      { route: '/our-team/', type: 'team' as const, gzipBytes: floor + 44 * KIB, chunks: 9, heavy: [] },
      { route: '/search/', type: 'search' as const, gzipBytes: floor + 46 * KIB, chunks: 9, heavy: ['search engine (minisearch)'] },
    ];
    expect(budgetProblems(sizes, budget)).toEqual([
      '/blog/a/: 153.0 KiB gzip > budget 152.0 KiB (1.0 KiB over)',
      '/search/: 178.0 KiB gzip > budget 177.0 KiB (1.0 KiB over)',
      '/search/: search engine (minisearch) is in the initial load; load it on first use with import()',
    ]);
    const table = renderSizeTable(sizes, floor, budget);
    expect(table).toContain('| /our-team/ | team    | 9      | 176.0 KiB | +44.0 KiB  | ≤ 177.0 KiB | ok   |');
    expect(table.split('\n')).toHaveLength(5);
  });
});
