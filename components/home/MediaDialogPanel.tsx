'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeferredDialogFrame, type DeferredDialogProps } from '@/components/ui/DeferredDialogFrame';

/**
 * The shared modal for the portfolio viewer and the video player: focus moves in and is
 * trapped while open, Escape and the close button return it to the trigger. Loaded on
 * first open by MediaDialog.
 */
export default function MediaDialogPanel({
  title,
  description,
  children,
  footer,
  open,
  onOpenChange,
  returnFocus,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
} & DeferredDialogProps) {
  return (
    <DeferredDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      overlayClassName="fixed inset-0 z-[80] bg-night/80 backdrop-blur-sm"
      contentClassName="fixed top-1/2 left-1/2 z-[90] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div>
          <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-0.5 text-sm text-slate-600">{description}</Dialog.Description>
        </div>
        <Dialog.Close
          className="grid size-10 shrink-0 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-auto bg-slate-50">{children}</div>
      {footer && <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 px-5 py-4 sm:px-6">{footer}</div>}
    </DeferredDialogFrame>
  );
}
