/**
 * Which pages the audits and browser checks visit: one of each type (lib/seo/page-types.ts
 * says how an address gets its type), from whatever the build produced.
 */
import { PAGE_TYPES, pageTypeOf, type PageType } from '../../lib/seo/page-types';

/** The first route (in sorted order) of each wanted type; types with no page are absent. */
export function representativeRoutes(routes: readonly string[], types: readonly PageType[] = PAGE_TYPES): Map<PageType, string> {
  const chosen = new Map<PageType, string>();
  for (const route of [...routes].sort()) {
    const type = pageTypeOf(route);
    if (types.includes(type) && !chosen.has(type)) chosen.set(type, route);
  }
  return new Map(types.filter((type) => chosen.has(type)).map((type) => [type, chosen.get(type)!]));
}

/** The page types `npm run audit` measures (one page of each type). */
export const AUDITED_TYPES: readonly PageType[] = ['home', 'blog', 'article', 'category', 'service', 'team', 'careers', 'contact', 'search'];
