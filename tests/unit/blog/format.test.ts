/** @jest-environment node */
import { cardImage, formatLocalDate, formatStableDate, readTimeLabel, shareLinks } from '@/lib/blog/format';

describe('blog formatting', () => {
  it('renders a stable date, and the same day in other locales', () => {
    expect(formatStableDate('2024-01-01')).toBe('Jan 1, 2024');
    expect(formatLocalDate('2024-08-25', 'en-GB')).toBe('25 Aug 2024');
    expect(formatLocalDate('2024-08-25', 'de-DE')).toBe('25.08.2024');
  });

  it('writes the stable date exactly as Intl formats en-US medium, on every day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(formatStableDate(day)).toBe(intl.format(new Date(time)));
    }
    expect(formatStableDate('2031-12-09')).toBe('Dec 9, 2031');
  });

  it('refuses a value that is not a calendar day', () => {
    for (const bad of ['2024-13-01', '2024-00-10', '24-01-01', '2024-01-01T00:00:00Z', '']) expect(() => formatStableDate(bad)).toThrow(RangeError);
  });

  it('keeps giving each locale its own format when several are asked for in turn', () => {
    expect(formatLocalDate('2024-08-25', 'de-DE')).toBe('25.08.2024');
    expect(formatLocalDate('2024-08-25', 'en-GB')).toBe('25 Aug 2024');
    expect(formatLocalDate('2024-08-25', ['de-DE', 'en-GB'])).toBe('25.08.2024');
    expect(formatLocalDate('2024-01-02', 'en-GB')).toBe('2 Jan 2024');
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
