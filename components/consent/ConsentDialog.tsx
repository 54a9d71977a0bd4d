'use client';
/** The Customise panel: strictly necessary storage (always on) and the analytics switch. */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  analytics: boolean;
  onAnalyticsChange: (value: boolean) => void;
  onSave: () => void;
  onAcceptAll: () => void;
};

export function ConsentDialog({ open, onOpenChange, analytics, onAnalyticsChange, onSave, onAcceptAll }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-night/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-[90] mx-auto max-h-[calc(100dvh-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-ink">Cookie settings</Dialog.Title>
            <Dialog.Close className="-m-2 grid size-10 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink" aria-label="Close cookie settings">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600">
            Choose what this website may store and record. You can change this at any time from Cookie settings in the footer.
          </Dialog.Description>

          <ul className="mt-6 space-y-4">
            <li className="rounded-xl border border-slate-200 p-4">
              <div className="flex items-center justify-between gap-4">
                <span className="font-semibold text-ink">Strictly necessary</span>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">Always on</span>
              </div>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                Your consent choice, the contact form draft, the message counter, your chat history and any referral code, kept in your browser only.
              </p>
            </li>
            <li className="rounded-xl border border-slate-200 p-4">
              <div className="flex items-center justify-between gap-4">
                <span id="consent-analytics-label" className="font-semibold text-ink">
                  Analytics
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={analytics}
                  aria-labelledby="consent-analytics-label"
                  aria-describedby="consent-analytics-text"
                  onClick={() => onAnalyticsChange(!analytics)}
                  className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${analytics ? 'bg-brand-600' : 'bg-slate-500'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${analytics ? 'translate-x-6' : 'translate-x-1'}`}
                  />
                </button>
              </div>
              <p id="consent-analytics-text" className="mt-2 text-sm leading-6 text-slate-600">
                Google Analytics counts page views and which buttons are used, and measures how fast pages load for you,
                never what you type. It sets two cookies (_ga and _ga_…) kept up to 2 years. Switching this off stops it at
                once and deletes them.
              </p>
            </li>
          </ul>

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onAcceptAll} className="min-h-11 rounded-full border border-slate-300 px-5 text-sm font-semibold text-ink hover:bg-slate-50">
              Accept all
            </button>
            <button type="button" onClick={onSave} className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
              Save choices
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
