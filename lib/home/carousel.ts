/**
 * Pure geometry and rotation of the testimonials carousel: cards are 365 px wide from a
 * 640 px viewport up and 290 px below it, the centre card is 80 px wider, and moving rotates
 * items from one end of the list to the other so the chosen card lands in the middle. The
 * area is 650 px tall where the cards fan out (from 640 px); below, one card is in view and
 * the row is as tall as its longest quote, since a fixed 650 px left a phone's card half empty.
 */

export const CAROUSEL_HEIGHT = 650;
export const WIDE_BREAKPOINT = 640;
export const CARD_WIDE = 365;
export const CARD_NARROW = 290;
export const CENTRE_EXTRA = 80;

export const cardSizeFor = (viewportWidth: number) => (viewportWidth >= WIDE_BREAKPOINT ? CARD_WIDE : CARD_NARROW);

/** Offset of list index `index` from the centre slot; the centre has offset 0. */
export function positionOf(index: number, length: number): number {
  return length % 2 ? index - (length - 1) / 2 : index - length / 2;
}

/** The list index that sits in the centre slot. */
export const centreIndex = (length: number) => (length % 2 ? (length - 1) / 2 : length / 2);

/** What places a card, apart from its size, which CSS picks for the viewport (TestimonialCard). */
export type CardPlacement = {
  isCentre: boolean;
  /** Which side of the centre the card is on: -1, 0 (the centre) or 1. */
  side: -1 | 0 | 1;
  /** Vertical offset: the centre card rises, the others alternate up and down. Cards are not tilted: they share the site's upright card shape. */
  y: number;
  zIndex: number;
};

export function cardPlacement(position: number): CardPlacement {
  const isCentre = position === 0;
  const odd = Math.abs(position) % 2 === 1;
  return {
    isCentre,
    side: Math.sign(position) as -1 | 0 | 1,
    y: isCentre ? -65 : odd ? 15 : -15,
    zIndex: isCentre ? 50 : 40 - Math.abs(position),
  };
}

/**
 * Horizontal offset of the card's centre from the area's centre, px. Neighbours overlap by a
 * third so the stack reads as one deck; the wider centre card pushes each side out by half its
 * extra width. TestimonialCard's CSS computes the same from the card size.
 */
export const cardOffsetX = (position: number, size: number) => (size / 1.5) * position + Math.sign(position) * (CENTRE_EXTRA / 2);

export type CardGeometry = CardPlacement & { width: number; height: number; x: number };

/** A card's whole geometry at a viewport width. */
export function cardGeometry(position: number, viewportWidth: number): CardGeometry {
  const size = cardSizeFor(viewportWidth);
  const placement = cardPlacement(position);
  return { ...placement, width: placement.isCentre ? size + CENTRE_EXTRA : size, height: size, x: cardOffsetX(position, size) };
}

type WithTempId = { tempId: number };

/**
 * Moves `steps` items: positive steps take items off the front and append them at the
 * end (the list advances), negative steps take them off the end and put them in front.
 * Each moved item gets a fresh tempId so it re-enters at its new end instead of
 * sliding across the whole deck.
 */
export function rotate<T extends WithTempId>(list: readonly T[], steps: number): T[] {
  const result = [...list];
  if (result.length < 2) return result;
  let nextId = Math.max(...result.map((item) => item.tempId)) + 1;
  const moves = Math.abs(steps) % result.length;
  for (let i = 0; i < moves; i++) {
    if (steps > 0) {
      const item = result.shift()!;
      result.push({ ...item, tempId: nextId++ });
    } else {
      const item = result.pop()!;
      result.unshift({ ...item, tempId: nextId++ });
    }
  }
  return result;
}

/** Steps needed to bring list index `index` to the centre slot. */
export const stepsToCentre = (index: number, length: number) => positionOf(index, length);

/** Brings the item with this tempId to the centre; the list is unchanged when it is not there. */
export function centreOn<T extends WithTempId>(list: readonly T[], tempId: number): T[] {
  const index = list.findIndex((item) => item.tempId === tempId);
  return index < 0 ? [...list] : rotate(list, stepsToCentre(index, list.length));
}

/**
 * Of cards whose centres lie at these offsets from the middle of a row (px, negative to the
 * left), the index of the one nearest the middle: where a swipe has come to rest.
 */
export function nearestToMiddle(offsets: readonly number[]): number {
  let best = -1;
  offsets.forEach((offset, index) => {
    if (best < 0 || Math.abs(offset) < Math.abs(offsets[best]!)) best = index;
  });
  return best;
}

/**
 * One card per swipe on the phone row. Chromium's fling after a fast swipe can carry the row
 * past a card despite `scroll-snap-stop: always`, skipping a testimonial; so once the finger
 * lifts, the row may travel no further than this. Offsets are from the middle of the row (px,
 * negative to the left) at the moment the finger lifts: `cards` for each card's centre, `start`
 * for where the row stood when the finger came down. The limit is the first card beyond where the
 * finger let go in the swipe's direction, and at least the card next to the starting one; null
 * when the finger did not move the row.
 */
export function swipeLimit(cards: readonly number[], start: number): { direction: 1 | -1; offset: number } | null {
  if (Math.abs(start) < 1) return null;
  // The row moved right (start < 0: the old middle is now to the left), so the swipe is forward.
  const direction = start < 0 ? 1 : -1;
  const ahead = cards.filter((offset) => offset * direction >= -0.5 && (offset - start) * direction >= 1).sort((a, b) => (a - b) * direction);
  return ahead.length ? { direction, offset: ahead[0]! } : null;
}
