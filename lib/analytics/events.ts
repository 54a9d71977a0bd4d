/**
 * Analytics events, named and shaped as Google Analytics 4 (gtag) events.
 *
 * Events are consent-gated: before the visitor has chosen they wait in a queue; on
 * "accept" the sink starts (the analytics tag loads) and the queue, then every new event,
 * goes to it; on "reject", or when consent is withdrawn later, the sink stops at once, the
 * queue is dropped and nothing more is sent. Failures are swallowed: analytics must never
 * break a page.
 */

export type AnalyticsEvent =
  | 'page_view'
  | 'whatsapp_open'
  | 'email_click'
  | 'call_click'
  | 'outbound_click'
  | 'file_download'
  | 'hiring_cta_click'
  | 'sd_parameter_used'
  | 'generate_lead'
  | 'careers_apply_click'
  | 'careers_question_click'
  | 'careers_pitch_click'
  | 'careers_whatsapp_click'
  | 'chat_answer_vote'
  // Core Web Vitals of real visits (lib/analytics/web-vitals.ts), named as the web-vitals library names them.
  | 'LCP'
  | 'INP'
  | 'CLS';

export type EventParams = Record<string, string | number | boolean | undefined>;
export type Consent = 'granted' | 'denied' | 'unset';
export type QueuedEvent = { event: AnalyticsEvent; params: EventParams };

export type AnalyticsSink = {
  consent(): Consent;
  push(entry: QueuedEvent): void;
  /** Consent is granted (read at creation, or given later): begin sending. Runs before any push. */
  start?(): void;
  /** Consent is refused, withdrawn or cleared (or found refused at creation): stop sending at once. */
  stop?(): void;
};

/**
 * A small state machine so the gating rule is testable without a browser. The stored choice
 * is read when the tracker is created, since the visitor may have chosen before it existed.
 */
export function createTracker(sink: AnalyticsSink) {
  let queue: QueuedEvent[] = [];
  let state: Consent = 'unset';
  const safely = (action: () => void) => {
    try {
      action();
    } catch {
      /* analytics failures are ignored */
    }
  };
  const safePush = (entry: QueuedEvent) => safely(() => sink.push(entry));

  /** Follows the stored choice: starts or stops the sink on each change, then flushes or drops the queue. */
  const sync = () => {
    const consent = safeConsent(sink);
    if (consent === 'granted' && state !== 'granted') safely(() => sink.start?.());
    const leaving = state === 'granted' && consent !== 'granted';
    if (leaving || (consent === 'denied' && state !== 'denied')) safely(() => sink.stop?.());
    state = consent;
    if (consent === 'granted') queue.splice(0).forEach(safePush);
    if (consent === 'denied') queue = [];
  };
  sync();

  return {
    track(event: AnalyticsEvent, params: EventParams = {}) {
      sync(); // a change whose announcement was missed is still honoured
      if (state === 'denied') return;
      if (state === 'unset') {
        queue.push({ event, params });
        return;
      }
      safePush({ event, params });
    },
    /** Called when the visitor makes (or changes) the choice, here or in another tab. */
    consentChanged: sync,
    pending: () => queue.length,
  };
}

/**
 * The page address as reported: without the fragment and without `q`, the words a visitor
 * typed into site search (what a visitor types is never reported); campaign parameters stay.
 */
export function reportedLocation(href: string): string {
  try {
    const url = new URL(href);
    url.hash = '';
    url.searchParams.delete('q');
    return url.href;
  } catch {
    return '';
  }
}

function safeConsent(sink: AnalyticsSink): Consent {
  try {
    return sink.consent();
  } catch {
    return 'unset';
  }
}
