'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, useEffect, useState, type ComponentType, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { Testimonial } from '@/content/testimonials';
import { CARD_NARROW, CARD_WIDE, CAROUSEL_HEIGHT, CENTRE_EXTRA, centreOn, positionOf, rotate } from '@/lib/home/carousel';
import { earlyAction } from '@/lib/browser/early-actions';
import { useEarlyActions } from '@/components/ui/useEarlyActions';
import { useNearViewport } from '@/components/ui/useNearViewport';
import { TestimonialCard, type CardFaceComponent } from './TestimonialCard';

type Item = Testimonial & { order: number };

type DeckKit = { Layer: ComponentType<{ children: ReactNode }>; Face: CardFaceComponent };
const loadDeckMotion = () => import('./deck-motion').then((module): DeckKit => ({ Layer: module.DeckMotion, Face: module.CardFace }));

const navButton =
  'grid size-12 place-items-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:border-brand-500 hover:bg-brand-600 hover:text-white';

/**
 * The testimonial deck. It is pre-rendered in place and sized by CSS (TestimonialCard), so
 * the server's deck is the one every screen keeps; previous, next and a tap on a side card
 * rotate it. A tap before this code runs is carried out when it does (early actions). Cards
 * slide by CSS transitions; once the deck nears the screen it fetches its animation
 * (deck-motion.tsx), which fades the card that leaves an end and the one that joins the other.
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const [list, setList] = useState<Item[]>(() => items.map((item, order) => ({ ...item, order })));
  const [moved, setMoved] = useState(false);
  // Without it (not near yet, or a failed fetch) cards simply appear and go.
  const [motion, setMotion] = useState<DeckKit | null>(null);
  // The portraits wait, like the client logos (ClientsStrip), until the deck nears the screen.
  const { ref: deck, near } = useNearViewport<HTMLDivElement>();
  const centre = list.find((_, index) => positionOf(index, list.length) === 0)!;

  useEffect(() => {
    if (!near || motion) return;
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

  const move = (steps: number) => {
    if (!steps) return;
    setList((current) => rotate(current, steps));
    setMoved(true);
  };
  const select = (tempId: number) => {
    setList((current) => centreOn(current, tempId));
    setMoved(true);
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

  const sizes = { '--card-narrow': `${CARD_NARROW}px`, '--card-wide': `${CARD_WIDE}px`, '--centre-extra': `${CENTRE_EXTRA}px`, height: CAROUSEL_HEIGHT } as CSSProperties;

  return (
    <div onKeyDown={onKeyDown}>
      <div
        ref={deck}
        // The card size is 290 px below 640 px (Tailwind's sm) and 365 px from there up.
        className="relative w-full overflow-hidden [--card-size:var(--card-narrow)] supports-[overflow:clip]:overflow-clip sm:[--card-size:var(--card-wide)]"
        style={sizes}
        role="group"
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        data-testid="testimonials-deck"
      >
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
        <div className="pointer-events-none absolute inset-x-0 bottom-6 z-[60] flex items-center justify-center gap-3 [&>button]:pointer-events-auto">
          <button type="button" onClick={() => move(-1)} aria-label="Previous testimonial" {...earlyAction('testimonials', 'previous')} className={navButton}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" onClick={() => move(1)} aria-label="Next testimonial" {...earlyAction('testimonials', 'next')} className={navButton}>
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
