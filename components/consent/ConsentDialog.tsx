/**
 * The Customise panel: strictly necessary storage (always on) and the analytics switch. A
 * native modal dialog opened by invoker commands; its buttons are answered by the page's head
 * script (components/first-paint/head/consent.ts), which also sets the switch to the stored choice as it opens.
 */
import { DialogClose } from '@/components/ui/ModalDialog';
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_SWITCH_ID } from '@/lib/analytics/consent';

export const CONSENT_DIALOG_ID = 'consent-dialog';

export function ConsentDialog() {
  return (
    <dialog
      id={CONSENT_DIALOG_ID}
      aria-labelledby="consent-dialog-title"
      aria-describedby="consent-dialog-text"
      closedby="any"
      className="modal-dialog max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl max-sm:mb-3 sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="consent-dialog-title" className="text-xl font-bold text-ink">
          Cookie settings
        </h2>
        <DialogClose
          dialogId={CONSENT_DIALOG_ID}
          label="Close cookie settings"
          className="-m-2 grid size-10 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
        />
      </div>
      <p id="consent-dialog-text" className="mt-2 text-sm leading-6 text-slate-600">
        Choose what this website may store and record. You can change this at any time from Cookie settings in the footer.
      </p>

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
            <label htmlFor={CONSENT_SWITCH_ID} className="font-semibold text-ink">
              Analytics
            </label>
            {/* A checkbox drawn as a switch: it keeps its state without any script. */}
            <input
              id={CONSENT_SWITCH_ID}
              type="checkbox"
              role="switch"
              aria-describedby="consent-analytics-text"
              className="switch relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors checked:bg-brand-600"
            />
          </div>
          <p id="consent-analytics-text" className="mt-2 text-sm leading-6 text-slate-600">
            Google Analytics counts page views and which buttons are used, and measures how fast pages load for you, never
            what you type. It sets two cookies (_ga and _ga_…) kept up to 2 years. Switching this off stops it at once and
            deletes them.
          </p>
        </li>
      </ul>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }}
          className="min-h-11 rounded-full border border-slate-300 px-5 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          Accept all
        </button>
        <button type="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'switch' }} className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700">
          Save choices
        </button>
      </div>
    </dialog>
  );
}
