/** @jest-environment node */
import { services, serviceHref } from '@/content/services';
import { ALL, MAX_FILTER_CATEGORIES, cardAction, countByFilter, filterIndex, filterServices, isServiceFilter, serviceEnquiryText, serviceFilters } from '@/lib/home/services';

describe('service filter', () => {
  it('offers All first, then the five categories', () => {
    expect(serviceFilters).toEqual(['All', 'Security & Cloud', 'Development', 'Commerce & Comms', 'Operations', 'Design & AI']);
  });

  it('shows every card under All and only matching cards under a category', () => {
    expect(filterServices(services, ALL)).toHaveLength(9);
    const ops = filterServices(services, 'Operations');
    expect(ops.map((s) => s.slug)).toEqual(['offshore-talent', 'virtual-office']);
    for (const filter of serviceFilters.slice(1)) {
      expect(filterServices(services, filter).every((s) => s.category === filter)).toBe(true);
    }
  });

  it('counts cards per chip, and the categories add up to All', () => {
    const counts = countByFilter(services);
    expect(counts).toEqual({ All: 9, 'Security & Cloud': 2, Development: 1, 'Commerce & Comms': 2, Operations: 2, 'Design & AI': 2 });
  });

  it('recognises only known chip values', () => {
    expect(isServiceFilter('Design & AI')).toBe(true);
    expect(isServiceFilter('design & ai')).toBe(false);
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
