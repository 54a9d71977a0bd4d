'use client';

/** Re-opens the consent choice; the consent banner listens for this event. */
export const OPEN_CONSENT_EVENT = 'mf-open-consent';

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      Cookie settings
    </button>
  );
}
