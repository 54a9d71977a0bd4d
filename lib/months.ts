/**
 * English month names, the abbreviations as en-US prints them ("Sep"; en-IN's Intl prints
 * "Sept"), for dates the site writes out itself instead of asking Intl: in the browser, the
 * first Intl formatter a page builds is slow (the browser sets up ICU for it), and these
 * dates render while React hydrates (blog cards, the privacy policy's date) or in the contact
 * message's IST time.
 */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** '2024-08-25' → its parts, with `monthIndex` 0-based; RangeError for anything that is not a real calendar day. */
export function calendarDay(text: string): { year: number; monthIndex: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, monthIndex, day] = match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : [0, -1, 0];
  const date = new Date(Date.UTC(year, monthIndex, day));
  if (!match || date.getUTCMonth() !== monthIndex || date.getUTCDate() !== day) throw new RangeError(`Not a calendar day: ${text}`);
  return { year, monthIndex, day };
}
