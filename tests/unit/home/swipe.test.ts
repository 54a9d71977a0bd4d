/** @jest-environment node */
import { currentSectionIndex, detectSwipe, insideScrollableArea, targetSectionIndex, type ScrollBox } from '@/lib/home/swipe';

const start = { x: 100, y: 500, t: 1000 };
const end = (dx: number, dy: number, dt: number) => ({ x: 100 + dx, y: 500 + dy, t: 1000 + dt });

describe('detectSwipe', () => {
  it('reads a fast upward swipe as next and a downward one as previous', () => {
    expect(detectSwipe(start, end(0, -200, 200), 390)).toBe('next');
    expect(detectSwipe(start, end(5, 160, 250), 390)).toBe('previous');
  });

  it('accepts the exact limits: 300 ms, 140 px, 29 px', () => {
    expect(detectSwipe(start, end(29, -140, 300), 390)).toBe('next');
    expect(detectSwipe(start, end(-29, 140, 300), 767)).toBe('previous');
  });

  it('rejects a slow swipe', () => {
    expect(detectSwipe(start, end(0, -300, 301), 390)).toBeNull();
  });

  it('rejects a short swipe', () => {
    expect(detectSwipe(start, end(0, -139, 100), 390)).toBeNull();
  });

  it('rejects a swipe that strays 30 px or more sideways', () => {
    expect(detectSwipe(start, end(30, -200, 100), 390)).toBeNull();
    expect(detectSwipe(start, end(-45, 200, 100), 390)).toBeNull();
  });

  it('does nothing from 768 px wide up', () => {
    expect(detectSwipe(start, end(0, -200, 100), 768)).toBeNull();
    expect(detectSwipe(start, end(0, -200, 100), 1280)).toBeNull();
  });
});

describe('section targeting', () => {
  const tops = [-2000, -900, 50, 1400, 2600];

  it('finds the last section whose top passed the reading line', () => {
    expect(currentSectionIndex(tops, 100)).toBe(2);
    expect(currentSectionIndex([0, 800], 100)).toBe(0);
    expect(currentSectionIndex([200, 800], 100)).toBe(0);
  });

  it('moves one section and stops at both ends', () => {
    expect(targetSectionIndex(2, 'next', 5)).toBe(3);
    expect(targetSectionIndex(2, 'previous', 5)).toBe(1);
    expect(targetSectionIndex(4, 'next', 5)).toBeNull();
    expect(targetSectionIndex(0, 'previous', 5)).toBeNull();
  });
});

describe('insideScrollableArea', () => {
  const box = (over: Partial<ScrollBox>, parent: ScrollBox | null = null): ScrollBox => ({
    overflowX: 'visible',
    overflowY: 'visible',
    scrollHeight: 100,
    clientHeight: 100,
    scrollWidth: 100,
    clientWidth: 100,
    parent,
    ...over,
  });

  it('is false for plain content', () => {
    expect(insideScrollableArea(box({}, box({})))).toBe(false);
    expect(insideScrollableArea(null)).toBe(false);
  });

  it('is true inside an ancestor that scrolls vertically with overflowing content', () => {
    const list = box({ overflowY: 'auto', scrollHeight: 400 });
    expect(insideScrollableArea(box({}, box({}, list)))).toBe(true);
  });

  it('is true inside a horizontal scroller', () => {
    expect(insideScrollableArea(box({ overflowX: 'scroll', scrollWidth: 300 }))).toBe(true);
  });

  it('ignores overflow:auto boxes whose content fits, and hidden overflow', () => {
    expect(insideScrollableArea(box({ overflowY: 'auto' }))).toBe(false);
    expect(insideScrollableArea(box({ overflowY: 'hidden', scrollHeight: 900 }))).toBe(false);
  });
});
