import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { GOOGLE_ANALYTICS_REQUEST, GOOGLE_TAG_STUB, GTAG_SCRIPT, TEST_MEASUREMENT_ID } from './google-tag-stub';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

type Fixtures = {
  /** Requests to non-loopback hosts matching these are blocked but not counted as failures. */
  allowExternal: RegExp[];
  /** Every request that tried to leave 127.0.0.1 (all are blocked). */
  externalRequests: string[];
  /**
   * Every request to a Google Analytics host, in order. The tag's script is answered by a
   * local stub that records what the page asks of it (tests/e2e/google-tag-stub.ts); any
   * other such request is blocked and fails the test like every request leaving the machine.
   */
  analyticsRequests: string[];
};

/**
 * Every test blocks requests leaving the machine and fails if any were attempted,
 * apart from the ones a test expects (e.g. an outbound link it clicks on purpose).
 */
export const test = base.extend<Fixtures>({
  allowExternal: [[], { option: true }],
  externalRequests: [
    async ({ context, allowExternal }, use, testInfo) => {
      const attempted: string[] = [];
      const unexpected: string[] = [];
      await context.route(/.*/, (route) => {
        const url = new URL(route.request().url());
        if (!/^https?:$/.test(url.protocol) || LOOPBACK.has(url.hostname)) return route.continue();
        attempted.push(url.href);
        if (!allowExternal.some((pattern) => pattern.test(url.href))) unexpected.push(url.href);
        return route.abort('blockedbyclient');
      });
      await use(attempted);
      if (attempted.length) testInfo.annotations.push({ type: 'blocked-external-requests', description: String(attempted.length) });
      expect(unexpected, 'requests that tried to leave 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
  analyticsRequests: [
    // Depends on externalRequests so this route is registered later and is asked first.
    async ({ context, externalRequests }, use) => {
      void externalRequests;
      const seen: string[] = [];
      context.on('request', (request) => {
        if (GOOGLE_ANALYTICS_REQUEST.test(request.url())) seen.push(request.url());
      });
      await context.route(GTAG_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: GOOGLE_TAG_STUB }));
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

/** axe-core against WCAG 2.0–2.2 A and AA; fails with a readable list of what broke. */
export async function expectNoA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page, axeSource: newestAxe() }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
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
