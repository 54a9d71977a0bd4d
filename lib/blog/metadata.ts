import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';
import type { Post } from '@/lib/content/posts';
import { pageLabel } from './pagination';
import { BLOG_PATH, blogPageHref, categoryPageHref } from './urls';
import { BLOG_SUBTITLE, BLOG_TITLE } from './copy';

export const FEED_PATH = '/feed.xml';

/** Adds the RSS link to <head>; pages set their own alternates, so each blog page adds it. */
export function withFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: FEED_PATH, title: `${BLOG_TITLE} (RSS)` }] } },
  };
}

/** " – Page 2" after a list's title, nothing on its first page. */
const pageSuffix = (page: number) => (page > 1 ? ` – Page ${page}` : '');
/** "Page 2 of 9. " before a list's description from its second page on (first, so a cut description keeps it). */
const pageNote = (page: number, count: number) => (page > 1 ? `${pageLabel(page, count)}. ` : '');

/**
 * Page `page` of the blog list: each numbered page has its own title and is its own canonical
 * page, since each lists different posts. `alias` marks /blog/page/1/, a second address of the
 * first page, whose canonical is /blog/.
 */
export function blogListMetadata(page = 1, count = 1, { alias = false } = {}): Metadata {
  return withFeed(
    pageMetadata({
      title: `${BLOG_TITLE}${pageSuffix(page)}`,
      description: `${pageNote(page, count)}${BLOG_SUBTITLE}`,
      path: alias ? `${BLOG_PATH}page/1/` : blogPageHref(page),
      canonicalPath: blogPageHref(page),
      image: ogImageFor('blog'),
      keywords: ['automation blog', 'AI insights', 'digital transformation', 'cybersecurity', 'business automation'],
    }),
  );
}

export function articleMetadata(post: Post): Metadata {
  return withFeed(
    pageMetadata({
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.slug}/`,
      image: ogImageFor('article', post.slug),
      imageAlt: post.title,
      keywords: post.tags,
      type: 'article',
      publishedTime: post.publishedDate,
      modifiedTime: post.updatedDate,
      authors: [post.author],
    }),
  );
}

/** Page `page` of a category's list, which holds `total` posts in all. */
export function categoryMetadata(category: string, total: number, page = 1, count = 1): Metadata {
  return withFeed(
    pageMetadata({
      title: `${category} Blog${pageSuffix(page)}`,
      description: `${pageNote(page, count)}${total} ${total === 1 ? 'article' : 'articles'} on ${category} from the ${BLOG_TITLE}: practical guidance on automation, AI and secure technology for growing businesses.`,
      path: categoryPageHref(category, page),
      image: ogImageFor('category', category),
    }),
  );
}
