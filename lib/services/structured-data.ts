/**
 * Everything a service page says about itself to search engines: metadata and the
 * JSON-LD list (Service with Offers, FAQPage, two Reviews, HowTo, VideoObject).
 * The breadcrumb trail adds its own BreadcrumbList where it is drawn.
 */
import type { Metadata } from 'next';
import { serviceHref } from '@/content/services';
import { faqPage, howTo, reviews, videoObject } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';
import { serviceJsonLd } from '@/lib/seo/service';
import type { ServicePageEntry } from './pages';

/**
 * Each page's walkthrough: a silent MP4 with a poster and WebVTT captions, drawn from the
 * page's own copy by scripts/prebuild/30-service-art.ts.
 */
export const videoFiles = (slug: string) => ({
  contentUrl: `/media/services/${slug}.mp4`,
  thumbnailUrl: `/media/services/${slug}.jpg`,
  captionsUrl: `/media/services/${slug}.vtt`,
});

export function servicePageMetadata({ service, page }: ServicePageEntry, options: { path?: string } = {}): Metadata {
  const canonicalPath = serviceHref(service.slug);
  return pageMetadata({
    title: page.seo.title,
    description: page.seo.description,
    path: options.path ?? canonicalPath,
    canonicalPath,
    image: ogImageFor('service', service.slug),
    imageAlt: `${service.title} by Maninfini Automation`,
    keywords: page.seo.keywords,
  });
}

export function servicePageJsonLd({ service, page }: ServicePageEntry): object[] {
  const url = serviceHref(service.slug);
  const itemReviewed = { name: service.title, description: service.description, url };
  return [
    serviceJsonLd({
      name: service.title,
      description: page.seo.description,
      url,
      serviceType: service.title,
      category: service.category,
      image: ogImageFor('service', service.slug),
      plans: page.pricing?.plans,
    }),
    faqPage(page.faqs),
    ...reviews(page.reviews.map((review) => ({ ...review, itemReviewed }))),
    howTo({ ...page.howTo, image: ogImageFor('service', service.slug), url }),
    videoObject({ ...page.video, contentUrl: videoFiles(service.slug).contentUrl, thumbnailUrl: videoFiles(service.slug).thumbnailUrl }),
  ];
}
