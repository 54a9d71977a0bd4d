'use client';

import { useCallback } from 'react';
import { formatLocalDate, formatStableDate } from '@/lib/blog/format';
import { noSubscription, useClientValue } from '@/components/ui/useClientValue';

/**
 * A publish date in the visitor's locale. The HTML carries a fixed English date so server and
 * first client render agree; React then swaps in the locale format (same length class, same
 * line, so nothing moves).
 */
export function LocalDate({ date, className }: { date: string; className?: string }) {
  const local = useCallback(() => formatLocalDate(date), [date]);
  const text = useClientValue(noSubscription, local, formatStableDate(date));
  return (
    <time dateTime={date} className={className}>
      {text}
    </time>
  );
}
