import { runInNewContext } from 'node:vm';
import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_DECISION_SCRIPT, CONSENT_KEY, readConsent } from '@/lib/browser/consent';

/** Runs the head script over a fake storage holding `raw`; returns the mark it left on <html>. */
function markFor(raw: string | null, { throws = false } = {}) {
  const attributes: Record<string, string> = {};
  const storage = {
    getItem: (key: string) => {
      if (throws) throw new Error('SecurityError');
      return key === CONSENT_KEY ? raw : null;
    },
  };
  runInNewContext(CONSENT_DECISION_SCRIPT, {
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    localStorage: storage,
  });
  return attributes[CONSENT_DECIDED_ATTRIBUTE];
}

const fakeStorage = (raw: string | null) => ({ getItem: () => raw }) as unknown as Storage;

describe('CONSENT_DECISION_SCRIPT', () => {
  it.each([
    ['no stored choice', null],
    ['accepted', JSON.stringify({ analytics: true, decidedAt: '2026-11-21T10:00:00Z' })],
    ['rejected', JSON.stringify({ analytics: false, decidedAt: '2026-11-21T10:00:00Z' })],
    ['a value without the switch', JSON.stringify({ decidedAt: '2026-11-21T10:00:00Z' })],
    ['a switch that is not a boolean', JSON.stringify({ analytics: 'yes' })],
    ['garbage', '{not json'],
    ['JSON null', 'null'],
    ['an empty string', ''],
  ])('hides the banner exactly when readConsent finds a choice: %s', (_, raw) => {
    const decided = readConsent(fakeStorage(raw)) !== 'unset';
    expect(markFor(raw)).toBe(decided ? 'decided' : undefined);
  });

  it('leaves the banner alone, without throwing, where storage is refused', () => {
    expect(() => markFor(null, { throws: true })).not.toThrow();
    expect(markFor(null, { throws: true })).toBeUndefined();
  });
});
