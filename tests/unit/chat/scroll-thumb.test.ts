/** @jest-environment node */
import { chatTiming } from '@/content/chat';
import { scrollTopForDrag, thumbFor } from '@/lib/chat/scroll-thumb';

const MIN = chatTiming.scrollThumbMin;

describe('chat scroll thumb', () => {
  it('never draws the thumb shorter than 18', () => {
    expect(MIN).toBe(18);
  });

  it('is absent when the log fits', () => {
    expect(thumbFor({ scrollTop: 0, scrollHeight: 300, clientHeight: 300 }, 300, MIN)).toEqual({ scrollable: false, size: 0, offset: 0 });
  });

  it('is as tall as the visible share of the log', () => {
    const thumb = thumbFor({ scrollTop: 0, scrollHeight: 1200, clientHeight: 400 }, 400, MIN);
    expect(thumb.size).toBeCloseTo(133.33, 1);
    expect(thumb.offset).toBe(0);
  });

  it('never shrinks below the minimum in a long conversation', () => {
    expect(thumbFor({ scrollTop: 0, scrollHeight: 100_000, clientHeight: 400 }, 400, MIN).size).toBe(18);
  });

  it('reaches the bottom of the track at the end of the log', () => {
    const thumb = thumbFor({ scrollTop: 99_600, scrollHeight: 100_000, clientHeight: 400 }, 400, MIN);
    expect(thumb.offset + thumb.size).toBeCloseTo(400, 5);
  });

  it('clamps overscroll (elastic scrolling reports values outside the range)', () => {
    expect(thumbFor({ scrollTop: -40, scrollHeight: 1200, clientHeight: 400 }, 400, MIN).offset).toBe(0);
    const past = thumbFor({ scrollTop: 5000, scrollHeight: 1200, clientHeight: 400 }, 400, MIN);
    expect(past.offset + past.size).toBeCloseTo(400, 5);
  });

  it('maps a drag of the thumb back to a scroll position, within the range', () => {
    const box = { scrollTop: 0, scrollHeight: 1200, clientHeight: 400 };
    // The thumb travels 400 - 133.3 px for 800 px of content.
    expect(scrollTopForDrag(box, 400, MIN, 0, (400 - 400 / 3) / 2)).toBeCloseTo(400, 5);
    expect(scrollTopForDrag(box, 400, MIN, 0, 10_000)).toBe(800);
    expect(scrollTopForDrag(box, 400, MIN, 200, -10_000)).toBe(0);
  });

  it('leaves the position alone when there is nothing to scroll', () => {
    expect(scrollTopForDrag({ scrollTop: 0, scrollHeight: 300, clientHeight: 300 }, 300, MIN, 0, 50)).toBe(0);
  });
});
