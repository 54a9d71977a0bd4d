import path from 'node:path';
import { test, expect, expectHydrated } from './fixtures';
import { loadPosts } from '../../lib/content/posts';
import { postUrl } from '../../lib/blog/urls';
import { injectUnhashedScript, watchViolations } from './csp-watch';
import { checkServed, startPagesDev, type PagesDev } from '../../scripts/quality/pages-dev';

/**
 * out/ as Cloudflare Pages serves it: `wrangler pages dev` reads out/_headers and out/_redirects
 * with Cloudflare's own parser and answers as Pages would. It must keep every rule, send each
 * kind of response its headers (scripts/quality/pages-dev.ts checks them request by request), and
 * a visitor's browser must run the pages under the policies it receives and follow the redirects.
 * `npm run bench:build` runs the same request checks on a build with 1,000 more posts.
 */

// The newest published post, as the build reads them.
const article = postUrl(loadPosts(path.join(import.meta.dirname, '../../content/blog'), { includeDrafts: false })[0]!.slug);

// One wrangler for the file: its start is the slow part (a few seconds), the checks are quick.
test.describe.configure({ mode: 'serial' });

let host: PagesDev;

test.beforeAll(async ({}, testInfo) => {
  // wrangler and workerd start in a few seconds, longer on a machine busy with other tests.
  testInfo.setTimeout(120_000);
  host = await startPagesDev('out');
});

test.afterAll(async () => {
  await host?.stop();
});

test('wrangler keeps every header and redirect rule, and each kind of response carries its headers', async () => {
  const report = await checkServed(host.url, 'out', host.log());
  expect(report.problems).toEqual([]);
  expect(report.rules.headerRules).toBeLessThanOrEqual(100);
  expect(report.rules.redirectRules).toBeGreaterThan(0);
  const kinds = new Set(report.samples.map((sample) => sample.kind));
  expect([...kinds].sort()).toEqual(['asset', 'not-found', 'page', 'redirect']);
  expect(report.samples.find((sample) => sample.label === 'article')).toBeDefined();
});

test('an article runs under the header and its own policy together, and an unhashed inline script is refused', async ({ page }) => {
  const watch = await watchViolations(page);
  const response = await page.goto(`${host.url}${article}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await watch.violations(), 'CSP violations').toEqual([]);
  expect(watch.errors, 'console errors').toEqual([]);
  // Control: the header's 'unsafe-inline' does not let a script the page policy never hashed run.
  expect(await injectUnhashedScript(page)).toBe(false);
  await expect.poll(async () => (await watch.violations()).map((violation) => violation.directive)).toContain('script-src-elem');
});

test('the not-found page answers 404 with the same headers and still works', async ({ page }) => {
  const watch = await watchViolations(page);
  const response = await page.goto(`${host.url}/blog/no-such-article/`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectHydrated(page);
  expect(await watch.violations(), 'CSP violations').toEqual([]);
});

for (const old of ['/blogs/', '/articles', '/news/']) {
  test(`${old} brings the visitor to the blog list in one permanent redirect`, async ({ page }) => {
    const response = await page.goto(`${host.url}${old}`);
    expect(new URL(page.url()).pathname).toBe('/blog/');
    const hops: number[] = [];
    for (let request = response!.request().redirectedFrom(); request; request = request.redirectedFrom()) hops.push((await request.response())!.status());
    expect(hops).toEqual([301]);
    await expect(page.getByRole('heading', { level: 1, name: 'Automation & Digital Transformation Blog' })).toBeVisible();
  });
}
