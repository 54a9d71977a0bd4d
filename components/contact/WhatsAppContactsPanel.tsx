'use client';
/** The Radix dialog behind "Chat on WhatsApp", loaded on first open by WhatsAppContactsDialog. */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeferredDialogFrame, type DeferredDialogProps } from '@/components/ui/DeferredDialogFrame';

export type ContactsDialogTexts = { label: string; description: string; title: string; dialogDescription: string };

export default function WhatsAppContactsPanel({
  texts,
  open,
  onOpenChange,
  returnFocus,
  children,
}: {
  texts: ContactsDialogTexts;
  children: ReactNode;
} & DeferredDialogProps) {
  return (
    <DeferredDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      overlayClassName="fixed inset-0 z-[90] bg-night/60 backdrop-blur-sm"
      contentClassName="fixed inset-x-4 top-1/2 z-[95] mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
    >
      <Dialog.Title className="pr-10 text-xl font-bold text-ink">{texts.title}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600">{texts.dialogDescription}</Dialog.Description>
      {/* A click that reaches a link is a choice: the chat opens in its tab and the dialog closes. */}
      <div onClick={(event) => (event.target as Element).closest('a') && onOpenChange(false)}>{children}</div>
      <Dialog.Close className="absolute top-5 right-5 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-ink">
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Close</span>
      </Dialog.Close>
    </DeferredDialogFrame>
  );
}
