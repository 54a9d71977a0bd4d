'use client';

import { useSyncExternalStore } from 'react';
import { isScrolled } from '@/lib/navigation';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** Whether the page has scrolled past the header threshold; false while pre-rendering. */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, () => isScrolled(window.scrollY), () => false);
}
