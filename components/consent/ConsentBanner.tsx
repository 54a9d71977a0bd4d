'use client';

/**
 * The cookie consent banner the cookie policy describes: Accept all, Reject non-essential and
 * Customise (a dialog with the analytics switch). Plain HTML in every page, answered by the
 * page's own head script (components/first-paint/head/consent.ts), so a choice counts from the first paint: it is
 * stored, the banner goes, and analytics hears of it. A fixed overlay, so it never shifts the
 * page, and hidden while a phone's viewport settles so it cannot shift itself either
 * (.bottom-overlay in app/globals.css). For a visitor who has chosen already, the head script
 * hides it before the first paint. The footer's 'Cookie settings' reopens the choice. A client
 * component (like the header, components/layout/Header.tsx): its code comes once, not in every page's payloads.
 */
import Link from '@/components/ui/Link';
import { Cookie } from '@/components/ui/icons';
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_OPEN_ATTRIBUTE } from '@/lib/analytics/consent';
import { CONSENT_DIALOG_ID, ConsentDialog } from './ConsentDialog';


export function ConsentBanner() {
  return (
    <>
      {/* Compact so it never hides the hero's main call to action: below 768 px it floats above
          the quick-actions bar, which stays usable before a choice; wider, it is one row along
          the bottom that leaves the bottom-right corner to the chat launcher. */}
      <section
        aria-labelledby="consent-title"
        className="consent-banner bottom-overlay"
      >
        {/* Short class names (.consent-* in app/globals.css), as for the header. */}
        <div className="consent-row">
          <p>
            <Cookie className="consent-cookie" />
            <b id="consent-title">Your privacy, your choice.</b> Google Analytics counts visits, with two cookies, only if you accept.{' '}
            <Link href="/cookie-policy/">Cookie Policy</Link>
          </p>
          <div className="consent-choices">
            <button type="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }} className="consent-accept">
              Accept all
            </button>
            <button type="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'denied' }} className="consent-reject">
              Reject<span className="max-sm:sr-only sm:ms-[0.28em]">&#32;non-essential</span>
            </button>
            <button
              type="button"
              command="show-modal"
              commandfor={CONSENT_DIALOG_ID}
              {...{ [CONSENT_OPEN_ATTRIBUTE]: '' }}
              className="consent-customise"
            >
              Customise
            </button>
          </div>
        </div>
      </section>
      <ConsentDialog />
    </>
  );
}
