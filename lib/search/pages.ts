/**
 * Which exported pages the site index holds and how each is described, from its rendered HTML:
 * every service page and the overview, the home page's own parts, team, careers, contact, the
 * legal pages and every published post. Left out: pages that only list other pages (the blog
 * list and its categories, whose posts are indexed themselves), the search page, the not-found
 * page and the alias routes (/blogs/, /articles/, /news/, /virtual-office/), which repeat a page.
 *
 * A home part whose content has a page of its own (services, contact) is represented by that page.
 */
import { chatbotProduct, inventoryProduct, suite } from '@/content/home';
import { services } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';
import { homeSections, site, type HomeSection } from '@/content/site';
import { extractPage, extractRegion, type PageSection } from '@/lib/content/html-text';
import type { Post } from '@/lib/content/posts';
import { postUrl } from '@/lib/blog/urls';
import { staticRoutes } from '@/lib/seo/routes';
import type { IndexedPage } from './site-index';

/** The routes read whole; the home page is read by parts. */
export const indexedRoutes = (): string[] => staticRoutes.filter((route) => route !== '/' && route !== '/blog/');

/** The home page's parts and their names in results; null for a part that has its own page. */
const HOME_PARTS: Record<HomeSection, string | null> = {
  home: site.name,
  services: null,
  products: 'Products',
  about: `About ${site.name}`,
  contact: null,
};

/** The names a home part is also known by: the products part is where each product is presented. */
const HOME_PART_NAMES: Partial<Record<HomeSection, readonly string[]>> = {
  products: [inventoryProduct.name, chatbotProduct.name, suite.name],
};

/** The first paragraph that reads as a summary, for a page without a description of its own. */
function leadText(sections: readonly PageSection[]): string {
  const lines = sections.flatMap((section) => section.text.split('\n'));
  const line = lines.find((l) => l.length >= 60) ?? lines[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 197).replace(/\s+\S*$/, '')}…` : line;
}

/** The home page as its own documents: /#products, /#about, and / for the opening part. */
export function describeHomeParts(html: string): IndexedPage[] {
  return homeSections.flatMap((id) => {
    const title = HOME_PARTS[id];
    if (!title) return [];
    const sections = extractRegion(html, id);
    if (!sections.length) throw new Error(`site index: the home page has no #${id} part`);
    const names = HOME_PART_NAMES[id];
    return [{ url: id === 'home' ? '/' : `/#${id}`, title, excerpt: leadText(sections), type: 'company' as const, tags: [], sections, ...(names && { names: [...names] }) }];
  });
}

/** A page read whole: a service page, the services overview, or a company page (team, careers, contact, legal). */
export function describePage(url: string, html: string): IndexedPage {
  const page = extractPage(html, url);
  const service = services.find((s) => serviceHref(s.slug) === url);
  const base = { url, title: page.name || page.title, excerpt: page.description || leadText(page.sections), sections: page.sections };
  if (service) return { ...base, title: service.title, type: 'service', category: service.category, tags: [...service.features] };
  if (url === '/services/') return { ...base, type: 'service', tags: [] };
  return { ...base, type: 'company', tags: [] };
}

/** A published post: what its card shows, and the sections of its rendered body. */
export function describePost(post: Post, html: string): IndexedPage {
  const url = postUrl(post.slug);
  return {
    url,
    title: post.title,
    excerpt: post.excerpt,
    type: 'blog',
    category: post.category,
    tags: [...post.tags],
    date: post.publishedDate,
    author: post.author,
    sections: extractPage(html, url).sections,
  };
}
