'use client';
/**
 * The privacy policy's last-updated line always shows the visitor's current
 * date. The server renders the build date; the browser swaps in today's date on hydration.
 */
import { useSyncExternalStore } from 'react';
import { noSubscription } from '@/components/ui/noSubscription';
import { formatLegalDate } from '@/lib/legal/date';

/** A plain date string keeps the snapshot stable for the whole day. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function TodayDate({ fallback }: { fallback: string }) {
  const date = useSyncExternalStore(noSubscription, today, () => fallback);
  return <time dateTime={date}>{formatLegalDate(date)}</time>;
}
