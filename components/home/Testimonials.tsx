'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import type { Testimonial } from '@/content/testimonials';
import { CAROUSEL_HEIGHT, WIDE_BREAKPOINT, cardGeometry, positionOf, rotate } from '@/lib/home/carousel';
import { useClientValue } from '@/components/ui/useClientValue';
import { useNearViewport } from '@/components/ui/useNearViewport';
import { TestimonialCard } from './TestimonialCard';

type Item = Testimonial & { order: number };

const WIDE_QUERY = `(min-width: ${WIDE_BREAKPOINT}px)`;
function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** 1280 stands for "wide" and 390 for "narrow"; only the 640 px breakpoint matters. */
const viewportClass = () => (window.matchMedia(WIDE_QUERY).matches ? 1280 : 390);
const useViewportClass = () => useClientValue(subscribe, viewportClass, 1280);

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const [list, setList] = useState<Item[]>(() => items.map((item, order) => ({ ...item, order })));
  const [announcement, setAnnouncement] = useState('');
  const viewport = useViewportClass();
  // The portraits wait, like the client logos (ClientsStrip), until the deck nears the screen.
  const { ref: deck, near } = useNearViewport<HTMLDivElement>();
  const total = list.length;

  const move = useCallback(
    (steps: number) => {
      if (!steps) return;
      const next = rotate(list, steps);
      const centre = next.find((_, index) => positionOf(index, next.length) === 0)!;
      setList(next);
      setAnnouncement(`Testimonial ${centre.order + 1} of ${total}, from ${centre.by}: ${centre.testimonial}`);
    },
    [list, total],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  const geometry = useMemo(() => list.map((_, index) => cardGeometry(positionOf(index, list.length), viewport)), [list, viewport]);

  return (
    <div onKeyDown={onKeyDown}>
      <div
        ref={deck}
        className="relative w-full overflow-hidden supports-[overflow:clip]:overflow-clip"
        style={{ height: CAROUSEL_HEIGHT }}
        role="group"
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        data-testid="testimonials-deck"
      >
        {list.map((item, index) => (
          <TestimonialCard
            key={item.tempId}
            item={item}
            geometry={geometry[index]!}
            near={near}
            onSelect={() => move(positionOf(index, list.length))}
          />
        ))}
        <div className="pointer-events-none absolute inset-x-0 bottom-6 z-[60] flex items-center justify-center gap-3 [&>button]:pointer-events-auto">
          <button
            type="button"
            onClick={() => move(-1)}
            aria-label="Previous testimonial"
            className="grid size-12 place-items-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:border-brand-500 hover:bg-brand-600 hover:text-white"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => move(1)}
            aria-label="Next testimonial"
            className="grid size-12 place-items-center rounded-full border border-slate-300 bg-white text-ink transition-colors hover:border-brand-500 hover:bg-brand-600 hover:text-white"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="testimonial-status">
        {announcement}
      </p>
    </div>
  );
}
