'use client';
/** Quick action "Chat on WhatsApp": a dialog listing the team contacts; choosing one closes it. */
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronRight, MessageCircle, X } from 'lucide-react';
import { useState } from 'react';
import { ActionLink } from '@/components/ui/Button';
import { prefilledMessages, quickActions, whatsappDialog } from '@/content/contact';

export function WhatsAppContactsDialog({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className}>
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-whatsapp text-white">
          <MessageCircle aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1 text-left">
          <span className="block font-semibold text-ink">{quickActions.whatsapp.label}</span>
          <span className="block text-sm text-slate-600">{quickActions.whatsapp.description}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-night/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-[95] mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8">
          <Dialog.Title className="pr-10 text-xl font-bold text-ink">{whatsappDialog.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600">{whatsappDialog.description}</Dialog.Description>
          <ul className="mt-6 space-y-3">
            {whatsappDialog.contacts.map((person) => (
              <li key={person.phone}>
                <ActionLink
                  action={{ kind: 'whatsapp', number: person.phone, text: prefilledMessages.teamMember(person) }}
                  unstyled
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-4 rounded-2xl border border-slate-200 p-4 transition hover:border-whatsapp hover:bg-emerald-50/60"
                >
                  <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800">
                    {person.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{person.name}</span>
                    <span className="block text-sm font-medium text-brand-700">{person.role}</span>
                    <span className="block text-sm text-slate-600">{person.number}</span>
                  </span>
                  <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-whatsapp" />
                </ActionLink>
              </li>
            ))}
          </ul>
          <Dialog.Close className="absolute top-5 right-5 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-ink">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
