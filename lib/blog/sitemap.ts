import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getAllPosts } from '@/lib/content/posts';
import { categoryHref, distinctCategories } from './categories';

/** The blog's generated routes for app/sitemap.ts: every article and every category page. */
export function blogSitemapEntries(): MetadataRoute.Sitemap {
  const posts = getAllPosts();
  const articles = posts.map((post) => ({
    url: absoluteUrl(`/blog/${post.slug}/`),
    lastModified: post.updatedDate,
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  const categories = distinctCategories(posts).map((category) => ({
    url: absoluteUrl(categoryHref(category)),
    changeFrequency: 'monthly' as const,
    priority: 0.5,
  }));
  return [...articles, ...categories];
}
