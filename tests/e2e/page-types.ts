import { categoryCounts, categoryHref } from '@/lib/blog/categories';
import { postUrl } from '@/lib/blog/urls';
import { getAllPosts } from '@/lib/content/posts';
import { legalSlugs } from '@/lib/legal/document';
import type { PAGE_TYPES } from '@/lib/seo/page-types';
import { servicePageSlugs } from '@/lib/services/pages';
import { services } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';

/**
 * One page of each type, taken from content/ so the pages follow what the site holds, as the
 * browser tests that walk every kind of page visit them. The article is the longest post (the
 * most a reader scrolls through, and the one with the longest contents list), the category the
 * one with the most posts; the search page is asked for the first service's first word, and the
 * not-found page is reached through an address no route has.
 */
const posts = getAllPosts();
const longestPost = [...posts].sort((a, b) => b.content.length - a.content.length)[0];
const largestCategory = [...categoryCounts(posts)].sort((a, b) => b.count - a.count)[0];
const searchWord = services[0]!.title.split(/\W+/)[0]!.toLowerCase();
if (!longestPost || !largestCategory || !servicePageSlugs[0]) throw new Error('content/ has no post, category or service page to test with');

export const pageOfType = {
  home: '/',
  services: '/services/',
  service: serviceHref(servicePageSlugs[0]),
  blog: '/blog/',
  article: postUrl(longestPost.slug),
  category: categoryHref(largestCategory.name),
  team: '/our-team/',
  careers: '/careers/',
  contact: '/contact/',
  search: `/search/?q=${encodeURIComponent(searchWord)}`,
  legal: `/${legalSlugs[0]}/`,
  'not-found': '/no-such-page/',
} as const satisfies Record<(typeof PAGE_TYPES)[number], string>;

export type PageTypeName = keyof typeof pageOfType;

export const everyPageType = Object.entries(pageOfType) as [PageTypeName, string][];

/** A returning visitor: the cookie choice is made, so the banner is gone. */
export const CONSENT_DECIDED = JSON.stringify({ analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' });
