'use client';
/** Quick action "Chat on WhatsApp": a dialog listing the team contacts; choosing one closes it. */
import dynamic from 'next/dynamic';
import { MessageCircle } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useDeferredDialog } from '@/components/ui/useDeferredDialog';
import { QuickActionRow } from './QuickActionRow';
import type { ContactsDialogTexts } from './WhatsAppContactsPanel';

// The dialog code (Radix: focus trap, scroll lock) is fetched on first open.
const WhatsAppContactsPanel = dynamic(() => import('./WhatsAppContactsPanel'), { ssr: false });

/** The contact links arrive rendered from the server; choosing one (any link) closes the dialog. */
export function WhatsAppContactsDialog({ className, texts, children }: { className?: string; texts: ContactsDialogTexts; children: ReactNode }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useDeferredDialog(trigger);
  return (
    <>
      <button ref={trigger} type="button" aria-haspopup="dialog" aria-expanded={dialog.open} onClick={dialog.show} className={className}>
        <QuickActionRow icon={MessageCircle} tileClassName="bg-whatsapp" label={texts.label} description={texts.description} alignLeft />
      </button>
      {dialog.requested && (
        <WhatsAppContactsPanel texts={texts} open={dialog.open} onOpenChange={dialog.setOpen} returnFocus={dialog.returnFocus}>
          {children}
        </WhatsAppContactsPanel>
      )}
    </>
  );
}
