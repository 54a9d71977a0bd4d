/**
 * Post-build step: reads the exported article pages in out/ (the HTML a visitor gets) and writes
 * from them the search index (out/search-index.json) and the chat assistant's knowledge
 * (out/chat-knowledge.json). Text a page does not show cannot reach either file. It also removes
 * the covers of draft posts, which are drawn for the development server but never published.
 * Run: node --import tsx scripts/site-index.ts [out]
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { searchEntries } from '../content/search-entries';
import { extractPage, sectionsText, type PageText } from '../lib/content/html-text';
import { loadPosts, type Post } from '../lib/content/posts';
import { buildSearchDocuments, postUrl } from '../lib/search/documents';
import { collectKnowledge } from './chat/collect-knowledge';

const started = performance.now();
const root = process.cwd();
const outDir = path.resolve(process.argv[2] ?? 'out');

/** The exported page of a route (out/blog/x/index.html for /blog/x/); throws when the build did not write it. */
function readPage(route: string): PageText {
  const file = path.join(outDir, route, 'index.html');
  if (!existsSync(file)) throw new Error(`site-index: ${path.relative(root, file)} is missing; was ${route} exported?`);
  return extractPage(readFileSync(file, 'utf8'), route);
}

function removeDraftCovers(drafts: readonly Post[]): void {
  for (const post of drafts) {
    const cover = path.join(outDir, post.image);
    for (const file of [cover, cover.replace(/\.webp$/, '-card.webp')]) rmSync(file, { force: true });
  }
}

async function main() {
  const all = loadPosts(undefined, { includeDrafts: true });
  const published = all.filter((post) => !post.draft);
  const articles = published.map((post) => ({ post, page: readPage(postUrl(post.slug)) }));

  const search = buildSearchDocuments(
    articles.map(({ post, page }) => ({ ...post, text: sectionsText(page.sections) })),
    searchEntries,
  );
  writeFileSync(path.join(outDir, 'search-index.json'), JSON.stringify(search));

  const knowledge = await collectKnowledge(
    root,
    console.warn,
    new Date(),
    articles.map(({ post, page }) => ({
      url: page.url,
      title: page.title,
      excerpt: post.excerpt,
      category: post.category,
      tags: post.tags,
      sections: page.sections,
    })),
  );
  writeFileSync(path.join(outDir, 'chat-knowledge.json'), JSON.stringify(knowledge));
  removeDraftCovers(all.filter((post) => post.draft));

  const characters = knowledge.pages.reduce((sum, page) => sum + page.content.length, 0);
  console.log(
    `site-index: ${articles.length} article pages read; search-index.json ${search.length} entries; ` +
      `chat-knowledge.json ${knowledge.pages.length} pages, ${characters} characters (${Math.round(performance.now() - started)} ms)`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
