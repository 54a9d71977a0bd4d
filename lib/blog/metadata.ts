import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';
import type { Post } from '@/lib/content/posts';
import { categoryHref } from './categories';
import { BLOG_SUBTITLE, BLOG_TITLE } from './copy';

export const FEED_PATH = '/feed.xml';

/** Adds the RSS link to <head>; pages set their own alternates, so each blog page adds it. */
export function withFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: FEED_PATH, title: `${BLOG_TITLE} (RSS)` }] } },
  };
}

/** The list and its aliases share one canonical, /blog/, so search engines index it once. */
export function blogListMetadata(path: string): Metadata {
  return withFeed(
    pageMetadata({
      title: BLOG_TITLE,
      description: BLOG_SUBTITLE,
      path,
      canonicalPath: '/blog/',
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

export function categoryMetadata(category: string, count: number): Metadata {
  return withFeed(
    pageMetadata({
      title: `${category} Blog`,
      description: `${count} ${count === 1 ? 'article' : 'articles'} on ${category} from the ${BLOG_TITLE}: practical guidance on automation, AI and secure technology for growing businesses.`,
      path: categoryHref(category),
      image: ogImageFor('category', category),
    }),
  );
}
