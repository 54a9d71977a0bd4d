'use client';

import { useEffect, useRef } from 'react';
import { earlyActionStore, releaseEarlyActions, takeEarlyActions } from '@/components/first-paint/early-actions';

/**
 * Carries out, once this island has started, the taps made on its `data-early-action`
 * controls before it had (early-actions.ts), then lets its own handlers answer.
 * `run` gets each recorded action in order; it may change between renders. A null scope
 * waits: the island is there but cannot answer yet.
 */
export function useEarlyActions(scope: string | null, run: (action: string) => void) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (scope === null) return;
    const store = earlyActionStore(window);
    for (const action of takeEarlyActions(store, scope)) latest.current(action);
    return () => releaseEarlyActions(store, scope);
  }, [scope]);
}
