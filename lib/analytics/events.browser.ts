/**
 * The browser side of events.ts: the consent-gated tracker wired to Google Analytics 4.
 * Built without a measurement id (NEXT_PUBLIC_GA_ID), it does nothing at all: no tag, no
 * request, and events are dropped. With one, the tag and the Core Web Vitals measurement
 * start only once the visitor has accepted analytics, and stop the moment consent goes.
 * Their code (lib/analytics/google-tag.browser.ts) is fetched only then, never with a page's first load.
 */
import { site } from '@/content/site';
import { createTracker, reportedLocation, type AnalyticsEvent, type EventParams, type AnalyticsSink } from '@/lib/analytics/events';
import { CONSENT_EVENT, CONSENT_KEY, readConsent } from '@/lib/analytics/consent';
import type { GoogleTag } from '@/lib/analytics/google-tag.browser';

type Tracker = ReturnType<typeof createTracker>;
let tracker: Tracker | null | undefined;

/** A cookie the tag set on an earlier visit (`_ga` or `_ga_<id>`), which a refusal must remove. */
const hasTagCookie = () => /(?:^|;\s*)_ga[=_]/.test(document.cookie);

/**
 * The tag behind a sink: its module is imported on the first call that needs it, and calls
 * made meanwhile run in order once it has arrived.
 */
function lazyGoogleTag(id: string): Required<Pick<AnalyticsSink, 'push' | 'start' | 'stop'>> {
  let loading: Promise<GoogleTag | null> | undefined;
  const withTag = (action: (tag: GoogleTag) => void) => {
    loading ??= import('@/lib/analytics/google-tag.browser').then((module) => module.createGoogleTag(id, track, window));
    loading.then((tag) => tag && action(tag)).catch(() => {
      /* analytics failures are ignored: a blocked chunk costs the reports, never the page */
    });
  };
  return {
    start: () => withTag((tag) => tag.start()),
    stop: () => {
      if (loading || hasTagCookie()) withTag((tag) => tag.stop());
    },
    push: ({ event, params }) => withTag((tag) => tag.send(event, params)),
  };
}

function getTracker(): Tracker | null {
  if (tracker !== undefined) return tracker;
  if (typeof window === 'undefined' || !site.analyticsId) return (tracker = null);
  const created = createTracker({ consent: () => readConsent(window.localStorage), ...lazyGoogleTag(site.analyticsId) });
  const follow = () => created.consentChanged();
  window.addEventListener(CONSENT_EVENT, follow);
  // A choice made in another tab of this site.
  window.addEventListener('storage', (event) => (event.key === CONSENT_KEY || event.key === null) && follow());
  return (tracker = created);
}

/**
 * Reports an event; it waits for the visitor's choice, then is sent or dropped. Each event
 * carries the address it happened on, since a held event is sent after the visitor moved on.
 */
export function track(event: AnalyticsEvent, params: EventParams = {}): void {
  const active = getTracker();
  if (!active) return;
  active.track(event, { page_location: reportedLocation(window.location.href), ...params });
}

let previousPage: string | undefined;

/**
 * The page view of a route change (the site sends every page view itself; the tag's automatic
 * one is off). Moves inside the site name the page they came from, as a full load would.
 */
export function trackPageView(pathname: string): void {
  if (typeof window === 'undefined') return;
  const here = reportedLocation(window.location.href);
  track('page_view', { page_path: pathname, page_title: window.document.title, page_referrer: previousPage });
  previousPage = here;
}
