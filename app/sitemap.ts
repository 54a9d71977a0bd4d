import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';
import { staticRoutes } from '@/lib/seo/routes';
import { blogSitemapEntries } from '@/lib/blog/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...staticRoutes.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'monthly' as const, priority: path === '/' ? 1 : 0.7 })),
    ...blogSitemapEntries(),
  ];
}
