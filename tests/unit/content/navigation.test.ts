/** @jest-environment node */
// Every link of the header, menu and footer (content/navigation.ts) leads somewhere the site has.
import { footerLinks, headerSectionLinks, mobileMenuPages, mobileMenuSections } from '@/content/navigation';
import { homeSections } from '@/content/site';
import { staticRoutes } from '@/lib/seo/routes';

describe('content/navigation.ts', () => {
  it('points section links at sections the home page has', () => {
    for (const item of [...headerSectionLinks, ...mobileMenuSections]) expect(homeSections).toContain(item.section);
  });

  it('points page links at pages the site exports (search is a page, not in the sitemap)', () => {
    const pages = [...staticRoutes, '/search/'];
    for (const link of [...mobileMenuPages, ...footerLinks.quick, ...footerLinks.legal]) expect(pages).toContain(link.href.split('#')[0]);
  });

  it('labels each link of a list once', () => {
    for (const list of [headerSectionLinks, mobileMenuSections, footerLinks.quick, footerLinks.legal]) {
      const labels = list.map((item) => item.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
