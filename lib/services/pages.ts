/**
 * Loads the service pages from content/service-pages/ and validates each one when the
 * module is first imported, so a mistake in any page fails the build with the file
 * and field named. Pages come back in the catalogue's order (content/services.ts).
 */
import cloudSolutions from '@/content/service-pages/cloud-solutions';
import cyberCloud from '@/content/service-pages/cyber-cloud';
import ecommerceInventory from '@/content/service-pages/ecommerce-inventory';
import graphicDesign from '@/content/service-pages/graphic-design';
import offshoreTalent from '@/content/service-pages/offshore-talent';
import quantiti from '@/content/service-pages/quantiti';
import virtualOffice from '@/content/service-pages/virtual-office';
import webDevelopment from '@/content/service-pages/web-development';
import whatsappCommunications from '@/content/service-pages/whatsapp-communications';
import { services, type Service } from '@/content/services';
import { servicePageSchema, type ServicePage } from './schema';

const sources: Record<string, unknown> = {
  'cloud-solutions': cloudSolutions,
  'cyber-cloud': cyberCloud,
  'ecommerce-inventory': ecommerceInventory,
  'graphic-design': graphicDesign,
  'offshore-talent': offshoreTalent,
  quantiti,
  'virtual-office': virtualOffice,
  'web-development': webDevelopment,
  'whatsapp-communications': whatsappCommunications,
};

export class ServicePageError extends Error {}

/** Parses one page's raw content; the error names the file and every failing field. */
export function parseServicePage(file: string, raw: unknown): ServicePage {
  const result = servicePageSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ServicePageError(`content/service-pages/${file}.ts is invalid:\n${problems.join('\n')}`);
  }
  if (result.data.slug !== file) {
    throw new ServicePageError(`content/service-pages/${file}.ts declares slug "${result.data.slug}"`);
  }
  return result.data;
}

/** A page joined with its catalogue entry (title, category, short description). */
export type ServicePageEntry = { service: Service; page: ServicePage };

function load(): ServicePageEntry[] {
  const missing = services.filter((service) => !(service.slug in sources)).map((s) => s.slug);
  if (missing.length) throw new ServicePageError(`No page content for service(s): ${missing.join(', ')}`);
  return services.map((service) => ({ service, page: parseServicePage(service.slug, sources[service.slug]) }));
}

const entries = load();

export const servicePageSlugs: readonly string[] = entries.map((entry) => entry.service.slug);

export function allServicePages(): readonly ServicePageEntry[] {
  return entries;
}

export function getServicePage(slug: string): ServicePageEntry | undefined {
  return entries.find((entry) => entry.service.slug === slug);
}
