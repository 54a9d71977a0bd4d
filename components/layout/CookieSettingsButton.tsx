import { CONSENT_DIALOG_ID } from '@/components/consent/ConsentDialog';
import { CONSENT_OPEN_ATTRIBUTE } from '@/lib/analytics/consent';

/** Reopens the consent choice: the settings dialog, with the switch set to the stored choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" command="show-modal" commandfor={CONSENT_DIALOG_ID} {...{ [CONSENT_OPEN_ATTRIBUTE]: '' }} className={className}>
      Cookie settings
    </button>
  );
}
