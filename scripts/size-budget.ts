// JavaScript per route (gzip) from out/, beside the framework floor, failing when a
// route breaks its budget or loads the chat panel or the search engine up front.
// Budgets: article and service pages ≤ floor + 20 KiB; every route ≤ floor + 45 KiB; every HTML
// file ≤ 250 KiB raw.
// Run: node --import tsx scripts/size-budget.ts [out] [--probe] (--probe rebuilds the floor)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlPages } from './quality/out-files';
import { floorProbe } from './quality/floor-probe';
import { HTML_LIMIT_KIB, budgetFor, budgetProblems, htmlProblems, initialScriptPaths, kib, lazyOnlyModulesIn, renderSizeTable } from './quality/size';
import { pageTypeOf } from '../lib/seo/page-types';

const args = process.argv.slice(2);
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`size-budget: ${root}/index.html not found; build first`);
  process.exit(1);
}

const chunkCache = new Map<string, { gzip: number; heavy: string[] }>();
function chunk(urlPath: string) {
  if (!chunkCache.has(urlPath)) {
    const file = path.join(root, urlPath);
    if (!existsSync(file)) throw new Error(`size-budget: ${urlPath} is referenced but missing from out/`);
    const source = readFileSync(file);
    chunkCache.set(urlPath, { gzip: gzipSync(source).length, heavy: lazyOnlyModulesIn(source.toString('utf8')) });
  }
  return chunkCache.get(urlPath)!;
}

const floor = floorProbe({ initialScriptPaths, force: args.includes('--probe') });
const budget = budgetFor(floor.bytes);

// Each page read once: its bytes for the HTML limit, its text for the scripts it loads up front.
const pages = htmlPages(root).map(({ file, route }) => ({ route, source: readFileSync(file) }));
const html = pages.map(({ route, source }) => ({ route, bytes: source.length }));
const sizes = pages
  .filter((page) => page.route !== '/404/')
  .map(({ route, source }) => {
    const paths = initialScriptPaths(source.toString('utf8'));
    const chunks = paths.map(chunk);
    return {
      route,
      type: pageTypeOf(route),
      gzipBytes: chunks.reduce((sum, item) => sum + item.gzip, 0),
      chunks: paths.length,
      heavy: [...new Set(chunks.flatMap((item) => item.heavy))],
    };
  });

console.log(`Framework floor: ${kib(floor.bytes)} gzip in ${floor.chunks} chunks (a page with no client component, ${floor.key}${floor.cached ? ', cached probe' : `, probe built in ${floor.builtInSeconds} s`})`);
console.log(`Budgets: article and service ≤ floor + 20 KiB = ${kib(budget.perType.article!)}; every route ≤ floor + 45 KiB = ${kib(budget.anyRoute)}\n`);
console.log(renderSizeTable(sizes, floor.bytes, budget));

const biggest = html.reduce((top, page) => (page.bytes > top.bytes ? page : top));
console.log(`\nBiggest HTML: ${biggest.route} ${kib(biggest.bytes)} (≤ ${HTML_LIMIT_KIB} KiB for every page)`);

const problems = [...budgetProblems(sizes, budget), ...htmlProblems(html)];
if (problems.length) {
  console.error(`\nsize-budget: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nsize-budget: ${sizes.length} routes within budget, every HTML file within ${HTML_LIMIT_KIB} KiB; chat panel and search engine load only on use`);
