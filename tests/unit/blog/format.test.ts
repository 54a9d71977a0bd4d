/** @jest-environment node */
import { cardImage, formatLocalDate, formatStableDate, readTimeLabel, shareLinks } from '@/lib/blog/format';

describe('blog formatting', () => {
  it('renders a stable date, and the same day in other locales', () => {
    expect(formatStableDate('2024-01-01')).toBe('Jan 1, 2024');
    expect(formatLocalDate('2024-08-25', 'en-GB')).toBe('25 Aug 2024');
    expect(formatLocalDate('2024-08-25', 'de-DE')).toBe('25.08.2024');
  });

  it("labels the read time as '{n} min read'", () => {
    expect(readTimeLabel(18)).toBe('18 min read');
  });

  it('derives the card image from the cover', () => {
    expect(cardImage('/blog-images/from-llms-to-agi.webp')).toBe('/blog-images/from-llms-to-agi-card.webp');
  });

  it('builds share URLs carrying the title and the article URL', () => {
    const links = shareLinks('AI & You: "Agents"', 'https://site.test/blog/a/');
    const x = new URL(links.x);
    expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe('AI & You: "Agents"');
    expect(x.searchParams.get('url')).toBe('https://site.test/blog/a/');
    const linkedin = new URL(links.linkedin);
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedin.searchParams.get('url')).toBe('https://site.test/blog/a/');
  });
});
