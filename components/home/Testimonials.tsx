'use client';

import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { Testimonial } from '@/content/testimonials';
import { CARD_NARROW, CARD_WIDE, CAROUSEL_HEIGHT, CENTRE_EXTRA, WIDE_BREAKPOINT, centreOn, nearestToMiddle, positionOf, rotate, swipeLimit } from '@/lib/home/carousel';
import { earlyAction } from '@/components/first-paint/early-actions';
import { useEarlyActions } from '@/components/first-paint/useEarlyActions';
import { useNearViewport } from '@/components/ui/useNearViewport';
import { TestimonialCard, type CardFaceComponent } from './TestimonialCard';

type Item = Testimonial & { order: number };

type DeckKit = { Layer: ComponentType<{ children: ReactNode }>; Face: CardFaceComponent };
const loadDeckMotion = () => import('./deck-motion').then((module): DeckKit => ({ Layer: module.DeckMotion, Face: module.CardFace }));

/** Below 640 px the deck is a row the visitor swipes (`.deck-track` in app/globals.css). */
const isRow = () => !window.matchMedia(`(min-width: ${WIDE_BREAKPOINT}px)`).matches;
const behaviour = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');

/** The track's scroll offset that puts `card` in its middle. */
const offsetToMiddle = (track: HTMLElement, card: Element) => {
  const box = card.getBoundingClientRect();
  const frame = track.getBoundingClientRect();
  return box.left + box.width / 2 - (frame.left + frame.width / 2);
};

/**
 * The testimonial deck, pre-rendered in place and laid out by CSS, so the server's deck is the
 * one every screen keeps. From 640 px the cards fan out and previous, next and a tap on a side
 * card rotate them (CSS transitions; once the deck nears the screen it fetches its animation,
 * deck-motion.tsx, which fades the card that leaves an end and the one that joins the other).
 * Below 640 px they are a row the visitor swipes, one card in view, which needs no script:
 * when a swipe settles on a card, the list rotates so that card is the centre, and the row
 * is put back around it, so the row never ends. Previous and next scroll the row by a card.
 * A tap before this code runs is carried out when it does (early actions).
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const [list, setList] = useState<Item[]>(() => items.map((item, order) => ({ ...item, order })));
  const [moved, setMoved] = useState(false);
  // Without it (not near yet, a phone's row, or a failed fetch) cards simply appear and go.
  const [motion, setMotion] = useState<DeckKit | null>(null);
  // The portraits wait, like the client logos (ClientsStrip), until the deck nears the screen.
  const { ref: deck, near } = useNearViewport<HTMLDivElement>();
  const track = useRef<HTMLDivElement>(null);
  const centre = list.find((_, index) => positionOf(index, list.length) === 0)!;

  useEffect(() => {
    if (!near || motion || isRow()) return;
    let current = true;
    loadDeckMotion().then(
      (kit) => current && setMotion(kit),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [near, motion]);
  const Layer = motion?.Layer ?? Fragment;

  const rotateBy = (steps: number) => {
    if (!steps) return;
    setList((current) => rotate(current, steps));
    setMoved(true);
  };

  // In the row, the centre card is kept in the middle of the track, before the browser paints.
  const placed = useRef(false);
  useLayoutEffect(() => {
    const row = track.current;
    const card = row?.querySelector('[data-centre]');
    if (!row || !card || !isRow()) return;
    if (!placed.current) {
      placed.current = true;
      // The browser places the row itself (scroll-initial-target); a row already scrolled was
      // swiped before this code ran, and that swipe is the visitor's to keep (settled below).
      if (row.scrollLeft !== 0) return;
    }
    row.scrollLeft += offsetToMiddle(row, card);
  }, [list]);

  // When a swipe (or a scroll by the buttons) settles on another card, that card becomes the centre.
  useEffect(() => {
    const row = track.current;
    if (!row) return;
    let timer = 0;
    // Where the row stood when a finger came down, and how far it may go once it lifts.
    let startLeft = 0;
    let limit: { direction: 1 | -1; left: number } | null = null;
    const cards = () => [...row.querySelectorAll<HTMLElement>('[data-position]')];
    const offsets = (list: HTMLElement[]) => list.map((card) => offsetToMiddle(row, card));
    const settle = () => {
      window.clearTimeout(timer);
      // The cards are about to be put back around the new centre, which moves every offset.
      limit = null;
      if (!isRow()) return;
      const inRow = cards();
      const nearest = inRow[nearestToMiddle(offsets(inRow))];
      const steps = Number(nearest?.dataset.position ?? 0);
      if (steps) rotateBy(steps);
    };
    // The row has settled when it has not moved for a moment. Not on scrollend: a fling can end
    // while the browser's snap is still under way, and rotating the cards then lets the snap
    // carry the row one card further than the visitor swiped.
    // Nor while a finger rests on the row mid-swipe.
    let touching = false;
    const onScroll = () => {
      window.clearTimeout(timer);
      if (limit && (row.scrollLeft - limit.left) * limit.direction > 0.5) row.scrollTo({ left: limit.left, behavior: behaviour() });
      if (!touching) timer = window.setTimeout(settle, 150);
    };
    const onTouch = (event: TouchEvent) => {
      const wasTouching = touching;
      touching = event.touches.length > 0;
      if (touching && !wasTouching) {
        startLeft = row.scrollLeft;
        limit = null;
      } else if (!touching && wasTouching && isRow()) {
        const found = swipeLimit(offsets(cards()), startLeft - row.scrollLeft);
        limit = found && { direction: found.direction, left: row.scrollLeft + found.offset };
      }
      onScroll();
    };
    row.addEventListener('scroll', onScroll, { passive: true });
    for (const type of ['touchstart', 'touchend', 'touchcancel'] as const) row.addEventListener(type, onTouch, { passive: true });
    // A swipe that ended before this code ran is taken up now.
    settle();
    return () => {
      window.clearTimeout(timer);
      row.removeEventListener('scroll', onScroll);
      for (const type of ['touchstart', 'touchend', 'touchcancel'] as const) row.removeEventListener(type, onTouch);
    };
  }, []);

  const move = (steps: number) => {
    const row = track.current;
    const card = row?.querySelector(`[data-position="${steps}"]`);
    if (row && card && isRow()) row.scrollBy({ left: offsetToMiddle(row, card), behavior: behaviour() });
    else rotateBy(steps);
  };
  const select = (tempId: number) => {
    const index = list.findIndex((item) => item.tempId === tempId);
    if (index < 0) return;
    if (isRow()) move(positionOf(index, list.length));
    else {
      setList((current) => centreOn(current, tempId));
      setMoved(true);
    }
  };

  useEarlyActions('testimonials', (action) => {
    if (action === 'next') move(1);
    else if (action === 'previous') move(-1);
    else if (action.startsWith('select:')) select(Number(action.slice('select:'.length)));
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  const sizes = {
    '--card-narrow': `${CARD_NARROW}px`,
    '--card-wide': `${CARD_WIDE}px`,
    '--centre-extra': `${CENTRE_EXTRA}px`,
    '--deck-height': `${CAROUSEL_HEIGHT}px`,
  } as CSSProperties;

  return (
    <div onKeyDown={onKeyDown}>
      <div ref={deck} className="deck" style={sizes} role="group" aria-roledescription="carousel" aria-label="Client testimonials" data-testid="testimonials-deck">
        {/* Focusable: on a phone the row scrolls with the arrow keys, and everywhere they move the deck. */}
        <div ref={track} className="deck-track" tabIndex={0}>
          <Layer>
            {list.map((item, index) => (
              <TestimonialCard
                key={item.tempId}
                item={item}
                position={positionOf(index, list.length)}
                near={near}
                Face={motion?.Face ?? 'div'}
                onSelect={() => select(item.tempId)}
              />
            ))}
          </Layer>
        </div>
        <div className="deck-nav">
          <button type="button" onClick={() => move(-1)} aria-label="Previous testimonial" {...earlyAction('testimonials', 'previous')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" onClick={() => move(1)} aria-label="Next testimonial" {...earlyAction('testimonials', 'next')}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="testimonial-status">
        {moved ? `Testimonial ${centre.order + 1} of ${list.length}, from ${centre.by}: ${centre.testimonial}` : ''}
      </p>
    </div>
  );
}
