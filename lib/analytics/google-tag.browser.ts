/**
 * The Google tag (gtag.js) in the page, for lib/analytics/events.browser.ts, which loads this module
 * only once there is something to do (consent given, or a tag cookie to remove): started when
 * the visitor accepts analytics, stopped the moment consent goes.
 *
 * A loader of our own rather than @next/third-parties' <GoogleAnalytics>: that component
 * renders an inline bootstrap script and loads the tag as soon as the page boots, while this
 * site allows inline scripts only by the hash of what the build wrote into each page (a script
 * added at run time has none) and must load nothing before consent. Here the queue is filled
 * from our bundled code and the tag is a single external script added when the browser is idle.
 */
import {
  analyticsCookieNames, disableFlag, expiredCookieAssignments, gtagScriptUrl, pageTypeOfLocation, parseMeasurementId,
  resumeCommands, startCommands, withdrawCommands, type GtagCommand,
} from '@/lib/analytics/google-tag';
import type { AnalyticsEvent, EventParams } from '@/lib/analytics/events';
import { whenIdle } from '@/lib/browser/idle';
import { startWebVitals } from '@/lib/analytics/web-vitals.browser';

type TagWindow = Window & { dataLayer?: unknown[] } & Record<string, unknown>;

export type GoogleTag = {
  start(): void;
  send(event: AnalyticsEvent, params: EventParams): void;
  stop(): void;
};

type Report = (event: AnalyticsEvent, params: EventParams) => void;

/**
 * The tag for the build's measurement id, or null for a malformed one (the build refuses
 * those, see scripts/security-headers.ts; a page never breaks over one). `report` is how
 * the Core Web Vitals measured after consent re-enter the consent-gated tracker.
 */
export function createGoogleTag(rawId: string, report: Report, win: Window = window): GoogleTag | null {
  let id: string | null;
  try {
    id = parseMeasurementId(rawId);
  } catch {
    id = null;
  }
  return id ? googleTag(id, report, win) : null;
}

function googleTag(id: string, report: Report, win: Window): GoogleTag {
  const page = win as TagWindow;
  let requested = false;

  // gtag.js reads its queue as `arguments` objects (an array pushed instead is ignored), so this
  // is the documented gtag() shape rather than a rest parameter.
  const gtag: (...command: GtagCommand) => void = function () {
    // eslint-disable-next-line prefer-rest-params
    (page.dataLayer ??= []).push(arguments);
  };
  const run = (commands: GtagCommand[]) => commands.forEach((command) => gtag(...command));

  return {
    start() {
      page[disableFlag(id)] = false;
      if (requested) return run(resumeCommands());
      requested = true;
      // Queued before the script exists, so the denied defaults are the first thing the tag reads.
      run(startCommands(id, new Date()));
      // After the page's own work: the tag is never on the path to first paint or to a tap's response.
      whenIdle(win, () => {
        const script = win.document.createElement('script');
        script.async = true;
        script.src = gtagScriptUrl(id);
        win.document.head.append(script);
      });
      startWebVitals(report, win);
    },
    send(event, params) {
      // Every report names its page type (a custom dimension in GA4) from the address it happened on.
      const pageType = params.page_type ?? (typeof params.page_location === 'string' ? pageTypeOfLocation(params.page_location) : undefined);
      gtag('event', event, withoutEmpty({ ...params, page_type: pageType }));
    },
    stop() {
      // The documented opt-out: the tag checks it before every hit and every cookie write.
      page[disableFlag(id)] = true;
      if (requested) run(withdrawCommands());
      for (const assignment of expiredCookieAssignments(analyticsCookieNames(id), win.location.hostname)) win.document.cookie = assignment;
    },
  };
}

function withoutEmpty(params: EventParams): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== ''));
}
