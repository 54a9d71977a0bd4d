/** @jest-environment node */
import { durationClock, durationSeconds, durationWords, splitSeconds } from '@/lib/services/format';

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

  it('writes video lengths as a clock', () => {
    expect(durationClock('PT8M45S')).toBe('8:45');
    expect(durationClock('PT6M30S')).toBe('6:30');
    expect(durationClock('PT1H2M3S')).toBe('1:02:03');
  });
});

describe('splitSeconds', () => {
  it('shares a video length between slides in whole seconds that add up exactly', () => {
    expect(splitSeconds(525, 16).reduce((a, b) => a + b, 0)).toBe(525);
    expect(splitSeconds(390, 16).reduce((a, b) => a + b, 0)).toBe(390);
    expect(splitSeconds(10, 4)).toEqual([3, 3, 2, 2]);
  });
});
