import { MONTH_NAMES, calendarDay } from '@/lib/months';

/**
 * '2026-11-21' → '21 November 2026', the way dates read in India, independent of the server's
 * time zone. Written out rather than asked of Intl: the privacy policy renders today's date
 * while React hydrates, where a first Intl formatter would block the page for tens of ms.
 */
export function formatLegalDate(text: string): string {
  const { year, monthIndex, day } = calendarDay(text);
  return `${day} ${MONTH_NAMES[monthIndex]} ${year}`;
}
