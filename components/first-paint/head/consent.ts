/**
 * The whole consent flow, so it works from the first paint: the banner and the settings dialog
 * are plain HTML in every page, and a choice must not wait for the page's scripts (a visitor who
 * taps Accept before they run would otherwise see the banner stay). On load a stored choice hides
 * the banner before the first paint; a click on a choice button stores the choice, hides the
 * banner, closes the dialog it is in and announces the change (CONSENT_EVENT) to the analytics
 * module; a click on a settings opener first sets the switch to the stored choice. Same rule and
 * format as readConsent (lib/analytics/consent.ts). Storage may be refused: the choice then
 * lasts for this page.
 */
import {
  CONSENT_CHOICE_ATTRIBUTE, CONSENT_DECIDED_ATTRIBUTE, CONSENT_EVENT, CONSENT_KEY, CONSENT_OPEN_ATTRIBUTE, CONSENT_SWITCH_ID, type StoredConsent,
} from '@/lib/analytics/consent';

export function installConsent(w: Window, d: Document): void {
  const html = d.documentElement;
  const stored = (): boolean | null => {
    try {
      const value = JSON.parse(w.localStorage.getItem(CONSENT_KEY) || 'null') as Partial<StoredConsent> | null;
      return value && typeof value.analytics === 'boolean' ? value.analytics : null;
    } catch {
      return null;
    }
  };
  if (stored() !== null) html.setAttribute(CONSENT_DECIDED_ATTRIBUTE, 'decided');
  const analyticsSwitch = () => d.getElementById(CONSENT_SWITCH_ID) as HTMLInputElement | null;

  d.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target || !target.closest) return;
    if (target.closest(`[${CONSENT_OPEN_ATTRIBUTE}]`)) {
      const toggle = analyticsSwitch();
      if (toggle) toggle.checked = stored() === true;
    }
    const button = target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`);
    if (!button) return;
    const choice = button.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
    const toggle = analyticsSwitch();
    const analytics = choice === 'granted' || (choice === 'switch' && !!toggle && toggle.checked);
    try {
      w.localStorage.setItem(CONSENT_KEY, JSON.stringify({ analytics, decidedAt: new Date().toISOString() } satisfies StoredConsent));
    } catch {
      // Refused storage: the banner still goes for this page.
    }
    html.setAttribute(CONSENT_DECIDED_ATTRIBUTE, 'decided');
    const dialog = button.closest('dialog');
    if (dialog && dialog.open) dialog.close();
    w.dispatchEvent(new Event(CONSENT_EVENT));
  });
}
