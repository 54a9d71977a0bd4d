/**
 * The cookie consent banner the cookie policy describes: Accept all, Reject non-essential and
 * Customise (a dialog with the analytics switch). Plain HTML in every page, answered by the
 * page's own head script (CONSENT_SCRIPT), so a choice counts from the first paint: it is
 * stored, the banner goes, and analytics hears of it. A fixed overlay, so it never shifts the
 * page, and hidden while a phone's viewport settles so it cannot shift itself either
 * (.bottom-overlay in app/globals.css). For a visitor who has chosen already, the head script
 * hides it before the first paint. The footer's 'Cookie settings' reopens the choice.
 */
import Link from '@/components/ui/Link';
import { Cookie } from 'lucide-react';
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_OPEN_ATTRIBUTE } from '@/lib/browser/consent';
import { CONSENT_DIALOG_ID, ConsentDialog } from './ConsentDialog';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors focus-visible:outline-offset-2';

export function ConsentBanner() {
  return (
    <>
      {/* Below 768 px it floats above the quick-actions bar, which stays usable before a choice;
          wider, it leaves the bottom-right corner to the chat launcher. */}
      <section
        aria-labelledby="consent-title"
        className="consent-banner bottom-overlay fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-[70] mx-auto max-w-5xl rounded-2xl border border-white/10 bg-night/95 p-5 text-slate-200 shadow-2xl ring-1 ring-black/5 backdrop-blur sm:inset-x-6 sm:p-6 md:right-60 md:bottom-6"
      >
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:gap-8">
          <div className="flex gap-3 md:flex-1">
            <span aria-hidden="true" className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-full bg-brand-500/20 text-brand-200">
              <Cookie className="size-5" />
            </span>
            <div>
              <h2 id="consent-title" className="text-base font-semibold text-white">
                Your privacy, your choice
              </h2>
              <p className="mt-1 text-sm leading-6 text-slate-300">
                We keep only what the site needs in your browser. With your consent, Google Analytics also counts page views
                and button clicks and measures how fast pages load, using two cookies.{' '}
                <Link href="/cookie-policy/" className="font-medium text-white underline underline-offset-4 hover:text-brand-200">
                  Cookie Policy
                </Link>
              </p>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2 md:flex md:shrink-0 md:flex-col lg:flex-row">
            <button type="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }} className={`${button} bg-brand-500 text-white hover:bg-brand-400`}>
              Accept all
            </button>
            <button
              type="button"
              {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'denied' }}
              className={`${button} border border-white/25 px-2 text-[0.8125rem] whitespace-nowrap text-white hover:bg-white/10 sm:px-5 sm:text-sm`}
            >
              Reject non-essential
            </button>
            <button
              type="button"
              command="show-modal"
              commandfor={CONSENT_DIALOG_ID}
              {...{ [CONSENT_OPEN_ATTRIBUTE]: '' }}
              className={`${button} col-span-2 text-brand-200 underline-offset-4 hover:text-white hover:underline`}
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
