/** @jest-environment node */
import { homeJsonLd, officePosition } from '@/lib/seo/home';

type Block = Record<string, unknown> & { '@type': string };

describe('home JSON-LD', () => {
  const blocks = JSON.parse(JSON.stringify(homeJsonLd())) as Block[];
  const byType = (type: string) => blocks.filter((b) => b['@type'] === type);

  it('renders every required type, each with the schema.org context', () => {
    const types = new Set(blocks.map((b) => b['@type']));
    for (const type of ['Organization', 'LocalBusiness', 'FAQPage', 'Review', 'Event', 'HowTo', 'VideoObject']) expect(types).toContain(type);
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  });

  it('gives the local business the office coordinates', () => {
    expect(byType('LocalBusiness')[0]).toMatchObject({ geo: { '@type': 'GeoCoordinates', ...officePosition } });
  });

  it('fills the fields rich results require', () => {
    expect((byType('FAQPage')[0]!.mainEntity as unknown[]).length).toBeGreaterThanOrEqual(5);
    for (const review of byType('Review')) {
      expect(review).toMatchObject({ author: { name: expect.any(String) }, reviewRating: { ratingValue: expect.any(Number) } });
      expect(review.itemReviewed).toBeDefined();
    }
    expect(byType('Event')[0]).toMatchObject({ name: expect.any(String), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), location: { '@type': 'VirtualLocation' } });
    expect((byType('HowTo')[0]!.step as unknown[]).length).toBe(3);
    expect(byType('VideoObject')[0]).toMatchObject({
      name: expect.any(String),
      thumbnailUrl: expect.stringMatching(/^https?:\/\//),
      uploadDate: expect.any(String),
      contentUrl: expect.stringMatching(/\.mp4$/),
    });
  });
});
