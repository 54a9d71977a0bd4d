'use client';

import { cloneElement, useRef, type ReactElement, type ReactNode, type Ref } from 'react';
import dynamic from 'next/dynamic';
import { useDeferredDialog } from '@/components/ui/useDeferredDialog';

// The modal (Radix Dialog: focus trap, scroll lock) is fetched when first opened.
const MediaDialogPanel = dynamic(() => import('./MediaDialogPanel'), { ssr: false });

type TriggerProps = { onClick?: () => void; ref?: Ref<HTMLButtonElement>; 'aria-haspopup'?: 'dialog' };

/** The portfolio viewer and video player: a trigger button, and the modal on demand. */
export function MediaDialog({
  trigger,
  title,
  description,
  children,
  footer,
}: {
  trigger: ReactElement<TriggerProps>;
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialog = useDeferredDialog(triggerRef);
  return (
    <>
      {cloneElement(trigger, { onClick: dialog.show, ref: triggerRef, 'aria-haspopup': 'dialog' })}
      {dialog.requested && (
        <MediaDialogPanel
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          returnFocus={dialog.returnFocus}
          title={title}
          description={description}
          footer={footer}
        >
          {children}
        </MediaDialogPanel>
      )}
    </>
  );
}
