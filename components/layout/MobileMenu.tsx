'use client';

import { useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';

// The dialog (Radix, focus trap, scroll lock) costs ~10 KiB: fetched on first open only.
const MobileMenuPanel = dynamic(() => import('@/components/layout/MobileMenuPanel'), { ssr: false });

/** The menu button for small screens; the panel it opens loads on demand. */
export function MobileMenu({ icon }: { icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-full text-white transition hover:bg-white/10 lg:hidden"
      >
        {icon}
      </button>
      {requested && <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={() => button.current?.focus()} />}
    </>
  );
}
