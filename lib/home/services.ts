/**
 * Pure rules of the home page's services grid: which cards a
 * category chip shows, and what each card's single button says and does.
 */
import { serviceCategories, type Service, type ServiceCategory } from '@/content/services';

export const ALL = 'All' as const;
export type ServiceFilter = typeof ALL | ServiceCategory;

/** Chip order: All (the default) first, then the categories in content order. */
export const serviceFilters: readonly ServiceFilter[] = [ALL, ...serviceCategories];

/**
 * The chip's position (All is 0). The grid is filtered by CSS from it (`.service-explorer`
 * in app/globals.css, which has a rule for each position up to this many categories).
 */
export const filterIndex = (filter: ServiceFilter) => serviceFilters.indexOf(filter);
export const MAX_FILTER_CATEGORIES = 8;

export function countByFilter(list: readonly Pick<Service, 'category'>[]): Record<ServiceFilter, number> {
  const counts = Object.fromEntries(serviceFilters.map((f) => [f, 0])) as Record<ServiceFilter, number>;
  for (const service of list) {
    counts[ALL] += 1;
    counts[service.category] += 1;
  }
  return counts;
}

export type CardAction =
  | { kind: 'portfolio'; label: 'View Portfolio'; file: string }
  | { kind: 'demo'; label: 'Watch Demo'; video: string }
  | { kind: 'page'; label: 'Explore Service'; href: string }
  | { kind: 'enquiry'; label: 'Explore Service'; text: string };

/** The prefilled WhatsApp text for a service that has no sub-page of its own. */
export const serviceEnquiryText = (title: string) =>
  `Hello! I'd like to know more about your ${title} service. Could you share details, pricing and timelines?`;

/**
 * The button-label rule: View Portfolio when the card has a portfolio; else Watch Demo
 * when it has a demo; otherwise Explore Service, which goes to the card's sub-page when
 * one exists and otherwise sends a WhatsApp enquiry about that service.
 */
export function cardAction(
  service: Pick<Service, 'slug' | 'title' | 'portfolio' | 'demo'>,
  pageHref: (slug: string) => string | undefined,
): CardAction {
  if (service.portfolio) return { kind: 'portfolio', label: 'View Portfolio', file: service.portfolio };
  if (service.demo) return { kind: 'demo', label: 'Watch Demo', video: service.demo };
  const href = pageHref(service.slug);
  if (href) return { kind: 'page', label: 'Explore Service', href };
  return { kind: 'enquiry', label: 'Explore Service', text: serviceEnquiryText(service.title) };
}
