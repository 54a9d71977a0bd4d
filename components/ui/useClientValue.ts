'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (local storage, a media query, the visitor's clock or
 * locale), for a component the server has already rendered with `serverValue`.
 *
 * `useSyncExternalStore` would do the same, but when the browser's value differs from the
 * server's it re-renders synchronously inside the hydration commit, which on the home page
 * turned a 16 ms commit into one 38 ms main-thread task (the testimonial deck's narrow
 * layout on phones, the consent banner). Here hydration renders `serverValue`, and the
 * browser's value follows as a transition: React renders it in interruptible slices, and a
 * visitor's tap in between is handled first. Later changes arrive the same way.
 *
 * `subscribe` and `read` must keep their identity between renders (module-level functions,
 * or `useCallback`), or the store is re-read on every render.
 */
export function useClientValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}

/** The `subscribe` for values that never change while the page is open (locale, feature support, the URL of a static 404); also serves `useSyncExternalStore`. */
export const noSubscription = () => () => {};
