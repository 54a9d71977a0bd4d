import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { GOOGLE_ANALYTICS_REQUEST, GOOGLE_TAG_STUB, GTAG_SCRIPT, TEST_MEASUREMENT_ID } from './google-tag-stub';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

type Fixtures = {
  /** Requests to non-loopback hosts matching these are refused but not counted as failures. */
  allowExternal: RegExp[];
  /**
   * Every request for an address off this machine that the test did not answer itself. The
   * browser sends all of them to a closed port on 127.0.0.1 (the proxy in playwright.config.ts),
   * so none leaves the machine; a test's own `page.route` may answer one locally (the map embed).
   */
  externalRequests: string[];
  /**
   * Whether the Google tag's script is answered by a local stub that records what the page
   * asks of it (tests/e2e/google-tag-stub.ts). The analytics tests turn it on; elsewhere the
   * tag a build with a measurement id asks for after consent is refused by the proxy, like
   * every request leaving the machine, and not counted against the test.
   */
  answerGoogleTag: boolean;
  /** Every request to a Google Analytics host, in order. */
  analyticsRequests: string[];
};

const leavesMachine = (href: string) => {
  const url = new URL(href);
  return /^https?:$/.test(url.protocol) && !LOOPBACK.has(url.hostname);
};

/**
 * Every test fails if the page tried to leave 127.0.0.1, apart from the requests a test expects
 * (e.g. an outbound link it clicks on purpose) and the consented Google tag (analyticsRequests). Nothing is
 * intercepted to do this: routing every request would switch off the browser's HTTP cache and
 * send each request through the test process, which is not how a visitor's browser loads pages.
 */
export const test = base.extend<Fixtures>({
  allowExternal: [[], { option: true }],
  externalRequests: [
    async ({ context, allowExternal }, use, testInfo) => {
      const attempted: string[] = [];
      // Refused by the proxy, so each one fails; one a test's route answered finishes instead.
      // The consented Google tag is left to analyticsRequests.
      context.on('requestfailed', (request) => {
        if (leavesMachine(request.url()) && !GTAG_SCRIPT.test(request.url())) attempted.push(request.url());
      });
      await use(attempted);
      if (attempted.length) testInfo.annotations.push({ type: 'blocked-external-requests', description: String(attempted.length) });
      const unexpected = attempted.filter((href) => !allowExternal.some((pattern) => pattern.test(href)));
      expect(unexpected, 'requests that tried to leave 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
  answerGoogleTag: [false, { option: true }],
  analyticsRequests: [
    async ({ context, answerGoogleTag }, use) => {
      const seen: string[] = [];
      context.on('request', (request) => {
        if (GOOGLE_ANALYTICS_REQUEST.test(request.url())) seen.push(request.url());
      });
      if (answerGoogleTag) await context.route(GTAG_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: GOOGLE_TAG_STUB }));
      await use(seen);
    },
    { auto: true },
  ],
});

export { expect };

/** Hydrated: the fixed header only turns opaque once React listens to scrolling. */
export async function expectHydrated(page: Page) {
  await page.mouse.wheel(0, 600);
  await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'true');
}

/** Entrance animations change contrast while they run; wait for the finite ones to end. */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getTiming().iterations ?? 1)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The newest axe-core rules (the project's own axe-core dependency), run through
 * @axe-core/playwright 4.13: its 4.14 release asks for Node 22, and the project supports Node 20.
 */
let axeSource: string | undefined;
const newestAxe = () => (axeSource ??= readFileSync(path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));

/**
 * axe-core against WCAG 2.0–2.2 A and AA; fails with a readable list of what broke. axe runs
 * in the page itself (legacy mode): the default mode gathers each frame's results and merges
 * them in a blank page it opens for the purpose, which is for pages with cross-origin frames and
 * doubles the time of every check. No checked page has such a frame: the only one on the site,
 * the office map, loads on request and is not opened in an axe test; a frame would fail below.
 */
export async function expectNoA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  await settleAnimations(page);
  expect(page.frames(), `a frame on ${page.url()} needs the default axe mode`).toHaveLength(1);
  let builder = new AxeBuilder({ page, axeSource: newestAxe() }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

let builtWithAnalytics: boolean | undefined;

/** Events reach the page's data layer only in a build with a measurement id; say so instead of failing obscurely. */
export function assertBuiltWithAnalytics(file = 'out/_headers') {
  builtWithAnalytics ??= existsSync(file) && readFileSync(file, 'utf8').includes('https://www.googletagmanager.com');
  if (!builtWithAnalytics)
    throw new Error(`out/ was built without an analytics id, so events are dropped: run NEXT_PUBLIC_GA_ID=${TEST_MEASUREMENT_ID} npm run build (npm test does).`);
}

/**
 * The analytics events the page has queued for the Google tag so far (gtag('event', name,
 * params) calls in window.dataLayer), as { event: name, ...params }.
 */
export async function dataLayerEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  assertBuiltWithAnalytics();
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((call) => call[0] === 'event')
      .map((call) => ({ event: call[1], ...(call[2] as Record<string, unknown> | undefined) })),
  );
}

/** Grants analytics consent before any page script runs, so tests can observe events. */
export async function grantConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('mf-consent', JSON.stringify({ analytics: true, decidedAt: new Date().toISOString() }));
  });
}

/** The site paths a sitemap lists, in its order. */
export function routesInSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/**
 * The routes of the built sitemap, for tests generated one per route: they are listed before
 * the server starts. Without a build there is only `/` (`npm test` always builds first).
 */
export function builtSitemapRoutes(file = 'out/sitemap.xml'): string[] {
  return existsSync(file) ? routesInSitemap(readFileSync(file, 'utf8')) : ['/'];
}
