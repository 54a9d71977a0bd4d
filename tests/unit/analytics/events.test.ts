/** @jest-environment node */
import { createTracker, reportedLocation, type AnalyticsSink, type Consent, type QueuedEvent } from '@/lib/analytics/events';

function setup(initial: Consent) {
  let consent: Consent = initial;
  const sent: QueuedEvent[] = [];
  const log: string[] = [];
  const sink: AnalyticsSink = {
    consent: () => consent,
    push: (entry) => {
      sent.push(entry);
      log.push(`push ${entry.event}`);
    },
    start: () => log.push('start'),
    stop: () => log.push('stop'),
  };
  const tracker = createTracker(sink);
  return { tracker, sent, log, setConsent: (value: Consent) => ((consent = value), tracker.consentChanged()) };
}

describe('consent-gated tracker', () => {
  it('holds events until consent, then starts the sink and sends them in order', () => {
    const { tracker, sent, log, setConsent } = setup('unset');
    tracker.track('page_view', { page_path: '/' });
    tracker.track('call_click', { phone: '+91' });
    expect(sent).toHaveLength(0);
    expect(tracker.pending()).toBe(2);
    setConsent('granted');
    expect(log).toEqual(['start', 'push page_view', 'push call_click']);
    tracker.track('email_click');
    expect(sent).toHaveLength(3);
  });

  it('drops held events, stops the sink and sends nothing after a rejection', () => {
    const { tracker, sent, log, setConsent } = setup('unset');
    tracker.track('page_view');
    setConsent('denied');
    tracker.track('whatsapp_open', { message_length: 3 });
    expect(sent).toHaveLength(0);
    expect(tracker.pending()).toBe(0);
    expect(log).toEqual(['stop']);
  });

  it('reads a choice made before it existed: starts at once when granted, cleans up when refused', () => {
    const granted = setup('granted');
    expect(granted.log).toEqual(['start']);
    granted.tracker.track('page_view');
    expect(granted.log).toEqual(['start', 'push page_view']);
    expect(setup('denied').log).toEqual(['stop']);
    expect(setup('unset').log).toEqual([]);
  });

  it('stops at once when consent is withdrawn, and starts again only when it is given again', () => {
    const { tracker, log, setConsent } = setup('granted');
    setConsent('denied');
    tracker.track('whatsapp_open');
    setConsent('denied');
    expect(log).toEqual(['start', 'stop']);
    setConsent('granted');
    tracker.track('call_click');
    expect(log).toEqual(['start', 'stop', 'start', 'push call_click']);
  });

  it('stops when the stored choice disappears (site data cleared) and holds events again', () => {
    const { tracker, log, setConsent } = setup('granted');
    setConsent('unset');
    tracker.track('page_view');
    expect(log).toEqual(['start', 'stop']);
    expect(tracker.pending()).toBe(1);
  });

  it('honours a change whose announcement it missed', () => {
    let consent: Consent = 'unset';
    const sent: string[] = [];
    const tracker = createTracker({ consent: () => consent, push: (entry) => sent.push(entry.event) });
    tracker.track('page_view');
    consent = 'granted';
    tracker.track('call_click');
    expect(sent).toEqual(['page_view', 'call_click']);
  });

  it('ignores failures of the sink and of the consent store', () => {
    const tracker = createTracker({
      consent: () => 'granted',
      start: () => {
        throw new Error('tag blocked');
      },
      push: () => {
        throw new Error('blocked by an extension');
      },
    });
    expect(() => tracker.track('page_view')).not.toThrow();
    const broken = createTracker({
      consent: () => {
        throw new Error('storage disabled');
      },
      push: () => undefined,
    });
    broken.track('page_view');
    expect(broken.pending()).toBe(1);
  });
});

describe('reportedLocation', () => {
  it('drops the search words and the fragment, and keeps campaign and referral parameters', () => {
    expect(reportedLocation('https://site.example/search/?q=my+private+words&utm_source=mail#top')).toBe('https://site.example/search/?utm_source=mail');
    expect(reportedLocation('https://site.example/?SD=partner-42')).toBe('https://site.example/?SD=partner-42');
    expect(reportedLocation('not a url')).toBe('');
  });
});
