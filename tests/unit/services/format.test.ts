/** @jest-environment node */
import { durationSeconds, durationWords } from '@/lib/services/format';

describe('ISO 8601 durations', () => {
  it('reads hours, minutes and seconds', () => {
    expect(durationSeconds('PT8M45S')).toBe(525);
    expect(durationSeconds('PT1H2M3S')).toBe(3723);
    expect(durationSeconds('PT15M')).toBe(900);
  });

  it('rejects what is not a duration', () => {
    expect(() => durationSeconds('15 minutes')).toThrow(/Not a time-of-day ISO 8601 duration/);
    expect(() => durationSeconds('PT')).toThrow();
  });

  it('writes the how-to total time in words', () => {
    expect(durationWords('PT15M')).toBe('15 minutes');
    expect(durationWords('PT1M')).toBe('1 minute');
    expect(durationWords('PT1H5M')).toBe('1 hour 5 minutes');
    expect(durationWords('PT2H')).toBe('2 hours');
  });
});
