/**
 * Small formatting rules shared by the blog pages and their tests.
 * Dates are calendar days, so they are formatted in UTC: a reader west of Greenwich must not
 * see the day before the one the editor wrote.
 */

/** The date as first rendered on the server and in the HTML: fixed, so hydration never differs. */
export function formatStableDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The same day in the visitor's own locale (spec 001 §2.3); `locale` undefined means the browser's. */
export function formatLocalDate(day: string, locale?: string | string[]): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** Spec 001 §2.3: '{n} min read'. */
export const readTimeLabel = (minutes: number) => `${minutes} min read`;

/** The 800x450 card variant generated next to every 1600x900 cover. */
export const cardImage = (image: string) => image.replace(/\.webp$/, '-card.webp');

/** Share links (spec 001 §2.4): an X post intent with text and url, and a LinkedIn share of the url. */
export function shareLinks(title: string, url: string) {
  return {
    x: `https://x.com/intent/tweet?${new URLSearchParams({ text: title, url })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
  };
}
