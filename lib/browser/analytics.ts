/** The browser side of lib/analytics: pushes to gtag when present, else to window.dataLayer. */
import { createTracker, type AnalyticsEvent, type EventParams } from '@/lib/analytics';
import { CONSENT_EVENT, readConsent } from '@/lib/browser/consent';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let tracker: ReturnType<typeof createTracker> | null = null;

function getTracker() {
  if (tracker || typeof window === 'undefined') return tracker;
  const win = window as GtagWindow;
  tracker = createTracker({
    consent: () => readConsent(win.localStorage),
    push: ({ event, params }) => {
      if (typeof win.gtag === 'function') win.gtag('event', event, params);
      else (win.dataLayer ??= []).push({ event, ...params });
    },
  });
  win.addEventListener(CONSENT_EVENT, () => tracker?.consentChanged());
  win.addEventListener('storage', () => tracker?.consentChanged());
  return tracker;
}

export function track(event: AnalyticsEvent, params: EventParams = {}): void {
  getTracker()?.track(event, params);
}
