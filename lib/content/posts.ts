/**
 * The blog's content loader: every caller (pages, feed, sitemap, build scripts, benchmarks,
 * previews, tests) reads posts through here. A post's front matter is YAML only
 * (lib/content/yaml-front-matter.ts), validated with zod (lib/blog/front-matter.ts). Word
 * counts come from the body rendered by the page's own MDX pipeline (lib/mdx/tree.ts); that
 * costs a few milliseconds a post, so a body is rendered only when its count is needed (a
 * post without readTime, the article's structured data) or a check asks for it (checkBodies).
 */
import fs from 'node:fs';
import path from 'node:path';
import { categorySpellingMismatches } from '@/lib/blog/categories';
import { describeFrontMatterIssues, frontMatterSchema, type FrontMatter } from '@/lib/blog/front-matter';
import { mdxToTree } from '@/lib/mdx/tree';
import { countWords, sectionsOf, textOf, type PageSection } from './html-text';
import { placeholderProblems } from './placeholders';
import { ContentError, readYamlFrontMatter } from './yaml-front-matter';

export { ContentError } from './yaml-front-matter';

export type Post = Omit<FrontMatter, 'updatedDate' | 'readTime' | 'draft'> & {
  /** Defaults to publishedDate. */
  updatedDate: string;
  /** From the front matter, or computed from the words when left out. */
  readTime: number;
  draft: boolean;
  /** The MDX body, rendered by components/mdx/Mdx.tsx. */
  content: string;
};

/** Reading speed for a computed readTime (words per minute). */
export const WORDS_PER_MINUTE = 200;

/** Where the site's articles live; BLOG_CONTENT_DIR points a build at another folder (tests use fixtures). */
export const BLOG_DIR = path.resolve(process.cwd(), process.env.BLOG_CONTENT_DIR || path.join('content', 'blog'));

/** Drafts are shown by the development server only. */
const showDrafts = () => process.env.NODE_ENV === 'development';

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** Lines of the file before the body, so a body error can name the file's own line number. */
const linesBefore = (source: string, body: string) => source.slice(0, source.length - body.length).split('\n').length - 1;

/** The body's visible word count, or the problem the MDX parser found, at the file's own line and column. */
function measureBody(file: string, source: string, body: string): { words: number } | { problem: string } {
  try {
    return { words: countWords(textOf(mdxToTree(body))) };
  } catch (error) {
    const { line, column, reason, message } = error as { line?: number; column?: number; reason?: string; message: string };
    const place = line ? `:${line + linesBefore(source, body)}:${column ?? 1}` : '';
    return { problem: `${file}${place}: the body is not valid MDX: ${(reason ?? message).split('\n')[0]}` };
  }
}

const wordCounts = new Map<string, number>();

/** Words a reader sees in the post's rendered body. */
export function postWordCount(post: Pick<Post, 'content'>): number {
  let words = wordCounts.get(post.content);
  if (words === undefined) {
    words = countWords(textOf(mdxToTree(post.content)));
    wordCounts.set(post.content, words);
  }
  return words;
}

/** The post's body as a visitor reads it, split at its headings (for builds without exported pages). */
export function postSections(post: Pick<Post, 'content'>): PageSection[] {
  return sectionsOf(mdxToTree(post.content));
}

/**
 * Reads and validates one post file. Throws ContentError listing every problem, each naming the
 * file. The body is rendered when readTime is left out or `checkBody` asks for it, so MDX errors
 * are found then.
 */
export function parsePostFile(filePath: string, source: string, { checkBody = false } = {}): Post {
  const file = path.relative(process.cwd(), filePath) || filePath;
  const { data: raw, body } = readYamlFrontMatter(file, source);
  const problems: string[] = [];
  const result = frontMatterSchema.safeParse(raw);
  if (!result.success) problems.push(...describeFrontMatterIssues(file, result.error.issues).split('\n'));

  const expectedSlug = path.basename(filePath, '.mdx');
  if (typeof raw.slug === 'string' && raw.slug !== expectedSlug) {
    problems.push(`${file}: field "slug" is "${raw.slug}" but the file is named ${expectedSlug}.mdx; they must match`);
  }
  const data = result.data;
  if (data?.updatedDate && data.updatedDate < data.publishedDate) {
    problems.push(`${file}: field "updatedDate" is earlier than publishedDate`);
  }
  if (data) problems.push(...placeholderProblems(file, data, body));
  const measured = checkBody || raw.readTime === undefined ? measureBody(file, source, body) : undefined;
  if (measured && 'problem' in measured) problems.push(measured.problem);
  if (problems.length || !data) throw new ContentError(problems);
  if (measured && 'words' in measured) wordCounts.set(body, measured.words);

  return {
    ...data,
    updatedDate: data.updatedDate ?? data.publishedDate,
    readTime: data.readTime ?? readingMinutes(postWordCount({ content: body })),
    draft: data.draft ?? false,
    content: body,
  };
}

/** Newest first; the id breaks ties so the order never depends on the file system. */
export function sortPosts(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || b.id - a.id);
}

/** Where a post's file is, as problems name it (relative to the working directory). */
const postFile = (dir: string, slug: string) => path.relative(process.cwd(), path.join(dir, `${slug}.mdx`));

function duplicates(posts: readonly Pick<Post, 'id' | 'slug'>[], field: 'id' | 'slug', dir: string): string[] {
  const seen = new Map<string | number, string>();
  const problems: string[] = [];
  for (const post of posts) {
    const earlier = seen.get(post[field]);
    if (earlier) problems.push(`${postFile(dir, post.slug)}: field "${field}" value ${JSON.stringify(post[field])} is already used by ${earlier}`);
    else seen.set(post[field], `${post.slug}.mdx`);
  }
  return problems;
}

/** A category spelt two ways would make two category pages (lib/blog/categories.ts). */
function categorySpellingProblems(posts: readonly Post[], dir: string): string[] {
  return categorySpellingMismatches(posts).map(({ post, expected, others }) => {
    const spell = others === 1 ? '1 other post spells' : `${others} other posts spell`;
    return `${postFile(dir, post.slug)}: field "category" is "${post.category}", but ${spell} it "${expected}"; spell a category the same way in every post`;
  });
}

/** Parsed posts by file, reused while a file's size and modification time are unchanged. */
const parsed = new Map<string, { stamp: string; post: Post }>();

function readPost(filePath: string, checkBody: boolean): Post {
  const stat = fs.statSync(filePath);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const cached = parsed.get(filePath);
  if (cached?.stamp === stamp && !checkBody) return cached.post;
  const post = parsePostFile(filePath, fs.readFileSync(filePath, 'utf8'), { checkBody });
  parsed.set(filePath, { stamp, post });
  return post;
}

export type LoadOptions = {
  /** Default: only in the development server. */
  includeDrafts?: boolean;
  /** Render every body to find MDX errors (npm run check:posts). */
  checkBodies?: boolean;
};

/**
 * Every *.mdx post of a folder that is valid, and every problem of the others (each naming its
 * file and field), so a check can report all of them in one round.
 */
export function readPosts(dir: string = BLOG_DIR, { checkBodies = false }: Pick<LoadOptions, 'checkBodies'> = {}) {
  const posts: Post[] = [];
  const problems: string[] = [];
  if (!fs.existsSync(dir)) return { posts, problems };
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.mdx')).sort()) {
    try {
      posts.push(readPost(path.join(dir, name), checkBodies));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  // Ids and slugs name posts in URLs, the feed and the search index: each is unique, drafts included, so publishing one never clashes.
  problems.push(...duplicates(posts, 'id', dir), ...duplicates(posts, 'slug', dir), ...categorySpellingProblems(posts, dir));
  return { posts, problems };
}

/**
 * The posts of a folder newest first, drafts only when asked (by default in the development
 * server). Throws ContentError listing every problem in every file.
 */
export function loadPosts(dir: string = BLOG_DIR, { includeDrafts = showDrafts(), checkBodies = false }: LoadOptions = {}): Post[] {
  const { posts, problems } = readPosts(dir, { checkBodies });
  if (problems.length) throw new ContentError(problems, 'Invalid blog posts:');
  return sortPosts(includeDrafts ? posts : posts.filter((post) => !post.draft));
}

/**
 * The posts a production build (`next build`, NODE_ENV=production) read once per process. Every
 * page asks for them (its metadata, its body, its related posts), and the files cannot change
 * during a build, so reading and sorting every post for every page would only make the build
 * grow with the square of the number of posts. The development server and every other caller
 * read the files each time, so an edit shows at once.
 */
let builtPosts: Post[] | undefined;

/** The site's posts (published ones; drafts too in the development server). */
export function getAllPosts(dir: string = BLOG_DIR): Post[] {
  if (process.env.NODE_ENV !== 'production' || dir !== BLOG_DIR) return loadPosts(dir);
  builtPosts ??= Object.freeze(loadPosts(dir)) as Post[];
  return builtPosts;
}

export function getPost(slug: string, dir: string = BLOG_DIR): Post | undefined {
  return getAllPosts(dir).find((post) => post.slug === slug);
}
