/**
 * Structured data of the home page: the organisation and local
 * business, FAQ, reviews, the next event, the how-to and the demo video, all from content/.
 */
import type { Event, Thing, WithContext } from 'schema-dts';
import { event, faq, howTo as howToContent, overviewVideo, reviews as reviewItems } from '@/content/home';
import { addressText, location, site } from '@/content/site';
import { renderedDuration, renderedVideo } from '@/lib/media/rendered';
import { faqPage, howTo, localBusiness, organization, organizationRef, reviews, videoObject } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';

export type EventInput = {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  /** Where to register, a path on this site. */
  url: string;
};

/** A free online event, organised by the company, with the office as its postal anchor. */
export function onlineEvent(input: EventInput): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: absoluteUrl(input.url) },
    image: absoluteUrl('/media/whatsapp-chatbot-demo.jpg'),
    organizer: organizationRef(),
    performer: { '@type': 'Organization', name: site.name, address: addressText },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(input.url),
      validFrom: input.startDate.slice(0, 10),
    },
  };
}

/** Every JSON-LD block the home page renders, in a stable order. */
export function homeJsonLd(): WithContext<Thing>[] {
  return [
    organization(),
    localBusiness(),
    faqPage(faq),
    ...reviews(
      reviewItems.map((review) => ({
        ...review,
        itemReviewed: { name: site.name, description: site.description, url: '/' },
      })),
    ),
    onlineEvent(event),
    howTo({
      name: howToContent.name,
      description: howToContent.description,
      image: overviewVideo.thumbnailUrl,
      url: '/#services',
      totalTime: howToContent.totalTime,
      steps: howToContent.steps.map((step) => ({ name: step.title, text: step.text })),
    }),
    videoObject({
      ...overviewVideo,
      duration: renderedDuration(overviewVideo.contentUrl),
      uploadDate: renderedVideo(overviewVideo.contentUrl).uploadDate,
      keywords: ['WhatsApp chatbot', 'automation', 'Bengaluru'],
      genre: 'Product demo',
    }),
  ];
}

/** Exposed for tests: the office position the local business block must carry. */
export const officePosition = { latitude: location.lat, longitude: location.lng } as const;
