'use client';

import { useState, type RefObject } from 'react';

/**
 * State for a dialog whose code loads on first open: `requested` turns true once, so the
 * (lazily imported) dialog mounts only after the visitor has asked for it; focus goes
 * back to the trigger when it closes.
 */
export function useDeferredDialog(trigger: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return {
    open,
    requested,
    show: () => {
      setRequested(true);
      setOpen(true);
    },
    setOpen,
    returnFocus: () => trigger.current?.focus(),
  };
}
