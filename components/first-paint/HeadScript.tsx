import { HEAD_SCRIPT } from './head-script.generated';

/**
 * The site's one inline script of its own, first in <head> so it runs before any control is
 * parsed: consent, dialogs and panels in browsers without invoker commands, and taps made
 * before an island has started (head/index.ts; docs/interactivity.md). Its text is compiled at
 * build time, and every page's Content-Security-Policy allows it by hash.
 */
export function HeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />;
}
