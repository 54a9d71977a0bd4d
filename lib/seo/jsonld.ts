/**
 * JSON-LD builders typed with schema-dts. Each returns a complete object with the
 * fields its type needs for rich results; pages render them with <JsonLd />.
 */
import type {
  BreadcrumbList,
  FAQPage,
  HowTo,
  LocalBusiness,
  Organization,
  Review,
  VideoObject,
  WithContext,
} from 'schema-dts';
import { addressText, claims, contact, hours, location, site, socialLinks } from '@/content/site';
import { absoluteUrl } from '@/lib/seo/metadata';

const LOGO_PATH = '/logo.svg';

export function organizationRef(): Organization {
  return { '@type': 'Organization', name: site.name, url: site.url, logo: absoluteUrl(LOGO_PATH) };
}

/** The office's address, as every schema.org type that has one states it. */
export const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: location.streetAddress,
  addressLocality: location.locality,
  addressRegion: location.region,
  postalCode: location.postalCode,
  addressCountry: location.countryCode,
} as const;

export function organization(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: site.url,
    logo: absoluteUrl(LOGO_PATH),
    description: site.description,
    foundingDate: String(claims.foundedYear),
    email: contact.supportEmail,
    telephone: contact.mainPhone.replace(/\s+/g, ''),
    address: postalAddress,
    sameAs: socialLinks.map((link) => link.href),
  };
}

export function localBusiness(): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.url}/#localbusiness`,
    name: site.name,
    url: site.url,
    image: absoluteUrl(LOGO_PATH),
    telephone: contact.mainPhone.replace(/\s+/g, ''),
    email: contact.supportEmail,
    address: postalAddress,
    geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
    openingHoursSpecification: hours.structuredData.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...slot.days],
      opens: slot.opens,
      closes: slot.closes,
    })),
    priceRange: '₹₹',
    description: `${site.description} Office: ${addressText}.`,
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export type FaqItem = { question: string; answer: string };

export function faqPage(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export type ReviewItem = {
  author: string;
  rating: number;
  reviewBody: string;
  datePublished: string;
  reviewTitle: string;
  itemReviewed?: { name: string; description: string; url: string };
};

export function reviews(items: readonly ReviewItem[]): WithContext<Review>[] {
  return items.map((item) => ({
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: item.reviewTitle,
    author: { '@type': 'Person', name: item.author },
    reviewRating: { '@type': 'Rating', ratingValue: item.rating, bestRating: 5, worstRating: 1 },
    reviewBody: item.reviewBody,
    datePublished: item.datePublished,
    itemReviewed: item.itemReviewed
      ? {
          '@type': 'Service',
          name: item.itemReviewed.name,
          description: item.itemReviewed.description,
          url: absoluteUrl(item.itemReviewed.url),
          provider: organizationRef(),
        }
      : organizationRef(),
  }));
}

export type HowToInput = {
  name: string;
  description: string;
  image: string;
  url: string;
  /** ISO 8601 duration, e.g. 'PT15M'. */
  totalTime: string;
  steps: readonly { name: string; text: string }[];
  tools?: readonly string[];
};

export function howTo(input: HowToInput): WithContext<HowTo> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: input.name,
    description: input.description,
    image: absoluteUrl(input.image),
    url: absoluteUrl(input.url),
    totalTime: input.totalTime,
    step: input.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
    tool: (input.tools ?? []).map((tool) => ({ '@type': 'HowToTool', name: tool })),
  };
}

export type VideoInput = {
  name: string;
  description: string;
  thumbnailUrl: string;
  uploadDate: string;
  /** ISO 8601 duration, e.g. 'PT8M45S'. */
  duration: string;
  contentUrl: string;
  keywords?: readonly string[];
  genre?: string;
};

export function videoObject(input: VideoInput): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.name,
    description: input.description,
    thumbnailUrl: absoluteUrl(input.thumbnailUrl),
    uploadDate: input.uploadDate,
    duration: input.duration,
    contentUrl: absoluteUrl(input.contentUrl),
    publisher: organizationRef(),
    author: { '@type': 'Organization', name: site.name, url: site.url },
    keywords: input.keywords?.join(', '),
    genre: input.genre,
  };
}
