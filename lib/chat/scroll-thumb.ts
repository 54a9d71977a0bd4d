/**
 * Geometry of the chat log's overlay scroll thumb (minimum size 18 px).
 * The thumb is as tall as the visible share of the log, never shorter than the minimum,
 * and travels the track so that its top sits at the same proportion as scrollTop.
 */
export type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };
export type Thumb = { scrollable: boolean; size: number; offset: number };

export function thumbFor(box: ScrollBox, track: number, minSize: number): Thumb {
  const range = box.scrollHeight - box.clientHeight;
  if (range <= 0 || track <= 0 || box.scrollHeight <= 0) return { scrollable: false, size: 0, offset: 0 };
  const size = Math.min(track, Math.max(minSize, (box.clientHeight / box.scrollHeight) * track));
  const top = Math.min(range, Math.max(0, box.scrollTop));
  return { scrollable: true, size, offset: (top / range) * (track - size) };
}

/** Where the log scrolls to when the thumb is dragged by `delta` pixels from `startTop`. */
export function scrollTopForDrag(box: ScrollBox, track: number, minSize: number, startTop: number, delta: number): number {
  const { scrollable, size } = thumbFor(box, track, minSize);
  const range = box.scrollHeight - box.clientHeight;
  if (!scrollable || track <= size) return startTop;
  return Math.min(range, Math.max(0, startTop + (delta / (track - size)) * range));
}
