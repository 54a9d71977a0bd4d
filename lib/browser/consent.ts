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

/** On <html> once a choice is stored, set before the first paint. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent';

/**
 * Runs inline in <head>. The banner is part of every pre-rendered page, so a first visit
 * shows it with the page's first paint instead of seconds later, after the scripts; a
 * visitor who has chosen already must not see it for a single frame, so the stored
 * choice is read here, by the same rule as readConsent, and the banner hidden by CSS
 * until React removes it. ES5, and never throws (storage may be refused).
 */
export const CONSENT_DECISION_SCRIPT =
  `(function(d){try{var v=JSON.parse(localStorage.getItem("${CONSENT_KEY}")||"null");` +
  `if(v&&typeof v.analytics==="boolean")d.setAttribute("${CONSENT_DECIDED_ATTRIBUTE}","decided")}catch(e){}})(document.documentElement)`;

export function writeConsent(analytics: boolean, win: Window = window): void {
  const value: StoredConsent = { analytics, decidedAt: new Date().toISOString() };
  try {
    win.localStorage.setItem(CONSENT_KEY, JSON.stringify(value));
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  win.dispatchEvent(new Event(CONSENT_EVENT));
}
