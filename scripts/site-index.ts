/**
 * Post-build step: reads the exported pages in out/ (the HTML a visitor gets) and writes from them
 * the site index (out/site-index/, see lib/search/site-index.ts), which the site search and the
 * assistant both read. Text a page does not show cannot reach it. It also removes the covers of
 * draft posts, which are drawn for the development server but never published.
 * Run: node --import tsx scripts/site-index.ts [out]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { loadPosts, type Post } from '../lib/content/posts';
import { buildSiteIndex } from '../lib/search/build-index';
import { postUrl } from '../lib/blog/urls';
import { describeHomeParts, describePage, describePost, indexedRoutes } from '../lib/search/pages';
import { SITE_INDEX_DIR, type IndexedPage } from '../lib/search/site-index';
import { keepSiteIndex } from './quality/built-index';

const started = performance.now();
const root = process.cwd();
const outDir = path.resolve(process.argv[2] ?? 'out');

/** The exported page of a route (out/blog/x/index.html for /blog/x/); throws when the build did not write it. */
function readPage(route: string): string {
  const file = path.join(outDir, route, 'index.html');
  if (!existsSync(file)) throw new Error(`site-index: ${path.relative(root, file)} is missing; was ${route} exported?`);
  return readFileSync(file, 'utf8');
}

function removeDraftCovers(drafts: readonly Post[]): void {
  for (const post of drafts) {
    const cover = path.join(outDir, post.image);
    for (const file of [cover, cover.replace(/\.webp$/, '-card.webp')]) rmSync(file, { force: true });
  }
}

function main() {
  const all = loadPosts(undefined, { includeDrafts: true });
  const pages: IndexedPage[] = [
    ...describeHomeParts(readPage('/')),
    ...indexedRoutes().map((route) => describePage(route, readPage(route))),
    ...all.filter((post) => !post.draft).map((post) => describePost(post, readPage(postUrl(post.slug)))),
  ];
  const files = buildSiteIndex(pages, new Date().toISOString());
  const dir = path.join(outDir, SITE_INDEX_DIR);
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(dir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  removeDraftCovers(all.filter((post) => post.draft));
  // Right after `npm run build` of this checkout's own posts into its own out/, the index is the
  // one the tests evaluate (run by hand over an older out/, it may not be).
  const justBuilt = process.env.npm_lifecycle_event === 'postbuild';
  if (justBuilt && !process.env.BLOG_CONTENT_DIR && outDir === path.join(root, 'out')) keepSiteIndex(dir, root);

  const gzipKiB = files.reduce((sum, file) => sum + gzipSync(file.text).length, 0) / 1024;
  console.log(`site-index: ${pages.length} pages, ${files.length} files (${gzipKiB.toFixed(0)} KiB gzip in all) in ${path.relative(root, dir)}/ (${Math.round(performance.now() - started)} ms)`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
