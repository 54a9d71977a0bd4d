/** Where the visitor's analytics choice is kept (the cookie policy names this key). */
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

/**
 * The whole consent flow, inline in <head>, so it works from the first paint: the banner
 * and the settings dialog are plain HTML in every page, and a choice must not wait for the
 * page's scripts (a visitor who taps Accept before they run would otherwise see the banner
 * stay). On load a stored choice hides the banner before the first paint; a click on a
 * choice button stores the choice, hides the banner, closes the dialog it is in and
 * announces the change (CONSENT_EVENT) to the analytics module; a click on a settings
 * opener first sets the switch to the stored choice. Same rule and format as readConsent.
 * ES5, and it never throws (storage may be refused; the choice then lasts for this page).
 */
export const CONSENT_SCRIPT =
  '(function(w,d){var h=d.documentElement;' +
  `function stored(){try{var v=JSON.parse(w.localStorage.getItem("${CONSENT_KEY}")||"null");return v&&typeof v.analytics==="boolean"?v.analytics:null}catch(e){return null}}` +
  `if(stored()!==null)h.setAttribute("${CONSENT_DECIDED_ATTRIBUTE}","decided");` +
  `function sw(){return d.getElementById("${CONSENT_SWITCH_ID}")}` +
  'd.addEventListener("click",function(e){var t=e.target,b,c,a,s;if(!t||!t.closest)return;' +
  `b=t.closest("[${CONSENT_OPEN_ATTRIBUTE}]");if(b){s=sw();if(s)s.checked=stored()===true}` +
  `b=t.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");if(!b)return;c=b.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}");s=sw();` +
  'a=c==="granted"||(c==="switch"&&!!s&&s.checked);' +
  `try{w.localStorage.setItem("${CONSENT_KEY}",JSON.stringify({analytics:a,decidedAt:new Date().toISOString()}))}catch(err){}` +
  `h.setAttribute("${CONSENT_DECIDED_ATTRIBUTE}","decided");` +
  'var g=b.closest("dialog");if(g&&g.open)g.close();' +
  `var ev=d.createEvent("Event");ev.initEvent("${CONSENT_EVENT}",false,false);w.dispatchEvent(ev)})` +
  '})(window,document)';
