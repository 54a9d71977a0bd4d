/**
 * Formats publish dates in the visitor's locale off the main thread. The first Intl formatter a
 * page builds is slow (the browser sets up ICU for it); here that cost lands on this worker's
 * thread and the page's main thread stays free.
 */
import { formatForVisitor, type LocalDateReply, type LocalDateRequest } from './local-dates';

// A worker's global scope is `self`; the DOM lib types it as Window, so name the two calls used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LocalDateRequest>) => void) | null;
  postMessage: (reply: LocalDateReply) => void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage({ days: data.days, texts: data.days.map((day) => formatForVisitor(day, data.locales)) });
};
