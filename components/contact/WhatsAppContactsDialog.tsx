'use client';
/** Quick action "Chat on WhatsApp": a dialog listing the team contacts; choosing one closes it. */
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronRight, MessageCircle, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';

type Texts = { label: string; description: string; title: string; dialogDescription: string };

/** The contact links arrive rendered from the server; choosing one (any link) closes the dialog. */
export function WhatsAppContactsDialog({ className, texts, children }: { className?: string; texts: Texts; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className}>
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-whatsapp text-white">
          <MessageCircle aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1 text-left">
          <span className="block font-semibold text-ink">{texts.label}</span>
          <span className="block text-sm text-slate-600">{texts.description}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-night/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-[95] mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8">
          <Dialog.Title className="pr-10 text-xl font-bold text-ink">{texts.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600">{texts.dialogDescription}</Dialog.Description>
          {/* A click that reaches a link is a choice: the chat opens in its tab and the dialog closes. */}
          <div onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}>{children}</div>
          <Dialog.Close className="absolute top-5 right-5 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-ink">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
