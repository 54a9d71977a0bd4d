import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { StarRating } from '@/components/ui/StarRating';
import type { Testimonial } from '@/content/testimonials';
import { earlyAction } from '@/components/first-paint/early-actions';
import { cardPlacement } from '@/lib/home/carousel';

/** What draws a card's face: a plain div, or one that animates in and out (deck-motion.tsx). */
export type CardFaceComponent = 'div' | ComponentType<{ className?: string; style?: CSSProperties; children?: ReactNode; 'data-testid'?: string }>;

/**
 * One card of the deck. Its place comes from its position alone, handed to CSS as custom
 * properties, and its size from the deck's `--card-size`, so the same markup fits every
 * screen (`.deck-card` in app/globals.css): fanned out from 640 px, a row to swipe through
 * below. Side cards are a pointer shortcut (tap to centre); keyboard and screen-reader users
 * move with the buttons and arrow keys, so only the centre card is exposed to assistive
 * technology.
 */
export function TestimonialCard({
  item,
  position,
  near,
  Face,
  onSelect,
}: {
  item: Testimonial;
  position: number;
  near: boolean;
  Face: CardFaceComponent;
  onSelect: () => void;
}) {
  const { isCentre, side, y, zIndex } = cardPlacement(position);
  const name = item.by.split(',')[0] ?? item.by;
  return (
    <div
      onClick={isCentre ? undefined : onSelect}
      {...(isCentre ? {} : earlyAction('testimonials', `select:${item.tempId}`))}
      aria-hidden={!isCentre}
      data-testid="testimonial-card"
      data-centre={isCentre || undefined}
      data-position={position}
      className="deck-card"
      style={{ '--pos': position, '--side': side, '--y': `${y}px`, zIndex } as CSSProperties}
    >
      <Face className="deck-face" data-testid="testimonial-face">
        <figure>
          <div>
            {/* eslint-disable-next-line @next/next/no-img-element -- static export: generated SVG portrait */}
            <img src={item.imgSrc} alt="" width={48} height={48} loading={near ? 'eager' : 'lazy'} />
            <StarRating stars={item.stars} tone={isCentre ? 'dark' : 'light'} />
          </div>
          <blockquote>“{item.testimonial}”</blockquote>
          <figcaption>
            — <b>{name}</b>
            {item.by.slice(name.length)}
          </figcaption>
        </figure>
      </Face>
    </div>
  );
}
