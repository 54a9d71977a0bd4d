/** @jest-environment node */
import { breadcrumbList, faqPage, howTo, localBusiness, organization, reviews, videoObject } from '@/lib/seo/jsonld';
import { pageMetadata, truncateDescription } from '@/lib/seo/metadata';

describe('truncateDescription', () => {
  const text = (n: number) => 'a'.repeat(n);
  it('keeps descriptions of up to 160 characters', () => {
    expect(truncateDescription(text(160))).toBe(text(160));
  });
  it('cuts 161–163 characters to 160', () => {
    expect(truncateDescription(text(161))).toBe(text(160));
    expect(truncateDescription(text(163))).toBe(text(160));
  });
  it('cuts longer ones to 157 characters plus an ellipsis', () => {
    const result = truncateDescription(text(164));
    expect(result).toBe(`${text(157)}...`);
    expect(result).toHaveLength(160);
  });
});

describe('pageMetadata', () => {
  it('sets canonical, share image and a truncated description', () => {
    const meta = pageMetadata({ title: 'T', description: 'd'.repeat(200), path: '/blog/' });
    expect(meta.alternates?.canonical).toBe('/blog/');
    expect(String(meta.description)).toHaveLength(160);
    expect(JSON.stringify(meta.openGraph)).toContain('/og/default.jpg');
  });
  it('points an alias at its canonical route and can mark noindex', () => {
    const meta = pageMetadata({ title: 'T', description: 'd', path: '/news/', canonicalPath: '/blog/', noindex: true });
    expect(meta.alternates?.canonical).toBe('/blog/');
    expect(meta.robots).toMatchObject({ index: false });
  });
});

describe('JSON-LD builders', () => {
  it('organization and local business carry name, url, address and geo', () => {
    expect(organization()).toMatchObject({ '@type': 'Organization', name: 'Maninfini Automation', foundingDate: '2008' });
    const business = localBusiness() as unknown as Record<string, unknown>;
    expect(business.geo).toMatchObject({ latitude: 12.97002, longitude: 77.58429 });
    expect(JSON.stringify(business.openingHoursSpecification)).toContain('19:00');
  });
  it('breadcrumbs are numbered absolute items', () => {
    const list = breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog/' }]) as unknown as {
      itemListElement: Array<{ position: number; item: string }>;
    };
    expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2]);
    expect(list.itemListElement[1]?.item).toMatch(/^https?:\/\/.+\/blog\/$/);
  });
  it('FAQ, review, how-to and video have their required fields', () => {
    expect(JSON.stringify(faqPage([{ question: 'Q?', answer: 'A.' }]))).toContain('"acceptedAnswer"');
    const [review] = reviews([{ author: 'A', rating: 5, reviewBody: 'Great', datePublished: '2024-01-10', reviewTitle: 'T' }]);
    expect(review).toMatchObject({ '@type': 'Review', reviewRating: { ratingValue: 5 } });
    const guide = howTo({ name: 'n', description: 'd', image: '/i.png', url: '/u/', totalTime: 'PT15M', steps: [{ name: 's', text: 't' }] });
    expect(guide).toMatchObject({ totalTime: 'PT15M', step: [{ position: 1 }] });
    const video = videoObject({ name: 'v', description: 'd', thumbnailUrl: '/t.png', uploadDate: '2024-01-05', duration: 'PT8M45S', contentUrl: '/v.mp4' });
    expect(video).toMatchObject({ duration: 'PT8M45S', uploadDate: '2024-01-05' });
  });
});
