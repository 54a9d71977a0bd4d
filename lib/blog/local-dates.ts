/**
 * Publish dates in the visitor's locale, formatted by a worker where the browser
 * has one. Every date a render asks for in the same task goes to the worker as one message; each
 * day is formatted once per page. If the worker cannot start or fails, the dates are formatted on
 * the main thread instead, so a visitor always gets their locale's date.
 */
import { formatLocalDate } from './format';

/**
 * The language tags Intl can use, from the browser's list with the site's own locale last. A tag
 * written the POSIX way ("en_US", "en_US.UTF-8") is read as the BCP 47 tag it names ("en-US"); one
 * that names no language ("C", "POSIX", "") is left out. So a date falls back to the site's locale
 * instead of throwing: WebKit reports "C" on a machine with a POSIX locale, and Intl throws a
 * RangeError for it. Run where the dates are formatted (the worker, or the fallback on the main
 * thread), as checking a tag sets up the same locale data formatting does.
 */
export function usableLocales(tags: readonly string[]): string[] {
  const usable: string[] = [];
  for (const tag of tags) {
    const written = tag.trim().replace(/[.@].*$/, '').replace(/_/g, '-');
    if (!written || /^(c|posix)$/i.test(written)) continue;
    try {
      for (const canonical of Intl.getCanonicalLocales(written)) if (!usable.includes(canonical)) usable.push(canonical);
    } catch {
      // Not a language tag: the next one, or the site's, is used.
    }
  }
  return usable;
}

/** A day in the visitor's locale, from their tags (the site's own last), whatever the tags are. */
export const formatForVisitor = (day: string, tags: readonly string[]) => formatLocalDate(day, usableLocales(tags));

export type LocalDateRequest = { days: string[]; locales: string[] };
export type LocalDateReply = { days: string[]; texts: string[] };

/** The part of a Worker this module uses, so tests can hand in a fake one. */
export type DateWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((event: MessageEvent<LocalDateReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
};

export function createLocalDates(startWorker: () => DateWorker | null, locales: () => string[]) {
  const texts = new Map<string, Promise<string>>();
  const waiting = new Map<string, (text: string) => void>();
  let batch: string[] = [];
  let worker: DateWorker | null | undefined;

  const settle = (day: string, text: string) => {
    waiting.get(day)?.(text);
    waiting.delete(day);
  };

  const formatHere = (days: Iterable<string>) => {
    for (const day of days) settle(day, formatForVisitor(day, locales()));
  };

  const giveUp = () => {
    worker?.terminate();
    worker = null;
    formatHere([...waiting.keys()]);
  };

  const start = (): DateWorker | null => {
    try {
      const started = startWorker();
      if (!started) return null;
      started.onmessage = ({ data }) =>
        data.days.forEach((day, i) => {
          const text = data.texts[i];
          if (text !== undefined) settle(day, text);
        });
      started.onerror = giveUp;
      started.onmessageerror = giveUp;
      return started;
    } catch {
      return null; // A CSP without worker-src, or a browser without workers.
    }
  };

  const send = () => {
    const days = batch;
    batch = [];
    if (worker === undefined) worker = start();
    if (worker) worker.postMessage({ days, locales: locales() } satisfies LocalDateRequest);
    else formatHere(days);
  };

  /** The day ('2024-08-25') as the visitor's locale writes it. */
  return function localDate(day: string): Promise<string> {
    let text = texts.get(day);
    if (!text) {
      text = new Promise<string>((resolve) => waiting.set(day, resolve));
      texts.set(day, text);
      if (batch.push(day) === 1) queueMicrotask(send);
    }
    return text;
  };
}
