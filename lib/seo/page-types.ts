/**
 * Page types of the site, from a page's address: analytics reports carry one with every event,
 * and the audits and browser checks take one page of each kind from whatever the build produced
 * (scripts/quality/pages.ts).
 */
export const PAGE_TYPES = [
  'home', 'blog', 'article', 'category', 'services', 'service', 'team', 'careers', 'contact', 'search', 'legal', 'not-found',
] as const;
export type PageType = (typeof PAGE_TYPES)[number] | 'alias' | 'other';

const exact: Record<string, PageType> = {
  '/': 'home',
  '/blog/': 'blog',
  '/services/': 'services',
  '/our-team/': 'team',
  '/careers/': 'careers',
  '/contact/': 'contact',
  '/search/': 'search',
  '/privacy-policy/': 'legal',
  '/terms-of-service/': 'legal',
  '/cookie-policy/': 'legal',
  '/404.html': 'not-found',
  '/404/': 'not-found',
  // Alternative addresses of an existing screen: the blog list's old addresses (redirects to
  // /blog/), the list's first page under its numbered address, the virtual-office service.
  '/blogs/': 'alias',
  '/articles/': 'alias',
  '/news/': 'alias',
  '/blog/page/1/': 'alias',
  '/virtual-office/': 'alias',
};

/** Route (trailing slash, as exported) → its page type. */
export function pageTypeOf(route: string): PageType {
  if (exact[route]) return exact[route];
  // Later pages of a list are pages of the same type as the list.
  if (/^\/blog\/page\/\d+\/$/.test(route)) return 'blog';
  if (/^\/blog\/category\/[^/]+\/(page\/\d+\/)?$/.test(route)) return 'category';
  if (/^\/blog\/[^/]+\/$/.test(route)) return 'article';
  if (/^\/services\/[^/]+\/$/.test(route)) return 'service';
  return 'other';
}
