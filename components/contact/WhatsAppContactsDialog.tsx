/** Quick action "Chat on WhatsApp": a dialog listing the team contacts; choosing one closes it. */
import { MessageCircle } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { DialogOpener, ModalDialog } from '@/components/ui/ModalDialog';
import { QuickActionRow } from './QuickActionRow';

export type ContactsDialogTexts = { label: string; description: string; title: string; dialogDescription: string };

const DIALOG_ID = 'whatsapp-contacts';

/**
 * The contact links arrive rendered from the server. Choosing one (a link) closes the dialog:
 * the page's own script closes a dialog when a link inside it is followed.
 */
export function WhatsAppContactsDialog({ className, texts, children }: { className?: string; texts: ContactsDialogTexts; children: ReactNode }) {
  return (
    <>
      <DialogOpener dialogId={DIALOG_ID} className={className}>
        <QuickActionRow icon={MessageCircle} tileClassName="bg-whatsapp" label={texts.label} description={texts.description} alignLeft />
      </DialogOpener>
      <ModalDialog id={DIALOG_ID} title={texts.title} description={texts.dialogDescription} className="max-w-md">
        <div className="bg-white px-5 pb-6 sm:px-6">{children}</div>
      </ModalDialog>
    </>
  );
}
