'use client';
/**
 * The cookie consent banner the cookie policy describes: Accept all, Reject non-essential
 * and Customise (a dialog with the analytics switch). It is pre-rendered as a fixed overlay,
 * so it never shifts the page, and it stays hidden while a phone's viewport settles so it
 * cannot shift itself either (.bottom-overlay in app/globals.css). For a visitor who has
 * chosen already the head script (CONSENT_DECISION_SCRIPT) hides it before the first paint
 * and React removes it after hydration. The footer's 'Cookie settings' button re-opens the
 * choice through the mf-open-consent event.
 */
import { useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import { Cookie } from 'lucide-react';
import type { Consent } from '@/lib/analytics';
import { CONSENT_EVENT, readConsent, writeConsent } from '@/lib/browser/consent';
import { OPEN_CONSENT_EVENT } from '@/components/layout/CookieSettingsButton';
import { useClientValue } from '@/components/ui/useClientValue';
import dynamic from 'next/dynamic';

// The Customise dialog (Radix, focus trap, scroll lock) loads on first use only.
const ConsentDialog = dynamic(() => import('./ConsentDialog').then((module) => module.ConsentDialog), { ssr: false });

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors focus-visible:outline-offset-2';

function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function ConsentBanner() {
  // The server cannot know the choice (it lives in local storage), so it renders the first visit.
  const consent = useClientValue<Consent>(subscribe, readConsent, 'unset');
  // Kept as well as the stored value so the banner closes even where storage is refused.
  const [decided, setDecided] = useState(false);
  const [dialogOpen, setDialogOpenState] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const setDialogOpen = (open: boolean) => {
    if (open) setDialogRequested(true);
    setDialogOpenState(open);
  };
  const [analytics, setAnalytics] = useState(false);
  const bannerOpen = consent === 'unset' && !decided;

  useEffect(() => {
    const reopen = () => {
      setAnalytics(readConsent() === 'granted');
      setDialogOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  const decide = (allowAnalytics: boolean) => {
    writeConsent(allowAnalytics);
    setAnalytics(allowAnalytics);
    setDecided(true);
    setDialogOpen(false);
  };

  return (
    <>
      {/* Below 768 px it floats above the quick-actions bar, which stays usable before a choice;
          wider, it leaves the bottom-right corner to the chat launcher. */}
      {bannerOpen && !dialogOpen && (
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
                  We keep only what the site needs in your browser. With your consent, Google Analytics also counts page
                  views and button clicks and measures how fast pages load, using two cookies.{' '}
                  <Link href="/cookie-policy/" className="font-medium text-white underline underline-offset-4 hover:text-brand-200">
                    Cookie Policy
                  </Link>
                </p>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-2 md:flex md:shrink-0 md:flex-col lg:flex-row">
              <button type="button" onClick={() => decide(true)} className={`${button} bg-brand-500 text-white hover:bg-brand-400`}>
                Accept all
              </button>
              <button type="button" onClick={() => decide(false)} className={`${button} border border-white/25 px-2 text-[0.8125rem] whitespace-nowrap text-white hover:bg-white/10 sm:px-5 sm:text-sm`}>
                Reject non-essential
              </button>
              <button
                type="button"
                onClick={() => {
                  setAnalytics(readConsent() === 'granted');
                  setDialogOpen(true);
                }}
                className={`${button} col-span-2 text-brand-200 underline-offset-4 hover:text-white hover:underline`}
              >
                Customise
              </button>
            </div>
          </div>
        </section>
      )}
      {dialogRequested && (
        <ConsentDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        analytics={analytics}
        onAnalyticsChange={setAnalytics}
        onSave={() => decide(analytics)}
        onAcceptAll={() => decide(true)}
        />
      )}
    </>
  );
}
