/**
 * Mobile swipe navigation between the home sections: a vertical swipe
 * that ends within 300 ms, travels at least 140 px vertically and strays under 30 px
 * horizontally, on viewports under 768 px, outside scrollable areas.
 */

export const SWIPE_MAX_MS = 300;
export const SWIPE_MIN_DY = 140;
export const SWIPE_MAX_DX = 30;
export const SWIPE_MAX_VIEWPORT = 768;

export type TouchPoint = { x: number; y: number; t: number };
export type SwipeDirection = 'next' | 'previous';

/** Finger moving up (content scrolling down) means the next section. */
export function detectSwipe(start: TouchPoint, end: TouchPoint, viewportWidth: number): SwipeDirection | null {
  if (viewportWidth >= SWIPE_MAX_VIEWPORT) return null;
  const dt = end.t - start.t;
  const dx = Math.abs(end.x - start.x);
  const dy = end.y - start.y;
  if (dt < 0 || dt > SWIPE_MAX_MS) return null;
  if (dx >= SWIPE_MAX_DX) return null;
  if (Math.abs(dy) < SWIPE_MIN_DY) return null;
  return dy < 0 ? 'next' : 'previous';
}

/**
 * The section the visitor is in: the last one whose top has reached the reading line
 * (a point just below the fixed header).
 */
export function currentSectionIndex(sectionTops: readonly number[], readingLine: number): number {
  let current = 0;
  sectionTops.forEach((top, index) => {
    if (top <= readingLine) current = index;
  });
  return current;
}

/** The target index, or null at either end of the page. */
export function targetSectionIndex(current: number, direction: SwipeDirection, count: number): number | null {
  const target = direction === 'next' ? current + 1 : current - 1;
  return target < 0 || target >= count ? null : target;
}

/** What the gesture needs to know about an element to decide whether it scrolls by itself. */
export type ScrollBox = {
  overflowX: string;
  overflowY: string;
  scrollHeight: number;
  clientHeight: number;
  scrollWidth: number;
  clientWidth: number;
  parent: ScrollBox | null;
};

const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';

/** True when the touch began inside an element that can scroll on its own. */
export function insideScrollableArea(box: ScrollBox | null): boolean {
  for (let node = box; node; node = node.parent) {
    if (scrolls(node.overflowY) && node.scrollHeight > node.clientHeight) return true;
    if (scrolls(node.overflowX) && node.scrollWidth > node.clientWidth) return true;
  }
  return false;
}
