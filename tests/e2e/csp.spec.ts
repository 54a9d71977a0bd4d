import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect, expectHydrated } from './fixtures';
import { PAGE_TYPES } from '@/lib/seo/page-types';
import { representativeRoutes } from '@/scripts/quality/pages';
import { injectUnhashedScript, watchViolations } from './csp-watch';

/**
 * Every page type, served with the site-wide Content-Security-Policy header from out/_headers
 * and its own policy (its inline scripts' hashes) as a <meta>, both enforced together, must run
 * without a single violation and still hydrate: the header reacts to scrolling and, on phones,
 * the menu opens. tests/e2e/host.spec.ts does the same through Cloudflare's own server.
 */

function exportedRoutes(root = 'out'): string[] {
  if (!existsSync(root)) return ['/'];
  const routes: string[] = [];
  (function walk(dir: string) {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === 'index.html') routes.push(`/${path.relative(root, dir).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'));
    }
  })(root);
  return routes.filter((route) => !route.startsWith('/_'));
}

const pages = [...representativeRoutes(exportedRoutes(), PAGE_TYPES.filter((type) => type !== 'not-found'))];
pages.push(['not-found', '/no-such-page-for-csp-check/']);

for (const [type, route] of pages) {
  test(`${type} page ${route} runs under its CSP without violations and hydrates`, async ({ page }, testInfo) => {
    const watch = await watchViolations(page);
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response).not.toBeNull();

    // The page's own policy allows its inline scripts by hash and nothing inline besides.
    const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    const pageScripts = /script-src ([^;]*)/.exec(meta)?.[1] ?? '';
    expect(pageScripts, 'page policy with hashed inline scripts').toContain("'sha256-");
    expect(pageScripts).not.toMatch(/unsafe-(inline|eval)/);
    // The header, on every response (the 404 too), says what a <meta> cannot and refuses inline handlers.
    const header = response!.headers()['content-security-policy'] ?? '';
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).toContain("script-src-attr 'none'");
    expect(header).not.toMatch(/sha256|unsafe-eval/);

    await expectHydrated(page);
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.keyboard.press('Escape');
    }

    await page.waitForTimeout(300);
    expect(await watch.violations(), 'CSP violations').toEqual([]);
    expect(watch.errors, 'console errors').toEqual([]);
  });
}

test('an inline script without a listed hash is refused and reported', async ({ page }) => {
  const watch = await watchViolations(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await injectUnhashedScript(page)).toBe(false);
  await expect.poll(async () => (await watch.violations()).map((violation) => violation.directive)).toContain('script-src-elem');
});
