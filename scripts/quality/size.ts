/**
 * JavaScript size budget per route: which chunks a page loads before any interaction,
 * and whether heavy modules (chat panel, search engine) slipped into that set.
 */
import type { PageType } from '@/lib/seo/page-types';
import { attribute, elements, parseHtml, rawText } from './html';

export const KIB = 1024;

/**
 * Chunks a page loads on its own: `<script src>` (minus `noModule` polyfills, which modern
 * browsers skip), `<link rel=preload as=script>` and `<link rel=modulepreload>`, and any chunk
 * URL an inline script names (the framework's runtime fetches those during hydration). Chunks
 * behind `import()` appear in none of these.
 */
export function initialScriptPaths(html: string): string[] {
  const doc = parseHtml(html);
  const found = new Set<string>();
  const noModule = new Set<string>();
  for (const script of elements(doc, 'script')) {
    const src = attribute(script, 'src');
    if (src?.endsWith('.js')) (attribute(script, 'nomodule') !== null ? noModule : found).add(src);
    else if (src === null) for (const [chunk] of rawText(script).matchAll(CHUNK_URL)) found.add(chunk);
  }
  for (const link of elements(doc, 'link')) {
    const rel = (attribute(link, 'rel') ?? '').split(/\s+/);
    const href = attribute(link, 'href');
    if (href?.endsWith('.js') && (rel.includes('modulepreload') || (rel.includes('preload') && attribute(link, 'as') === 'script'))) found.add(href);
  }
  for (const path of noModule) found.delete(path);
  return [...found].sort();
}

const CHUNK_URL = /\/_next\/static\/chunks\/[\w.~-]+\.js/g;

/** Module markers: strings that survive minification inside the modules we keep lazy. */
export const LAZY_ONLY_MARKERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'search engine (minisearch)', pattern: /MiniSearch: duplicate ID|MiniSearch: unknown option/ },
  { name: 'search engine (pagefind)', pattern: /pagefind-entry\.json|pagefind\.js/ },
  { name: 'chat panel', pattern: /Manu is typing|Join Automation Pro|Choose an action:/ },
];

export function lazyOnlyModulesIn(source: string): string[] {
  return LAZY_ONLY_MARKERS.filter((marker) => marker.pattern.test(source)).map((marker) => marker.name);
}

export type RouteSize = { route: string; type: PageType; gzipBytes: number; chunks: number; heavy: string[] };

export type Budget = { perType: Partial<Record<PageType, number>>; anyRoute: number };

/** Budgets: an article and a service page within floor + 20 KiB, no route over floor + 45 KiB. */
export function budgetFor(floorBytes: number): Budget {
  return { perType: { article: floorBytes + 20 * KIB, service: floorBytes + 20 * KIB }, anyRoute: floorBytes + 45 * KIB };
}

export function budgetProblems(sizes: readonly RouteSize[], budget: Budget): string[] {
  const problems: string[] = [];
  for (const size of sizes) {
    const limit = Math.min(budget.perType[size.type] ?? Infinity, budget.anyRoute);
    if (size.gzipBytes > limit) problems.push(`${size.route}: ${kib(size.gzipBytes)} gzip > budget ${kib(limit)} (${kib(size.gzipBytes - limit)} over)`);
    for (const heavy of size.heavy) problems.push(`${size.route}: ${heavy} is in the initial load; load it on first use with import()`);
  }
  return problems;
}

/**
 * Every HTML file stays within 250 KiB (raw bytes, as the host stores and the browser parses
 * it), whatever the number of posts: a page's markup and the framework's copy of its tree for
 * hydration grow together, so a page near the limit is one whose markup repeats itself.
 */
export const HTML_LIMIT_KIB = 250;

export function htmlProblems(pages: readonly { route: string; bytes: number }[]): string[] {
  const limit = HTML_LIMIT_KIB * KIB;
  return pages.filter((page) => page.bytes > limit).map((page) => `${page.route}: HTML ${kib(page.bytes)} > ${kib(limit)} (${kib(page.bytes - limit)} over)`);
}

export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

export function renderSizeTable(sizes: readonly RouteSize[], floorBytes: number, budget: Budget): string {
  const rows = sizes.map((size) => {
    const limit = Math.min(budget.perType[size.type] ?? Infinity, budget.anyRoute);
    const ok = size.gzipBytes <= limit && !size.heavy.length;
    return [size.route, size.type, String(size.chunks), kib(size.gzipBytes), `+${kib(size.gzipBytes - floorBytes)}`, `≤ ${kib(limit)}`, ok ? 'ok' : 'OVER'];
  });
  const header = ['route', 'type', 'chunks', 'JS gzip', 'over floor', 'budget', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
