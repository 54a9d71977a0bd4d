'use client';

import { useEffect, useRef, useState } from 'react';

/** How far ahead of the screen below-the-fold work starts: a phone screen of scrolling, or so. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/**
 * Whether the element behind `ref` has come within NEAR_VIEWPORT_MARGIN of the screen (it
 * stays true from then on). For work that should not compete with the page's first load
 * but must be done before the visitor reaches it. A browser without IntersectionObserver
 * counts as near at once.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const arrive = () => setNear(true);
    if (!('IntersectionObserver' in window)) return void queueMicrotask(arrive);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && arrive(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
