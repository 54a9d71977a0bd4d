/** Where the visitor's analytics choice is kept (the cookie policy names this key). */
import type { Consent } from '@/lib/analytics';

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

export function writeConsent(analytics: boolean, win: Window = window): void {
  const value: StoredConsent = { analytics, decidedAt: new Date().toISOString() };
  try {
    win.localStorage.setItem(CONSENT_KEY, JSON.stringify(value));
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  win.dispatchEvent(new Event(CONSENT_EVENT));
}
