/**
 * `npm run new-post -- "Title" [--category "Name"] [--author "Name"] [--date YYYY-MM-DD] [--slug x] [--no-cover]`
 * Writes content/blog/<slug>.mdx as a valid draft (next free id, slug from the title, today's
 * date, an existing or new category), draws its cover and says what to fill in. Without
 * --category it asks, listing the existing categories (or, with no terminal, says how to pass one).
 * It never overwrites a file.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { distinctCategories } from '../lib/blog/categories';
import { BLOG_DIR, loadPosts } from '../lib/content/posts';
import { localDay, matchCategory, newPostSource, nextPostId, slugFromTitle } from './content/post-template';

const fail = (message: string): never => {
  console.error(`new-post: ${message}`);
  process.exit(1);
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    category: { type: 'string' },
    author: { type: 'string' },
    date: { type: 'string' },
    slug: { type: 'string' },
    'no-cover': { type: 'boolean', default: false },
  },
});

async function askCategory(categories: readonly string[]): Promise<string> {
  const list = categories.map((name, index) => `  ${index + 1}. ${name}`).join('\n');
  if (!process.stdin.isTTY) {
    return fail(`say which category with --category "Name": one of\n${list}\nor a new name, which creates a new category page`);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = (await prompt.question(`Category:\n${list}\nType a number, or a new category name: `)).trim();
  prompt.close();
  return categories[Number(answer) - 1] ?? answer;
}

/** The most common author of the existing posts, so a new post starts with the usual byline. */
function usualAuthor(posts: readonly { author: string }[]): string {
  const counts = new Map<string, number>();
  for (const { author } of posts) counts.set(author, (counts.get(author) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Maninfini AI Team';
}

async function main() {
  const title = positionals.join(' ').trim();
  if (!title) fail('give the title: npm run new-post -- "Your Title"');
  const slug = values.slug ?? slugFromTitle(title);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) fail(`cannot make an address from "${title}"; pass one with --slug words-joined-by-hyphens`);
  const date = values.date ?? localDay();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(`--date must be YYYY-MM-DD, not "${date}"`);

  // Every existing post, drafts included: the id must be free of all of them.
  const posts = loadPosts(BLOG_DIR, { includeDrafts: true });
  const categories = distinctCategories(posts);
  const category = matchCategory(values.category ?? (await askCategory(categories)), categories);
  if (!category.name) fail('the category cannot be empty');

  const file = path.join(BLOG_DIR, `${slug}.mdx`);
  const id = nextPostId(posts);
  const source = newPostSource({ id, title, slug, date, category: category.name, author: values.author ?? usualAuthor(posts) });
  try {
    writeFileSync(file, source, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') fail(`${path.relative(process.cwd(), file)} already exists; choose another title or --slug`);
    throw error;
  }

  const relative = path.relative(process.cwd(), file);
  if (!values['no-cover']) {
    const cover = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'prebuild', '10-blog-images.ts')], { encoding: 'utf8' });
    if (cover.status !== 0) console.warn(`new-post: the cover was not drawn (the build will draw it):\n${cover.stderr.trim()}`);
  }
  console.log(`Created ${relative}: post ${id}, "${title}", dated ${date}, in ${category.isNew ? 'the new' : 'the'} category "${category.name}", as a draft.

Fill in, in ${relative}:
  - excerpt: one or two sentences (cards, search results, the feed)
  - tags: replace or add to ["${category.name}"]
  - the body below the front matter: Markdown, sections start with ##
  - summary: (optional) the text of the AI Summarize button; without it the excerpt is shown
  - readTime: (optional) minutes; left out, it is computed from the words

Preview: npm run dev, then open /blog/${slug}/ (drafts show only there).
Publish: delete the line "draft: true", run npm run check:posts, and open a pull request.`);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
