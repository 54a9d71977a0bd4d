import { markdownToPlainText } from '@/lib/blog/plain-text';
import type { SearchDocument, SearchEntry } from './types';

type IndexablePost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  publishedDate: string;
  author: string;
  content: string;
};

export const postUrl = (slug: string) => `/blog/${slug}/`;

/**
 * The search index: every blog post plus the fixed service and company entries, built at
 * build time from the same content the pages render (spec 001 §3.3).
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
    content: markdownToPlainText(post.content),
  }));
  const fixed: SearchDocument[] = entries.map((entry) => ({ ...entry, tags: [...entry.tags] }));
  return [...blogDocs, ...fixed];
}
