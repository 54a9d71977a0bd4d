/**
 * Service and Offer structured data for the service pages.
 * Prices are read from the plans' display text, so the page and the markup cannot
 * disagree; a custom-quote plan is an Offer without a price.
 */
import type { ItemList, Offer, Service, UnitPriceSpecification, WithContext } from 'schema-dts';
import { location, site } from '@/content/site';
import type { PricingPlan } from '@/lib/services/schema';
import { billingUnit, isStartingPrice, parseInrAmount } from '@/lib/services/pricing';
import { absoluteUrl } from '@/lib/seo/metadata';

export function offerFromPlan(plan: PricingPlan, pageUrl: string): Offer {
  const url = absoluteUrl(pageUrl);
  const amount = parseInrAmount(plan.price);
  const base = {
    '@type': 'Offer',
    name: plan.name,
    description: plan.description,
    url,
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    seller: { '@type': 'Organization', name: site.name, url: site.url },
    ...(plan.popular ? { category: 'Most popular' } : {}),
  } satisfies Offer;
  if (amount === null) return base;

  const unit = billingUnit(plan.period);
  const specification: UnitPriceSpecification = {
    '@type': 'UnitPriceSpecification',
    price: amount,
    priceCurrency: 'INR',
    // 'From ₹25,000' is the lowest price of the plan, not a fixed one.
    ...(isStartingPrice(plan.price) ? { minPrice: amount } : {}),
    ...(unit ? { unitCode: unit.unitCode, unitText: unit.unitText, billingDuration: 'P1M' } : {}),
  };
  return { ...base, price: amount, priceSpecification: specification };
}

export type ServiceJsonLdInput = {
  name: string;
  description: string;
  /** Path or absolute URL of the canonical page. */
  url: string;
  serviceType: string;
  category: string;
  image?: string;
  plans?: readonly PricingPlan[];
};

export function serviceJsonLd(input: ServiceJsonLdInput): WithContext<Service> {
  const url = absoluteUrl(input.url);
  const offers = (input.plans ?? []).map((plan) => offerFromPlan(plan, input.url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: input.name,
    description: input.description,
    url,
    serviceType: input.serviceType,
    category: input.category,
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    provider: {
      '@type': 'Organization',
      name: site.name,
      url: site.url,
      address: {
        '@type': 'PostalAddress',
        addressLocality: location.locality,
        addressRegion: location.region,
        addressCountry: location.countryCode,
      },
    },
    areaServed: { '@type': 'Country', name: location.country },
    ...(offers.length
      ? { offers, hasOfferCatalog: { '@type': 'OfferCatalog', name: `${input.name} plans`, itemListElement: offers } }
      : {}),
  };
}

/** The /services overview as an ordered list of the services it links to. */
export function serviceCatalogueJsonLd(items: readonly { name: string; description: string; url: string }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${site.name} services`,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(item.url),
      name: item.name,
      description: item.description,
    })),
  };
}
