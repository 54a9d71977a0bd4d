/**
 * Analytics events (spec 000 §7, spec 001 §7.3), gtag/dataLayer compatible.
 *
 * Events are consent-gated: before the visitor has chosen they wait in a queue, after
 * "accept" they (and the queue) go to the dataLayer, after "reject" nothing is sent and
 * the queue is dropped. Failures are swallowed: analytics must never break a page.
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
  | 'chat_answer_vote';

export type EventParams = Record<string, string | number | boolean | undefined>;
export type Consent = 'granted' | 'denied' | 'unset';
export type QueuedEvent = { event: AnalyticsEvent; params: EventParams };

export type AnalyticsSink = {
  consent(): Consent;
  push(entry: QueuedEvent): void;
};

/** A small state machine so the gating rule is testable without a browser. */
export function createTracker(sink: AnalyticsSink) {
  let queue: QueuedEvent[] = [];
  const safePush = (entry: QueuedEvent) => {
    try {
      sink.push(entry);
    } catch {
      /* analytics failures are ignored (spec 000 §7) */
    }
  };
  return {
    track(event: AnalyticsEvent, params: EventParams = {}) {
      const consent = safeConsent(sink);
      if (consent === 'denied') return;
      if (consent === 'unset') {
        queue.push({ event, params });
        return;
      }
      safePush({ event, params });
    },
    /** Called when the visitor makes (or changes) the choice. */
    consentChanged() {
      const consent = safeConsent(sink);
      if (consent === 'granted') queue.splice(0).forEach(safePush);
      if (consent === 'denied') queue = [];
    },
    pending: () => queue.length,
  };
}

function safeConsent(sink: AnalyticsSink): Consent {
  try {
    return sink.consent();
  } catch {
    return 'unset';
  }
}
