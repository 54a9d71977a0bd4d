/** @jest-environment node */
import webDevelopment from '@/content/service-pages/web-development';
import cyberCloud from '@/content/service-pages/cyber-cloud';
import { servicePageSchema } from '@/lib/services/schema';
import { parseServicePage, ServicePageError } from '@/lib/services/pages';

const clone = <T>(value: T): T => structuredClone(value);
const issuePaths = (raw: unknown) => {
  const result = servicePageSchema.safeParse(raw);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('service page schema', () => {
  it('accepts a complete common page and a complete cyber/cloud page', () => {
    expect(servicePageSchema.safeParse(webDevelopment).success).toBe(true);
    expect(servicePageSchema.safeParse(cyberCloud).success).toBe(true);
  });

  it('requires exactly five FAQs on the common layout and six on the cyber/cloud layout', () => {
    const common = clone(webDevelopment);
    common.faqs.pop();
    expect(issuePaths(common)).toContain('faqs');

    const cyber = clone(cyberCloud);
    cyber.faqs = cyber.faqs.slice(0, 5);
    expect(issuePaths(cyber)).toContain('faqs');
  });

  it('requires three testimonials and three or four pricing plans on the cyber/cloud layout', () => {
    const cyber = clone(cyberCloud);
    cyber.testimonials = cyber.testimonials.slice(0, 2);
    cyber.pricing.plans = cyber.pricing.plans.slice(0, 2);
    expect(issuePaths(cyber)).toEqual(expect.arrayContaining(['testimonials', 'pricing.plans']));
  });

  it('rejects a second plan marked most popular', () => {
    const cyber = clone(cyberCloud);
    cyber.pricing.plans.forEach((plan) => Object.assign(plan, { popular: true }));
    expect(issuePaths(cyber)).toContain('pricing.plans');
  });

  it('requires six feature cards and four items in the four-item section', () => {
    const common = clone(webDevelopment);
    common.features.items.pop();
    common.fourItems.items.pop();
    expect(issuePaths(common)).toEqual(expect.arrayContaining(['features.items', 'fourItems.items']));
  });

  it('only accepts reviews rated 5 and dated in January 2024', () => {
    const common = clone(webDevelopment);
    Object.assign(common.reviews[0]!, { datePublished: '2024-02-03' });
    Object.assign(common.reviews[1]!, { rating: 4 });
    expect(issuePaths(common)).toEqual(expect.arrayContaining(['reviews.0.datePublished', 'reviews.1.rating']));
  });

  it('requires an ISO 8601 duration for the how-to total time', () => {
    const common = clone(webDevelopment);
    Object.assign(common.howTo, { totalTime: '15 minutes' });
    expect(issuePaths(common)).toContain('howTo.totalTime');
  });

  it('checks the video storyboard: cues short enough for two caption lines, bars that end after they start', () => {
    const common = clone(webDevelopment);
    const calendar = common.video.scenes[0] as { rows: object[] };
    Object.assign(calendar.rows[0]!, { cue: 'A cue that goes on and on, '.repeat(6) });
    Object.assign(calendar.rows[1]!, { from: 3, to: 2 });
    expect(issuePaths(common)).toEqual(expect.arrayContaining(['video.scenes.0.rows.0.cue', 'video.scenes.0.rows.1']));
  });

  it('takes a still in place of a video, with no storyboard', () => {
    const common = clone(webDevelopment) as unknown as { video: unknown };
    common.video = { format: 'still', name: 'At a glance', description: 'One picture of the project, to scale.', scene: webDevelopment.video.scenes[0] };
    expect(issuePaths(common)).toEqual([]);
    common.video = { format: 'still', name: 'At a glance', description: 'One picture of the project, to scale.', scene: { kind: 'chat' } };
    expect(issuePaths(common)).toContain('video.scene.kind');
  });

  it('requires four how-to steps and two reviews', () => {
    const common = clone(webDevelopment);
    common.howTo.steps.pop();
    common.reviews.pop();
    expect(issuePaths(common)).toEqual(expect.arrayContaining(['howTo.steps', 'reviews']));
  });

  it('rejects a headline accent that is not part of the headline', () => {
    const common = clone(webDevelopment);
    common.hero.accent = 'something else';
    expect(issuePaths(common)).toContain('hero.accent');
  });

  it('rejects a button of unknown kind and an external link that is not https', () => {
    const common = clone(webDevelopment) as unknown as { hero: { primary: unknown; secondary: unknown } };
    common.hero.primary = { kind: 'fax', label: 'Send a fax' };
    common.hero.secondary = { kind: 'external', label: 'Visit', href: 'http://insecure.example/' };
    expect(issuePaths(common)).toEqual(expect.arrayContaining(['hero.primary.kind', 'hero.secondary.href']));
  });

  it('names the file and field when a page fails to load', () => {
    const broken = clone(webDevelopment);
    broken.faqs = [];
    expect(() => parseServicePage('web-development', broken)).toThrow(ServicePageError);
    expect(() => parseServicePage('web-development', broken)).toThrow(/content\/service-pages\/web-development\.ts is invalid:\n\s+faqs:/);
  });

  it('rejects a file whose slug does not match its name', () => {
    expect(() => parseServicePage('graphic-design', webDevelopment)).toThrow(/declares slug "web-development"/);
  });
});
