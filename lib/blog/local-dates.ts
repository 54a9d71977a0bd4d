/**
 * Publish dates in the visitor's locale, formatted by a worker where the browser
 * has one. Every date a render asks for in the same task goes to the worker as one message; each
 * day is formatted once per page. If the worker cannot start or fails, the dates are formatted on
 * the main thread instead, so a visitor always gets their locale's date.
 */
import { formatLocalDate } from './format';

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
    for (const day of days) settle(day, formatLocalDate(day, locales()));
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
