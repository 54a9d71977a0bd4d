/**
 * The cookie consent banner the cookie policy describes: Accept all, Reject non-essential and
 * Customise (a dialog with the analytics switch). Plain HTML in every page, answered by the
 * page's own head script (components/first-paint/head/consent.ts), so a choice counts from the first paint: it is
 * stored, the banner goes, and analytics hears of it. A fixed overlay, so it never shifts the
 * page, and hidden while a phone's viewport settles so it cannot shift itself either
 * (.bottom-overlay in app/globals.css). For a visitor who has chosen already, the head script
 * hides it before the first paint. The footer's 'Cookie settings' reopens the choice.
 */
import Link from '@/components/ui/Link';
import { Cookie } from 'lucide-react';
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_OPEN_ATTRIBUTE } from '@/lib/analytics/consent';
import { CONSENT_DIALOG_ID, ConsentDialog } from './ConsentDialog';

const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-3 text-sm font-semibold whitespace-nowrap sm:px-5';

export function ConsentBanner() {
  return (
    <>
      {/* Compact so it never hides the hero's main call to action: below 768 px it floats above
          the quick-actions bar, which stays usable before a choice; wider, it is one row along
          the bottom that leaves the bottom-right corner to the chat launcher. */}
      <section
        aria-labelledby="consent-title"
        className="consent-banner bottom-overlay fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[70] mx-auto max-w-4xl rounded-2xl border border-white/10 bg-night/95 p-3 text-slate-300 shadow-2xl backdrop-blur sm:inset-x-6 sm:p-4 md:right-60 md:bottom-6"
      >
        <div className="flex flex-col gap-2.5 lg:flex-row lg:items-center lg:gap-6">
          <p className="text-[0.8125rem] leading-5 lg:flex-1">
            <Cookie aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px] text-brand-200" />
            <b id="consent-title" className="font-semibold text-white">
              Your privacy, your choice.
            </b>{' '}
            Google Analytics counts visits, with two cookies, only if you accept.{' '}
            <Link href="/cookie-policy/" className="font-medium text-white underline underline-offset-2">
              Cookie Policy
            </Link>
          </p>
          <div className="grid grid-cols-[1fr_1fr_auto] gap-2 lg:flex lg:shrink-0">
            <button type="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }} className={`${button} bg-brand-500 text-white hover:bg-brand-400`}>
              Accept all
            </button>
            <button type="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'denied' }} className={`${button} border border-white/25 text-white hover:bg-white/10`}>
              Reject<span className="max-sm:sr-only sm:ms-[0.28em]">&#32;non-essential</span>
            </button>
            <button
              type="button"
              command="show-modal"
              commandfor={CONSENT_DIALOG_ID}
              {...{ [CONSENT_OPEN_ATTRIBUTE]: '' }}
              className={`${button} text-brand-200 underline underline-offset-4 hover:text-white`}
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
