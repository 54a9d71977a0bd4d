/** @jest-environment node */
import { clockSeconds, frameSeconds, isoSeconds, webVtt, wordCount } from '@/lib/media/timing';

describe('how long a picture is held', () => {
  it('counts words, not the signs between them', () => {
    expect(wordCount('Design · 1–2 weeks')).toBe(3);
    expect(wordCount('  ₹60,000–80,000 ')).toBe(1);
  });

  it('gives a picture a second to find plus its words at three a second, within 3 to 8 s', () => {
    expect(frameSeconds('')).toBe(3);
    expect(frameSeconds('Discover Week 1')).toBe(3);
    expect(frameSeconds('one two three four five six seven eight nine')).toBe(4);
    expect(frameSeconds('word '.repeat(21))).toBe(8);
    expect(() => frameSeconds('word '.repeat(40))).toThrow(/over 8 s/);
  });

  it('holds for the longer of the words on screen and the cue that describes them', () => {
    expect(frameSeconds('Plan Week 2', 'The planning bar follows in the second week, right after the first.')).toBe(5);
  });

  it('refuses a picture whose words need more than 8 s, so a storyboard splits it instead of rushing it', () => {
    expect(() => frameSeconds('word '.repeat(25))).toThrow(/needs 10 s to read, over 8 s/);
  });
});

describe('lengths', () => {
  it('writes ISO 8601 durations as structured data states them', () => {
    expect(isoSeconds(47)).toBe('PT47S');
    expect(isoSeconds(60)).toBe('PT1M');
    expect(isoSeconds(75)).toBe('PT1M15S');
    expect(isoSeconds(61.5)).toBe('PT1M1.5S');
    expect(() => isoSeconds(0)).toThrow();
  });

  it('writes a clock for the page', () => {
    expect(clockSeconds(41)).toBe('0:41');
    expect(clockSeconds(75)).toBe('1:15');
  });
});

describe('captions', () => {
  it('times a cue to each picture on the top line, joins repeats and leaves out pictures without one', () => {
    const vtt = webVtt([
      { seconds: 4, cue: 'A bar fills the first week.' },
      { seconds: 3, cue: 'A bar fills the first week.' },
      { seconds: 5 },
      { seconds: 6, cue: 'The last bar runs off the calendar.' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:07.000 line:0\nA bar fills the first week.\n\n2\n00:00:12.000 --> 00:00:18.000 line:0\nThe last bar runs off the calendar.\n',
    );
  });
});
