/** @jest-environment node */
import { serviceCategories, services } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';
import { ALL, MAX_FILTER_CATEGORIES, cardAction, countByFilter, filterIndex, serviceEnquiryText, serviceFilters } from '@/lib/home/services';

describe('service filter', () => {
  it('offers All first, then every category content/ declares, each with a service in it', () => {
    expect(serviceFilters).toEqual([ALL, ...serviceCategories]);
    for (const category of serviceCategories) expect(services.some((s) => s.category === category)).toBe(true);
  });

  it('counts cards per chip: every service under All, each under its own category', () => {
    const counts = countByFilter(services);
    expect(counts[ALL]).toBe(services.length);
    for (const filter of serviceFilters.slice(1)) expect(counts[filter]).toBe(services.filter((s) => s.category === filter).length);
    expect(serviceFilters.slice(1).reduce((sum, filter) => sum + counts[filter], 0)).toBe(services.length);
  });
});

describe('card button rule', () => {
  const page = (slug: string) => serviceHref(slug);
  const none = () => undefined;
  const base = { slug: 'x', title: 'Widgets' };

  it('says View Portfolio when there is a portfolio, even with a demo', () => {
    expect(cardAction({ ...base, portfolio: '/p.svg', demo: '/d.mp4' }, page)).toEqual({
      kind: 'portfolio',
      label: 'View Portfolio',
      file: '/p.svg',
    });
  });

  it('says Watch Demo when there is only a demo', () => {
    expect(cardAction({ ...base, demo: '/d.mp4' }, page)).toEqual({ kind: 'demo', label: 'Watch Demo', video: '/d.mp4' });
  });

  it('says Explore Service and links to the sub-page when one exists', () => {
    expect(cardAction(base, page)).toEqual({ kind: 'page', label: 'Explore Service', href: '/services/x/' });
  });

  it('says Explore Service and sends a WhatsApp enquiry when there is no sub-page', () => {
    expect(cardAction(base, none)).toEqual({ kind: 'enquiry', label: 'Explore Service', text: serviceEnquiryText('Widgets') });
    expect(serviceEnquiryText('Widgets')).toContain('your Widgets service');
  });

  it('gives all three kinds on the real cards', () => {
    const kinds = new Set(services.map((s) => cardAction(s, page).kind));
    expect(kinds).toEqual(new Set(['portfolio', 'demo', 'page']));
  });
});

describe('service filter positions', () => {
  it('numbers the chips from All (0), and the stylesheet filters the grid for every category', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync('app/globals.css', 'utf8');
    expect(filterIndex(ALL)).toBe(0);
    expect(serviceFilters.length - 1).toBeLessThanOrEqual(MAX_FILTER_CATEGORIES);
    for (const filter of serviceFilters.slice(1)) {
      const k = filterIndex(filter);
      expect(css).toContain(`.service-explorer:has([data-filter='${k}']:checked) li[data-filter]:not([data-filter='${k}'])`);
    }
  });
});
