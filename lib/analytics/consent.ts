/**
 * Where the visitor's analytics choice is kept (the cookie policy names this key), and the
 * attributes of the banner and settings dialog that the head script answers from the first
 * paint (components/first-paint/head/consent.ts).
 */
import type { Consent } from '@/lib/analytics/events';

export const CONSENT_KEY = 'mf-consent';
export const CONSENT_EVENT = 'mf-consent-change';

export type StoredConsent = { analytics: boolean; decidedAt: string };

export function readConsent(storage: Storage | undefined = globalThis.localStorage): Consent {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return 'unset';
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (typeof value.analytics !== 'boolean') return 'unset';
    return value.analytics ? 'granted' : 'denied';
  } catch {
    return 'unset';
  }
}

/** On <html> once a choice is stored: the banner is hidden by CSS from then on. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent';
/** On a button: the choice it records, `granted`, `denied`, or `switch` (the analytics switch's state). */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
/** On a button that opens the cookie settings: the switch is set to the stored choice first. */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open';
/** The id of the analytics switch (a checkbox) in the cookie settings dialog. */
export const CONSENT_SWITCH_ID = 'consent-analytics';
