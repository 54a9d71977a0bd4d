'use client';

import { startTransition, useEffect, useState } from 'react';
import { formatStableDate } from '@/lib/blog/format';
import { createLocalDates } from '@/lib/blog/local-dates';
import { site } from '@/content/site';

// One worker per page, started by the first date that asks; the bundler emits the worker as its own chunk.
// The browser's languages, then the site's own locale for a browser whose tags Intl cannot use.
const localDate = createLocalDates(
  () => (typeof Worker === 'undefined' ? null : new Worker(new URL('../../lib/blog/local-date.worker.ts', import.meta.url))),
  () => [...navigator.languages, site.locale],
);

/**
 * A publish date in the visitor's locale. The HTML carries a fixed English date so server and
 * first client render agree; once the worker answers, React swaps in the locale format (same
 * length class, same line, so nothing moves) as a transition, which a visitor's tap outranks.
 */
export function LocalDate({ date, className }: { date: string; className?: string }) {
  const [local, setLocal] = useState<{ date: string; text: string } | null>(null);
  useEffect(() => {
    let current = true;
    void localDate(date).then((text) => current && startTransition(() => setLocal({ date, text })));
    return () => {
      current = false;
    };
  }, [date]);
  return (
    <time dateTime={date} className={className}>
      {local?.date === date ? local.text : formatStableDate(date)}
    </time>
  );
}
