import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';

/** A rating out of five (testimonials, client quotes); the drawing is `.star-rating` in globals.css. */
export function StarRating({ stars, tone = 'light', className }: { stars: number; tone?: 'light' | 'dark'; className?: string }) {
  const clamped = Math.min(5, Math.max(0, Math.round(stars)));
  return (
    <span
      role="img"
      aria-label={`${clamped} out of 5 stars`}
      className={cn('star-rating', tone === 'dark' && '[--star-off:rgb(255_255_255/0.4)]', className)}
      style={{ '--stars': clamped } as CSSProperties}
    />
  );
}
