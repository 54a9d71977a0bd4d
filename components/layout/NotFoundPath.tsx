'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { noSubscription } from '@/components/ui/noSubscription';

const readPath = () => window.location.pathname + window.location.search;

/** The static 404 page cannot know the path at build time; it is read in the browser. */
export function NotFoundPath() {
  const path = useSyncExternalStore(noSubscription, readPath, () => null);
  useEffect(() => {
    console.warn(`404: page not found: ${readPath()}`);
  }, []);
  return (
    <p className="mt-4 font-mono text-sm break-all text-brand-100" data-testid="attempted-path">
      {path ?? '\u00a0'}
    </p>
  );
}
