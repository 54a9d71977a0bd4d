import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getAllPosts } from '@/lib/content/posts';
import { distinctCategories } from './categories';
import { pageCount } from './pagination';
import { blogPageHref, categoryPageHref, postUrl } from './urls';

/** Pages 2 to n of a list of `total` posts (page 1 is the list's own route). */
const laterPages = (total: number) => Array.from({ length: pageCount(total) - 1 }, (_, index) => index + 2);

/**
 * The blog's generated routes for app/sitemap.ts: every article, every category page and the
 * later pages of each list (each lists posts no other page does). /blog/ itself is a static route.
 */
export function blogSitemapEntries(): MetadataRoute.Sitemap {
  const posts = getAllPosts();
  const articles = posts.map((post) => ({
    url: absoluteUrl(postUrl(post.slug)),
    lastModified: post.updatedDate,
    changeFrequency: 'yearly' as const,
    priority: 0.6,
  }));
  const list = (path: string) => ({ url: absoluteUrl(path), changeFrequency: 'weekly' as const, priority: 0.4 });
  const blogPages = laterPages(posts.length).map((page) => list(blogPageHref(page)));
  const categories = distinctCategories(posts).flatMap((category) => {
    const total = posts.filter((post) => post.category === category).length;
    return [
      { url: absoluteUrl(categoryPageHref(category, 1)), changeFrequency: 'monthly' as const, priority: 0.5 },
      ...laterPages(total).map((page) => list(categoryPageHref(category, page))),
    ];
  });
  return [...articles, ...blogPages, ...categories];
}
