import type { Article, Blog, WithContext } from 'schema-dts';
import { site } from '@/content/site';

/** What an article's structured data is built from. */
export type ArticleJsonLdInput = {
  title: string;
  description: string;
  wordCount: number;
  author: string;
  publishedDate: string;
  updatedDate?: string;
  /** Absolute URL of the cover image. */
  image: string;
  /** Absolute URL of the article. */
  url: string;
  category: string;
  tags: readonly string[];
  readTime: number;
  /** Absolute URL of the blog the article belongs to. */
  blogUrl: string;
  blogName?: string;
  publisherName?: string;
  publisherLogo?: string;
};

/** The default publisher is the company's automation brand. */
export const DEFAULT_PUBLISHER = site.name;

/**
 * Article structured data. The author is an organization, which fits bylines written on
 * behalf of the company's teams.
 */
export function articleJsonLd(input: ArticleJsonLdInput): WithContext<Article> {
  const publisherName = input.publisherName ?? DEFAULT_PUBLISHER;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    image: input.image,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    author: { '@type': 'Organization', name: input.author },
    publisher: {
      '@type': 'Organization',
      name: publisherName,
      ...(input.publisherLogo ? { logo: { '@type': 'ImageObject', url: input.publisherLogo } } : {}),
    },
    datePublished: input.publishedDate,
    dateModified: input.updatedDate ?? input.publishedDate,
    articleSection: input.category,
    keywords: input.tags.join(', '),
    wordCount: input.wordCount,
    timeRequired: `PT${input.readTime}M`,
    inLanguage: 'en-US',
    isAccessibleForFree: true,
    isPartOf: { '@type': 'Blog', name: input.blogName ?? `${publisherName} Blog`, url: input.blogUrl },
  };
}

/** Structured data for the blog list: the blog and its posts. */
export function blogJsonLd(input: {
  name: string;
  description: string;
  url: string;
  publisherLogo: string;
  posts: readonly { title: string; url: string; image: string; publishedDate: string; author: string }[];
}): WithContext<Blog> {
  const publisher = { '@type': 'Organization', name: DEFAULT_PUBLISHER, logo: { '@type': 'ImageObject', url: input.publisherLogo } } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: 'en-US',
    publisher,
    blogPost: input.posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: post.url,
      image: post.image,
      publisher,
      datePublished: post.publishedDate,
      author: { '@type': 'Organization', name: post.author },
    })),
  };
}
