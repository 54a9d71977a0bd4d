'use client';

import type { ReactNode } from 'react';
import { useScrolled } from '@/components/layout/useScrolled';

/** The only stateful part of the header: see-through at the top, opaque after 10 px of scroll. */
export function HeaderFrame({ topStrip, children }: { topStrip: ReactNode; children: ReactNode }) {
  const scrolled = useScrolled();
  return (
    // .site-header in app/globals.css: see-through at the top, opaque once data-scrolled is true.
    <header data-scrolled={scrolled ? 'true' : 'false'} className="site-header">
      {/* Folded away once scrolled, and out of reach whenever it is not fully open (.strip-fold in app/globals.css). */}
      <div className="strip-fold" data-folded={scrolled ? '' : undefined}>
        {topStrip}
      </div>
      {children}
    </header>
  );
}
