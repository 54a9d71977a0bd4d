/**
 * Everything a service page says about itself to search engines: metadata and the
 * JSON-LD list (Service with Offers, FAQPage, two Reviews, HowTo, and a VideoObject where the
 * page has a video).
 * The breadcrumb trail adds its own BreadcrumbList where it is drawn.
 */
import type { Metadata } from 'next';
import { serviceHref } from '@/lib/services/urls';
import { renderedDuration, renderedVideo } from '@/lib/media/rendered';
import { faqPage, howTo, reviews, videoObject } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImageFor } from '@/lib/seo/og';
import { serviceJsonLd } from '@/lib/seo/service';
import type { ServicePageEntry } from './pages';

/** Where a page's drawn media live under public/, without extension. */
export const serviceMediaBase = (slug: string) => `/media/services/${slug}`;

/**
 * Each page's video: a silent MP4 with a poster and WebVTT captions, drawn from the page's
 * storyboard by scripts/prebuild/30-service-art.ts (a page with a still has only the JPEG).
 */
export const videoFiles = (slug: string) => ({
  contentUrl: `${serviceMediaBase(slug)}.mp4`,
  thumbnailUrl: `${serviceMediaBase(slug)}.jpg`,
  captionsUrl: `${serviceMediaBase(slug)}.vtt`,
});

/**
 * The VideoObject of a page that has a video: its length and upload date are the encoded
 * file's, as the build measured it. A page with a still has no video to describe.
 */
function serviceVideo(slug: string, video: ServicePageEntry['page']['video']) {
  if (video.format !== 'video') return [];
  const { contentUrl, thumbnailUrl } = videoFiles(slug);
  const { name, description, keywords, genre } = video;
  const rendered = renderedVideo(contentUrl);
  return [videoObject({ name, description, keywords, genre, contentUrl, thumbnailUrl, duration: renderedDuration(contentUrl), uploadDate: rendered.uploadDate })];
}

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
    ...serviceVideo(service.slug, page.video),
  ];
}
