/**
 * Google Analytics 4 through the Google tag (gtag.js), decided without touching the browser:
 * which measurement id is valid, the commands that start, resume and withdraw the tag, the
 * hosts the Content-Security-Policy must allow, the cookies the tag sets, and the page type
 * each report carries. lib/analytics/google-tag.browser.ts applies these in the page.
 */
import { pageTypeOf } from '@/lib/seo/page-types';

/** A gtag() call: the command name, then its arguments. */
export type GtagCommand = [command: string, ...args: unknown[]];

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;

/**
 * The measurement id from the build's environment, or null when none is set. A malformed id
 * throws with the value named, so a typo fails the build instead of silently losing data.
 */
export function parseMeasurementId(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  if (!MEASUREMENT_ID.test(value)) {
    throw new Error(`NEXT_PUBLIC_GA_ID "${value}" is not a Google Analytics 4 measurement id: expected G- followed by 4 to 16 capital letters or digits (e.g. G-AB12CD34EF).`);
  }
  return value;
}

/** gtag.js for one measurement id; the only script the tag needs. */
export const gtagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/** Hosts a page must allow when the site is built with an id (and only then). */
export const GOOGLE_ANALYTICS_HOSTS = {
  /** gtag.js itself (and any module it loads) comes from here. */
  script: ['https://www.googletagmanager.com'],
  /**
   * Where the tag sends measurements (fetch/beacon, or an image as a fallback): the global
   * and regional collection hosts (region1.google-analytics.com, region1.analytics.google.com, …).
   */
  collect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
} as const;

/** Content-Security-Policy sources for the tag: none at all in a build without an id. */
export function analyticsPolicySources(id: string | null) {
  if (!id) return { scriptOrigins: [], connectOrigins: [], imageOrigins: [] };
  const { script, collect } = GOOGLE_ANALYTICS_HOSTS;
  return { scriptOrigins: [...script], connectOrigins: [...collect], imageOrigins: [...collect] };
}

/** Consent Mode v2: everything denied until the visitor accepts analytics. */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

/**
 * The first commands of a page whose visitor has accepted analytics, queued before gtag.js is
 * requested: the denied defaults come first, then the accepted analytics storage (advertising
 * stays denied). `send_page_view: false` because the site reports its own page view on every
 * route change (lib/analytics/events.browser.ts); letting config send one as well would count the
 * first page twice. Google signals and ad personalisation are switched off: the data is for
 * this site's own reports only.
 */
export function startCommands(id: string, now: Date): GtagCommand[] {
  return [
    ['consent', 'default', { ...CONSENT_DEFAULTS }],
    ['js', now],
    ['consent', 'update', { analytics_storage: 'granted' }],
    ['config', id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false }],
  ];
}

/** Accepted again after a withdrawal on the same page: the tag is already there. */
export const resumeCommands = (): GtagCommand[] => [['consent', 'update', { analytics_storage: 'granted' }]];

/** Withdrawn: the tag keeps no analytics storage from now on. */
export const withdrawCommands = (): GtagCommand[] => [['consent', 'update', { analytics_storage: 'denied' }]];

/** The window property that makes gtag.js send nothing for this id (Google's documented opt-out). */
export const disableFlag = (id: string) => `ga-disable-${id}`;

/** The cookies GA4's tag sets: `_ga` (the browser's id) and `_ga_<id without G->` (session state). */
export const analyticsCookieNames = (id: string) => ['_ga', `_ga_${id.replace(/^G-/, '')}`];

/**
 * `document.cookie` assignments that expire those cookies. The tag writes them on the widest
 * domain the browser accepts (`example.co.in` for `www.example.co.in`), so each parent domain
 * of the host is tried, plus the host-only form; the browser ignores the ones that do not apply.
 */
export function expiredCookieAssignments(names: readonly string[], hostname: string): string[] {
  const labels = hostname.split('.');
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':') || labels.length < 2;
  const domains = isAddress ? [] : labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  return names.flatMap((name) => [
    `${name}=; Max-Age=0; Path=/`,
    ...domains.map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`),
  ]);
}

/** The page type reports carry (GA4 custom dimension `page_type`), from a page address. */
export function pageTypeOfLocation(location: string): string {
  let path: string;
  try {
    path = new URL(location).pathname;
  } catch {
    return 'other';
  }
  return pageTypeOf(path.endsWith('/') || path.endsWith('.html') ? path : `${path}/`);
}
