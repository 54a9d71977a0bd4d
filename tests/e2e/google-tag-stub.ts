/**
 * A stand-in for Google's tag (gtag.js), served by the test fixture instead of the real
 * script (tests/e2e/fixtures.ts): nothing leaves the machine, and what the page asks the
 * tag to do is recorded in order. Like the real tag it reads only `arguments` objects from
 * window.dataLayer, follows the analytics_storage consent and the `ga-disable-<id>` opt-out,
 * and sets the two first-party cookies once analytics storage is granted.
 */
import type { Page } from '@playwright/test';

/** The id `npm test` builds the site with (scripts/test.ts). */
export const TEST_MEASUREMENT_ID = 'G-TEST000000';

/** The tag's address, answered by the stub. */
export const GTAG_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/;

/** Every host the tag loads from or reports to (requests to any of them are recorded). */
export const GOOGLE_ANALYTICS_REQUEST = /^https?:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)\//;

export const GOOGLE_TAG_STUB = `(function () {
  var w = window;
  var script = document.currentScript;
  var id = script ? new URL(script.src).searchParams.get('id') : '';
  var log = (w.__googleTagStub = { id: id, calls: [], hits: [] });
  var storage = 'denied';
  function take(entry) {
    if (Object.prototype.toString.call(entry) !== '[object Arguments]') return;
    var call = JSON.parse(JSON.stringify(Array.prototype.slice.call(entry)));
    log.calls.push(call);
    if (call[0] === 'consent' && call[2] && call[2].analytics_storage) storage = call[2].analytics_storage;
    if (w['ga-disable-' + id] === true) return;
    if (call[0] === 'config' && storage === 'granted') {
      document.cookie = '_ga=GA1.1.1234567890.1700000000; Path=/; Max-Age=63072000';
      document.cookie = '_ga_' + id.replace(/^G-/, '') + '=GS2.1.s1700000000$o1; Path=/; Max-Age=63072000';
    }
    if (call[0] === 'event') log.hits.push(call.slice(1));
  }
  var queue = (w.dataLayer = w.dataLayer || []);
  for (var i = 0; i < queue.length; i++) take(queue[i]);
  var push = queue.push;
  queue.push = function () {
    for (var j = 0; j < arguments.length; j++) take(arguments[j]);
    return push.apply(queue, arguments);
  };
})();`;

export type TagCall = [command: string, ...args: unknown[]];
export type TagRecord = { id: string; calls: TagCall[]; hits: Array<[event: string, params?: Record<string, unknown>]> };

/** What the stub has recorded on this page so far (null when the tag never loaded). */
export function tagRecord(page: Page): Promise<TagRecord | null> {
  return page.evaluate(() => (window as unknown as { __googleTagStub?: TagRecord }).__googleTagStub ?? null);
}

/** The events the tag would have sent (not opted out), as [name, params]. */
export async function tagHits(page: Page) {
  return (await tagRecord(page))?.hits ?? [];
}
