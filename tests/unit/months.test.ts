/** @jest-environment node */
import { calendarDay } from '@/lib/months';

describe('calendarDay', () => {
  it('splits a calendar day into its parts, the month counted from 0', () => {
    expect(calendarDay('2024-08-25')).toEqual({ year: 2024, monthIndex: 7, day: 25 });
    expect(calendarDay('2024-02-29')).toEqual({ year: 2024, monthIndex: 1, day: 29 });
  });

  it('refuses days that do not exist and text that is not a day', () => {
    for (const bad of ['2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00', '24-01-01', '2024-01-01T00:00:00Z', ' 2024-01-01', '']) {
      expect(() => calendarDay(bad)).toThrow(new RangeError(`Not a calendar day: ${bad}`));
    }
  });
});
