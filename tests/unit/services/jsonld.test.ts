/** @jest-environment node */
import { site } from '@/content/site';
import { renderedVideo } from '@/lib/media/rendered';
import { isoSeconds } from '@/lib/media/timing';
import { serviceCatalogueJsonLd, serviceJsonLd, offerFromPlan } from '@/lib/seo/service';
import { truncateDescription } from '@/lib/seo/metadata';
import { allServicePages, getServicePage } from '@/lib/services/pages';
import type { PricingPlan } from '@/lib/services/schema';
import { servicePageJsonLd, servicePageMetadata } from '@/lib/services/structured-data';

type Node = Record<string, unknown> & { '@type': string };
const plan = (over: Partial<PricingPlan>): PricingPlan => ({
  name: 'Plan',
  price: '₹35,000',
  period: 'per month',
  description: 'A plan used in tests.',
  features: ['a', 'b', 'c'],
  popular: false,
  ...over,
});
const entry = (slug: string) => {
  const found = getServicePage(slug);
  if (!found) throw new Error(slug);
  return found;
};
const byType = (nodes: object[], type: string) => (nodes as Node[]).filter((node) => node['@type'] === type);

describe('Offer', () => {
  it('carries a numeric INR price and a monthly unit for monthly plans', () => {
    const offer = offerFromPlan(plan({ name: 'Business Cloud', price: '₹85,000', popular: true }), '/services/cloud-solutions/') as Node;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      name: 'Business Cloud',
      price: 85000,
      priceCurrency: 'INR',
      category: 'Most popular',
      url: `${site.url}/services/cloud-solutions/`,
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 85000, priceCurrency: 'INR', unitCode: 'MON' },
    });
  });

  it('marks "From" prices as a minimum and gives one-time prices no unit', () => {
    const offer = offerFromPlan(plan({ price: 'From ₹1,00,000', period: 'one-time' }), '/services/web-development/') as Node;
    expect(offer.price).toBe(100000);
    expect(offer.priceSpecification).toEqual({ '@type': 'UnitPriceSpecification', price: 100000, priceCurrency: 'INR', minPrice: 100000 });
  });

  it('leaves the price out of custom-quote plans', () => {
    const offer = offerFromPlan(plan({ name: 'Enterprise', price: 'Custom', period: '' }), '/services/cyber-cloud/') as Node;
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(offer).toMatchObject({ '@type': 'Offer', name: 'Enterprise', priceCurrency: 'INR' });
  });
});

describe('Service', () => {
  it('has the fields a Service needs, with absolute URLs and one Offer per plan', () => {
    const node = serviceJsonLd({
      name: 'Cloud Solutions',
      description: 'Cloud migration and operations.',
      url: '/services/cloud-solutions/',
      serviceType: 'Cloud Solutions',
      category: 'Security & Cloud',
      image: '/og/services/cloud-solutions.png',
      plans: [plan({}), plan({ name: 'Other', price: 'Custom', period: '' })],
    }) as unknown as Node;
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Cloud Solutions',
      url: `${site.url}/services/cloud-solutions/`,
      image: `${site.url}/og/services/cloud-solutions.png`,
      provider: { '@type': 'Organization', name: site.name },
      areaServed: { '@type': 'Country', name: 'India' },
    });
    expect(node.offers).toHaveLength(2);
  });

  it('omits offers when a service has no plans', () => {
    const node = serviceJsonLd({ name: 'Design', description: 'Design work.', url: '/services/graphic-design/', serviceType: 'Design', category: 'Design & AI' });
    expect(node).not.toHaveProperty('offers');
  });

  it('lists the catalogue in order on the overview', () => {
    const list = serviceCatalogueJsonLd([
      { name: 'A', description: 'First.', url: '/services/a/' },
      { name: 'B', description: 'Second.', url: '/services/b/' },
    ]) as unknown as { itemListElement: Node[] };
    expect(list.itemListElement.map((item) => [item.position, item.url])).toEqual([
      [1, `${site.url}/services/a/`],
      [2, `${site.url}/services/b/`],
    ]);
  });
});

describe.each(allServicePages().map(({ page }) => page.slug))('structured data of %s', (slug) => {
  const { page, service } = entry(slug);
  const nodes = servicePageJsonLd(entry(slug));

  it('holds a Service, an FAQPage, two Reviews, a HowTo and, where the page has a video, a VideoObject', () => {
    const video = page.video.format === 'video' ? ['VideoObject'] : [];
    expect((nodes as Node[]).map((node) => node['@type'])).toEqual(['Service', 'FAQPage', 'Review', 'Review', 'HowTo', ...video]);
    for (const node of nodes) expect(node).toHaveProperty('@context', 'https://schema.org');
  });

  it('offers every pricing plan', () => {
    const [serviceNode] = byType(nodes, 'Service');
    expect(serviceNode?.name).toBe(service.title);
    expect(((serviceNode?.offers as Node[] | undefined) ?? []).map((offer) => offer.name)).toEqual((page.pricing?.plans ?? []).map((p) => p.name));
  });

  it('answers 5 or 6 questions', () => {
    const [faq] = byType(nodes, 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(page.layout === 'common' ? 5 : 6);
  });

  it('has two 5-star reviews from January 2024 of this service', () => {
    for (const review of byType(nodes, 'Review')) {
      expect(review.reviewRating).toMatchObject({ '@type': 'Rating', ratingValue: 5, bestRating: 5 });
      expect(review.datePublished).toMatch(/^2024-01-\d\d$/);
      expect(review.author).toMatchObject({ '@type': 'Person' });
      expect(review.itemReviewed).toMatchObject({ '@type': 'Service', name: service.title, url: `${site.url}/services/${slug}/` });
    }
  });

  it('has a four-step HowTo with its total time', () => {
    const [howTo] = byType(nodes, 'HowTo');
    expect(howTo?.step).toHaveLength(4);
    expect(howTo?.totalTime).toBe(page.howTo.totalTime);
  });

  it('states the length and date of the drawn file, if it has a video', () => {
    const [video] = byType(nodes, 'VideoObject');
    if (page.video.format !== 'video') return expect(video).toBeUndefined();
    const file = `/media/services/${slug}.mp4`;
    expect(video).toMatchObject({ name: page.video.name, duration: isoSeconds(renderedVideo(file).seconds), uploadDate: renderedVideo(file).uploadDate });
    expect(String(video?.contentUrl)).toBe(`${site.url}${file}`);
    expect(String(video?.thumbnailUrl)).toBe(`${site.url}/media/services/${slug}.jpg`);
  });

  it('has metadata with a canonical, a share image, keywords and a truncated description', () => {
    const metadata = servicePageMetadata(entry(slug));
    expect(metadata.title).toBe(page.seo.title);
    expect(metadata.description).toBe(truncateDescription(page.seo.description));
    expect(String(metadata.description).length).toBeLessThanOrEqual(160);
    expect(metadata.alternates?.canonical).toBe(`/services/${slug}/`);
    expect(metadata.keywords).toEqual(page.seo.keywords);
    expect(JSON.stringify(metadata.openGraph?.images)).toContain(`/og/services/${slug}.jpg`);
  });
});

describe('the /virtual-office alias', () => {
  it('points its canonical at /services/virtual-office/', () => {
    const metadata = servicePageMetadata(entry('virtual-office'), { path: '/virtual-office/' });
    expect(metadata.alternates?.canonical).toBe('/services/virtual-office/');
  });
});
