/** @jest-environment node */
import { formatLegalDate } from '@/lib/legal/date';

describe('formatLegalDate', () => {
  it('writes a day exactly as Intl formats it in en-IN with the long month, on every day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      expect(formatLegalDate(new Date(time).toISOString().slice(0, 10))).toBe(intl.format(new Date(time)));
    }
    expect(formatLegalDate('2026-11-21')).toBe('21 November 2026');
  });

  it('refuses a value that is not a calendar day', () => {
    for (const bad of ['2026-02-29', '2026-11-31', '2026-1-05', 'today', '']) expect(() => formatLegalDate(bad)).toThrow(RangeError);
  });
});
