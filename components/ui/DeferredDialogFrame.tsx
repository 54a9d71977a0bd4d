'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export type DeferredDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void };

/**
 * The Radix frame of a dialog loaded on first open (see useDeferredDialog). Its trigger
 * lives outside this Root, in the page's initial code, so Radix cannot find it to give
 * focus back; on close, focus goes to the trigger through `returnFocus` instead.
 */
export function DeferredDialogFrame({
  open,
  onOpenChange,
  returnFocus,
  overlayClassName,
  contentClassName,
  children,
}: DeferredDialogProps & { overlayClassName: string; contentClassName: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClassName} />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className={contentClassName}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
