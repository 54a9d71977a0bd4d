/** @jest-environment node */
import fc from 'fast-check';
import { testimonials } from '@/content/testimonials';
import { cardGeometry, cardOffsetX, cardPlacement, cardSizeFor, centreIndex, centreOn, nearestToMiddle, positionOf, rotate, stepsToCentre, swipeLimit } from '@/lib/home/carousel';

describe('carousel geometry', () => {
  it('uses 365 px cards from 640 px up and 290 px below', () => {
    expect(cardSizeFor(639)).toBe(290);
    expect(cardSizeFor(640)).toBe(365);
    expect(cardSizeFor(390)).toBe(290);
    expect(cardSizeFor(1280)).toBe(365);
  });

  it('makes the centre card 80 px wider, raised and upright', () => {
    expect(cardGeometry(0, 1280)).toMatchObject({ isCentre: true, width: 445, height: 365, x: 0, y: -65 });
    expect(cardGeometry(0, 390)).toMatchObject({ isCentre: true, width: 370, height: 290 });
  });

  it('alternates the side cards up and down, upright like every card of the site', () => {
    expect(cardGeometry(1, 1280)).toMatchObject({ width: 365, y: 15 });
    expect(cardGeometry(-2, 1280)).toMatchObject({ width: 365, y: -15 });
    expect(cardGeometry(1, 1280)).not.toHaveProperty('rotate');
    expect(cardGeometry(-1, 1280).x).toBeCloseTo(-(365 / 1.5) - 40);
  });

  it('places the 14 cards at positions -7..6 with index 7 in the centre', () => {
    expect(Array.from({ length: 14 }, (_, i) => positionOf(i, 14))).toEqual([-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6]);
    expect(centreIndex(14)).toBe(7);
    expect(positionOf(centreIndex(5), 5)).toBe(0);
  });

  it('places a card the same at every viewport width, apart from its size', () => {
    for (const position of [-7, -2, -1, 0, 1, 4]) {
      const { width, height, x, ...placement } = cardGeometry(position, 390);
      expect(placement).toEqual(cardPlacement(position));
      expect(x).toBe(cardOffsetX(position, height));
      expect(width).toBe(position === 0 ? height + 80 : height);
    }
    expect(cardPlacement(-3).side).toBe(-1);
    expect(cardPlacement(0).side).toBe(0);
  });

  it('puts the centre card on top', () => {
    expect(cardGeometry(0, 390).zIndex).toBeGreaterThan(cardGeometry(1, 390).zIndex);
    expect(cardGeometry(1, 390).zIndex).toBeGreaterThan(cardGeometry(-3, 390).zIndex);
  });
});

describe('carousel rotation', () => {
  const list = testimonials.map((t) => ({ ...t }));

  it('next moves the first item to the end with a fresh tempId', () => {
    const next = rotate(list, 1);
    expect(next[13]!.by).toBe(list[0]!.by);
    expect(next[0]!.by).toBe(list[1]!.by);
    expect(next[13]!.tempId).not.toBe(list[0]!.tempId);
  });

  it('previous moves the last item to the front', () => {
    const previous = rotate(list, -1);
    expect(previous[0]!.by).toBe(list[13]!.by);
    expect(previous[1]!.by).toBe(list[0]!.by);
  });

  it('clicking a card brings it to the centre', () => {
    for (let index = 0; index < list.length; index++) {
      const moved = rotate(list, stepsToCentre(index, list.length));
      expect(moved[centreIndex(list.length)]!.by).toBe(list[index]!.by);
    }
  });

  it('centres a card by its tempId, and leaves the deck alone for one that is gone', () => {
    const moved = centreOn(list, list[2]!.tempId);
    expect(moved[centreIndex(list.length)]!.by).toBe(list[2]!.by);
    expect(centreOn(list, -1).map((item) => item.by)).toEqual(list.map((item) => item.by));
  });

  it('keeps every item exactly once with unique tempIds, whatever the moves', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 12 }), (moves) => {
        let current = list;
        for (const steps of moves) current = rotate(current, steps);
        expect(current.map((t) => t.by).sort()).toEqual(list.map((t) => t.by).sort());
        expect(new Set(current.map((t) => t.tempId)).size).toBe(list.length);
      }),
    );
  });

  it('a move forward then back restores the order', () => {
    const back = rotate(rotate(list, 3), -3);
    expect(back.map((t) => t.by)).toEqual(list.map((t) => t.by));
  });
});

describe('the row on a phone', () => {
  it('finds the card a swipe came to rest on: the one nearest the middle, either side', () => {
    expect(nearestToMiddle([-692, -346, 3, 349])).toBe(2);
    expect(nearestToMiddle([-400, -20, 326])).toBe(1);
    expect(nearestToMiddle([150, 500])).toBe(0);
    expect(nearestToMiddle([])).toBe(-1);
  });

  // Cards 346 px apart; offsets are from the row's middle when the finger lifts, `start` is where the row stood.
  describe('one card per swipe', () => {
    const cardsAround = (start: number) => [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((n) => start + n * 346);

    it('stops a forward swipe at the next card, however far past halfway the finger let go', () => {
      expect(swipeLimit(cardsAround(-272), -272)).toEqual({ direction: 1, offset: 74 });
      expect(swipeLimit(cardsAround(-100), -100)).toEqual({ direction: 1, offset: 246 });
    });

    it('stops a backward swipe at the card before', () => {
      expect(swipeLimit(cardsAround(272), 272)).toEqual({ direction: -1, offset: -74 });
    });

    it('lets the finger itself drag past a card, and stops at the first card beyond it', () => {
      expect(swipeLimit(cardsAround(-400), -400)).toEqual({ direction: 1, offset: 292 });
      // Let go exactly on the next card: that card is the limit.
      expect(swipeLimit(cardsAround(-346), -346)).toEqual({ direction: 1, offset: 0 });
    });

    it('sets no limit when the finger did not move the row', () => {
      expect(swipeLimit(cardsAround(0.3), 0.3)).toBeNull();
    });

    it('never lets a swipe travel more than one card beyond where the finger let go', () => {
      fc.assert(
        fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }).filter((start) => Math.abs(start) >= 1), (start) => {
          const limit = swipeLimit(cardsAround(start), start)!;
          expect(limit.direction).toBe(start < 0 ? 1 : -1);
          expect(limit.offset * limit.direction).toBeGreaterThanOrEqual(-0.5);
          expect(limit.offset * limit.direction).toBeLessThanOrEqual(346);
          expect((limit.offset - start) * limit.direction).toBeGreaterThanOrEqual(1);
        }),
      );
    });
  });
});
