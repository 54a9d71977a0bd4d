/** @jest-environment node */
import { createTracker, type Consent, type QueuedEvent } from '@/lib/analytics';

function setup(initial: Consent) {
  let consent: Consent = initial;
  const sent: QueuedEvent[] = [];
  const tracker = createTracker({ consent: () => consent, push: (entry) => sent.push(entry) });
  return { tracker, sent, setConsent: (value: Consent) => ((consent = value), tracker.consentChanged()) };
}

describe('consent-gated tracker', () => {
  it('holds events until consent, then sends them in order', () => {
    const { tracker, sent, setConsent } = setup('unset');
    tracker.track('page_view', { page_path: '/' });
    tracker.track('call_click', { phone: '+91' });
    expect(sent).toHaveLength(0);
    expect(tracker.pending()).toBe(2);
    setConsent('granted');
    expect(sent.map((entry) => entry.event)).toEqual(['page_view', 'call_click']);
    tracker.track('email_click');
    expect(sent).toHaveLength(3);
  });

  it('drops held events and sends nothing after a rejection', () => {
    const { tracker, sent, setConsent } = setup('unset');
    tracker.track('page_view');
    setConsent('denied');
    tracker.track('whatsapp_open', { message_length: 3 });
    expect(sent).toHaveLength(0);
    expect(tracker.pending()).toBe(0);
    setConsent('granted');
    expect(sent).toHaveLength(0);
  });

  it('ignores failures of the sink and of the consent store', () => {
    const tracker = createTracker({
      consent: () => 'granted',
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
