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
      className="modal-dialog consent-dialog"
    >
      <div className="consent-dialog-head">
        <h2 id="consent-dialog-title">
          Cookie settings
        </h2>
        <DialogClose
          dialogId={CONSENT_DIALOG_ID}
          label="Close cookie settings"
          className="consent-dialog-close"
        />
      </div>
      <p id="consent-dialog-text">
        Choose what this website may store and record. You can change this at any time from Cookie settings in the footer.
      </p>

      <ul>
        <li>
          <div>
            <b>Strictly necessary</b>
            <small>Always on</small>
          </div>
          <p>
            Your consent choice, the contact form draft, the message counter, your chat history and any referral code, kept in your browser only.
          </p>
        </li>
        <li>
          <div>
            <label htmlFor={CONSENT_SWITCH_ID}>
              Analytics
            </label>
            {/* A checkbox drawn as a switch: it keeps its state without any script. */}
            <input
              id={CONSENT_SWITCH_ID}
              type="checkbox"
              role="switch"
              aria-describedby="consent-analytics-text"
              className="switch"
            />
          </div>
          <p id="consent-analytics-text">
            Google Analytics counts page views and which buttons are used, and measures how fast pages load for you, never
            what you type. It sets two cookies (_ga and _ga_…) kept up to 2 years. Switching this off stops it at once and
            deletes them.
          </p>
        </li>
      </ul>

      <div className="consent-dialog-actions">
        <button
          type="button"
          {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }}
        >
          Accept all
        </button>
        <button type="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'switch' }}>
          Save choices
        </button>
      </div>
    </dialog>
  );
}
