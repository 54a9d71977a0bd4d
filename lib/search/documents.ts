import type { SearchDocument, SearchEntry } from './types';

/** A published post with the text its exported page shows (lib/content/html-text.ts). */
export type IndexablePost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  publishedDate: string;
  author: string;
  /** Plain text of the rendered body, never the Markdown source. */
  text: string;
};

export const postUrl = (slug: string) => `/blog/${slug}/`;

/**
 * The search index: every blog post plus the fixed service and company entries, written after
 * the build from the exported pages (scripts/site-text.ts).
 */
export function buildSearchDocuments(posts: readonly IndexablePost[], entries: readonly SearchEntry[]): SearchDocument[] {
  const blogDocs: SearchDocument[] = posts.map((post) => ({
    id: `blog-${post.id}`,
    title: post.title,
    excerpt: post.excerpt,
    url: postUrl(post.slug),
    type: 'blog',
    category: post.category,
    tags: [...post.tags],
    date: post.publishedDate,
    author: post.author,
    content: post.text,
  }));
  const fixed: SearchDocument[] = entries.map((entry) => ({ ...entry, tags: [...entry.tags] }));
  return [...blogDocs, ...fixed];
}
