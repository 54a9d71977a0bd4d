import { categoryHref } from './categories';
import { listPageHref } from './pagination';

/** The address of a post's page (trailing slash, as exported). */
export const postUrl = (slug: string) => `/blog/${slug}/`;

/** The blog list: page 1 at /blog/, page n at /blog/page/{n}/. */
export const BLOG_PATH = '/blog/';
export const blogPageHref = (page: number) => listPageHref(BLOG_PATH, page);

/** A category's list: page 1 at /blog/category/{slug}/, page n at …/page/{n}/. */
export const categoryPageHref = (category: string, page: number) => listPageHref(categoryHref(category), page);

/**
 * Older addresses of the blog list. They are redirects to /blog/ (a 301 from hosts that read
 * `_redirects`, a small page with a canonical link and an instant refresh elsewhere), so the
 * list has one address and one copy.
 */
export const BLOG_ALIASES = ['/blogs/', '/articles/', '/news/'] as const;

/**
 * Post slugs that would collide with the list's own addresses (/blog/page/…, /blog/category/…).
 */
export const RESERVED_SLUGS = ['page', 'category'] as const;
