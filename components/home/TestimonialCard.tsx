import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { StarRating } from '@/components/ui/StarRating';
import type { Testimonial } from '@/content/testimonials';
import { earlyAction } from '@/lib/browser/early-actions';
import { cn } from '@/lib/cn';
import { cardPlacement } from '@/lib/home/carousel';

/** What draws a card's face: a plain div, or one that animates in and out (deck-motion.tsx). */
export type CardFaceComponent = 'div' | ComponentType<{ className?: string; style?: CSSProperties; children?: ReactNode }>;

const CUT = 40;
const clipPath = `polygon(${CUT}px 0%, calc(100% - ${CUT}px) 0%, 100% ${CUT}px, 100% 100%, calc(100% - ${CUT}px) 100%, ${CUT}px 100%, 0 100%, 0 0)`;

/**
 * One card of the deck. Its place comes from its position alone and its size from the deck's
 * `--card-size` (set by CSS for the viewport), so the same markup fits every screen:
 * x = size / 1.5 × position ± half the centre card's extra width (cardOffsetX). Side cards
 * are a pointer shortcut (tap to centre); keyboard and screen-reader users move with the
 * buttons and arrow keys, so only the centre card is exposed to assistive technology.
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
  const { isCentre, side, y, rotate, zIndex } = cardPlacement(position);
  const name = item.by.split(',')[0];
  return (
    <div
      onClick={isCentre ? undefined : onSelect}
      {...(isCentre ? {} : earlyAction('testimonials', `select:${item.tempId}`))}
      aria-hidden={!isCentre}
      data-testid="testimonial-card"
      data-centre={isCentre || undefined}
      className={cn('absolute top-1/2 left-1/2 transition-[transform,width,height] duration-500 ease-in-out', !isCentre && 'cursor-pointer')}
      style={{
        width: isCentre ? 'calc(var(--card-size) + var(--centre-extra))' : 'var(--card-size)',
        height: 'var(--card-size)',
        zIndex,
        transform: `translate(-50%, -50%) translateX(calc(var(--card-size) / 1.5 * ${position} + var(--centre-extra) / 2 * ${side})) translateY(${y}px) rotate(${rotate}deg)`,
      }}
    >
      <Face
        className={cn(
          'relative flex size-full flex-col justify-between border-2 p-6 transition-colors duration-500 sm:p-8',
          isCentre ? 'border-brand-600 bg-brand-700 text-white' : 'border-slate-200 bg-white text-ink hover:border-brand-300',
        )}
        style={{ clipPath, boxShadow: isCentre ? '0 8px 0 4px rgb(42 55 184 / 0.25)' : 'none' }}
      >
        <span
          aria-hidden="true"
          className={cn('absolute top-0 right-0 block h-0.5 origin-top-right rotate-45', isCentre ? 'bg-brand-400' : 'bg-slate-200')}
          style={{ width: Math.SQRT2 * CUT, right: -2, top: CUT - 2 }}
        />
        <figure className="flex h-full flex-col overflow-hidden">
          <div className="flex items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- static export: generated SVG portrait */}
            <img src={item.imgSrc} alt="" width={48} height={48} loading={near ? 'eager' : 'lazy'} className="size-10 rounded-full bg-slate-100 object-cover sm:size-12" />
            <StarRating stars={item.stars} tone={isCentre ? 'dark' : 'light'} />
          </div>
          <blockquote className={cn('mt-4 text-sm leading-6 font-medium sm:mt-5 sm:text-base sm:leading-7', isCentre ? 'text-white' : 'text-ink')}>
            “{item.testimonial}”
          </blockquote>
          <figcaption className={cn('mt-auto pt-4 text-sm', isCentre ? 'text-brand-100' : 'text-slate-600')}>
            — <span className="font-semibold">{name}</span>
            {item.by.slice(name?.length ?? 0)}
          </figcaption>
        </figure>
      </Face>
    </div>
  );
}
