'use client';

import { useRef, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useDeferredDialog } from '@/components/ui/useDeferredDialog';

// The dialog (Radix, focus trap, scroll lock) costs ~10 KiB: fetched on first open only.
const MobileMenuPanel = dynamic(() => import('@/components/layout/MobileMenuPanel'), { ssr: false });

/** The menu button for small screens; the panel it opens loads on demand. */
export function MobileMenu({ icon }: { icon: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useDeferredDialog(button);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onClick={dialog.show}
        className="grid size-11 place-items-center rounded-full text-white transition hover:bg-white/10 lg:hidden"
      >
        {icon}
      </button>
      {dialog.requested && <MobileMenuPanel open={dialog.open} onOpenChange={dialog.setOpen} returnFocus={dialog.returnFocus} />}
    </>
  );
}
