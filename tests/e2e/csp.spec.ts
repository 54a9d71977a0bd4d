import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectHydrated } from './fixtures';
import { PAGE_TYPES, representativeRoutes } from '@/lib/quality/pages';

/**
 * Every page type, served with the per-page Content-Security-Policy from out/_headers
 * (and the same policy as a <meta>), must run without a single violation and still
 * hydrate: the header reacts to scrolling and, on phones, the menu opens.
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

type Violation = { directive: string; blocked: string; sample: string };

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own document status is reported as a resource error; it is expected there.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp),
  };
}

for (const [type, route] of pages) {
  test(`${type} page ${route} runs under its CSP without violations and hydrates`, async ({ page }, testInfo) => {
    const watch = await watchViolations(page);
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response).not.toBeNull();

    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta, 'the policy is also in the page').toMatch(/script-src 'self'/);
    if (type !== 'not-found') {
      const header = response!.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(header)?.[1] ?? '';
      expect(scriptSrc, 'CSP header with hashed inline scripts').toContain("'sha256-");
      expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
      expect(header).toContain("frame-ancestors 'none'");
    }

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
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await watch.violations()).map((violation) => violation.directive)).toContain('script-src-elem');
});
