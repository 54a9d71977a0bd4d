import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describeFrontMatterIssues, frontMatterSchema, type FrontMatter } from '@/lib/blog/front-matter';
import { countWords } from '@/lib/blog/plain-text';

export type Post = Omit<FrontMatter, 'updatedDate'> & {
  /** Defaults to publishedDate (spec 001 §3.1). */
  updatedDate: string;
  /** The Markdown body, rendered by components/mdx/Mdx.tsx. */
  content: string;
  wordCount: number;
};

/** Where the site's articles live; tests pass their own fixture folder instead. */
export const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

export class PostValidationError extends Error {
  override name = 'PostValidationError';
}

/** Reads and validates one post file. Throws PostValidationError naming the file and field. */
export function parsePostFile(filePath: string, source: string): Post {
  const file = path.relative(process.cwd(), filePath) || filePath;
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object bypasses gray-matter's cache, which would hide edits during dev.
    parsed = matter(source, {});
  } catch (error) {
    throw new PostValidationError(`${file}: front matter is not valid YAML (${(error as Error).message})`);
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) throw new PostValidationError(describeFrontMatterIssues(file, result.error.issues));

  const data = result.data;
  const expectedSlug = path.basename(filePath, '.mdx');
  if (data.slug !== expectedSlug) {
    throw new PostValidationError(`${file}: field "slug" is "${data.slug}" but the file is named ${expectedSlug}.mdx; they must match`);
  }
  if (data.updatedDate && data.updatedDate < data.publishedDate) {
    throw new PostValidationError(`${file}: field "updatedDate" is earlier than publishedDate`);
  }
  return {
    ...data,
    updatedDate: data.updatedDate ?? data.publishedDate,
    content: parsed.content,
    wordCount: countWords(parsed.content),
  };
}

/** Newest first; the id breaks ties so the order never depends on the file system. */
export function sortPosts(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || b.id - a.id);
}

function assertUnique(posts: readonly Pick<Post, 'id' | 'slug'>[], field: 'id' | 'slug'): void {
  const seen = new Map<string | number, string>();
  for (const post of posts) {
    const earlier = seen.get(post[field]);
    if (earlier) {
      throw new PostValidationError(
        `content/blog/${post.slug}.mdx: field "${field}" value ${JSON.stringify(post[field])} is already used by ${earlier}`,
      );
    }
    seen.set(post[field], `${post.slug}.mdx`);
  }
}

/** Reads every *.mdx file of a folder, validates all of them and returns them newest first. */
export function loadPosts(dir: string = BLOG_DIR): Post[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.mdx')).sort();
  const posts: Post[] = [];
  const problems: string[] = [];
  for (const name of files) {
    const filePath = path.join(dir, name);
    try {
      posts.push(parsePostFile(filePath, fs.readFileSync(filePath, 'utf8')));
    } catch (error) {
      if (!(error instanceof PostValidationError)) throw error;
      problems.push(error.message);
    }
  }
  // Every broken file is reported at once, so an editor fixes them in one round.
  if (problems.length) throw new PostValidationError(`Invalid blog post front matter:\n${problems.join('\n')}`);
  assertUniquePosts(posts);
  return sortPosts(posts);
}

/**
 * Ids and slugs identify posts in URLs, the feed and the search index, so each must be unique.
 * (A slug also has to match its file name, which makes a clash rare but not impossible when
 * posts are combined from several folders.)
 */
export function assertUniquePosts(posts: readonly Pick<Post, 'id' | 'slug'>[]): void {
  assertUnique(posts, 'id');
  assertUnique(posts, 'slug');
}

const cache = new Map<string, Post[]>();

/** The site's posts, read once per build process. */
export function getAllPosts(dir: string = BLOG_DIR): Post[] {
  let posts = cache.get(dir);
  if (!posts) {
    posts = loadPosts(dir);
    cache.set(dir, posts);
  }
  return posts;
}

export function getPost(slug: string, dir: string = BLOG_DIR): Post | undefined {
  return getAllPosts(dir).find((post) => post.slug === slug);
}
