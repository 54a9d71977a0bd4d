'use client';

import type { ReactNode } from 'react';
import { useScrolled } from '@/components/layout/useScrolled';
import { cn } from '@/lib/cn';

/** The only stateful part of the header: see-through at the top, opaque after 10 px of scroll. */
export function HeaderFrame({ topStrip, children }: { topStrip: ReactNode; children: ReactNode }) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        // At the top it lets the hero's glow through, but keeps a dark ground of its own, so its
        // light text never depends on what a page puts under it.
        scrolled ? 'bg-night/95 shadow-lg shadow-night/30 backdrop-blur-md' : 'bg-night/80',
      )}
    >
      {/* Folded away once scrolled, and out of reach whenever it is not fully open (.strip-fold in app/globals.css). */}
      <div className="strip-fold" data-folded={scrolled ? '' : undefined}>
        {topStrip}
      </div>
      {children}
    </header>
  );
}
