'use client';

import type { ReactNode } from 'react';
import { useScrolled } from '@/components/layout/useScrolled';
import { cn } from '@/lib/cn';

/** The only stateful part of the header: transparent at the top, opaque after 10 px of scroll. */
export function HeaderFrame({ topStrip, children }: { topStrip: ReactNode; children: ReactNode }) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        scrolled ? 'bg-night/95 shadow-lg shadow-night/30 backdrop-blur-md' : 'bg-transparent',
      )}
    >
      {/* Folded away once scrolled, and then out of reach too (invisible), so no link hides under the bar. */}
      <div className={cn('overflow-hidden transition-[max-height,visibility] duration-300', scrolled ? 'invisible max-h-0' : 'max-h-10')}>{topStrip}</div>
      {children}
    </header>
  );
}
