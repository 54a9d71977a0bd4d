/**
 * Small formatting rules shared by the blog pages and their tests.
 * Dates are calendar days, so they are formatted in UTC: a reader west of Greenwich must not
 * see the day before the one the editor wrote.
 */

import { MONTH_ABBREVIATIONS, calendarDay } from '@/lib/months';

/**
 * The date as first rendered on the server and in the HTML: fixed, so hydration never differs.
 * It is en-US's medium style ("Aug 25, 2024"), written out rather than asked of Intl: every
 * date card renders it while React hydrates, and building an Intl.DateTimeFormat there
 * would add the browser's slow first ICU set-up to that work.
 */
export function formatStableDate(text: string): string {
  const { year, monthIndex, day } = calendarDay(text);
  return `${MONTH_ABBREVIATIONS[monthIndex]} ${day}, ${year}`;
}

// One formatter per locale: constructing one is the expensive part, formatting is cheap.
const localFormats = new Map<string, Intl.DateTimeFormat>();

/** The same day in the visitor's own locale; `locale` undefined means the browser's. */
export function formatLocalDate(day: string, locale?: string | string[]): string {
  const key = JSON.stringify(locale ?? null);
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    localFormats.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Read time as '{n} min read'. */
export const readTimeLabel = (minutes: number) => `${minutes} min read`;

/** The 800x450 card variant generated next to every 1280x720 cover. */
export const cardImage = (image: string) => image.replace(/\.webp$/, '-card.webp');

/** Share links: an X post intent with text and url, and a LinkedIn share of the url. */
export function shareLinks(title: string, url: string) {
  return {
    x: `https://x.com/intent/tweet?${new URLSearchParams({ text: title, url })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
  };
}
