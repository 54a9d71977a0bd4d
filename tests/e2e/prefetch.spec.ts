import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Routes are prefetched on intent, not on sight (lib/browser/intent-prefetch.ts): booting a
 * page fetches no other page's payload, and reaching for a link fetches that one route, in
 * time for the click to move client-side.
 */

function payloadRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.txt') || url.searchParams.has('_rsc')) paths.push(url.pathname);
  });
  return paths;
}

test('booting a page fetches no other route', async ({ page }) => {
  const payloads = payloadRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect(payloads).toEqual([]);
});

test('a link the visitor rests on is prefetched, and the click moves without a page load', async ({ page }) => {
  const payloads = payloadRequests(page);
  await page.goto('/careers/');
  await page.waitForLoadState('networkidle');
  expect(payloads).toEqual([]);

  const team = page.getByRole('contentinfo').locator('a[href="/our-team/"]');
  await team.hover();
  await expect.poll(() => payloads.filter((path) => path.startsWith('/our-team/')).length).toBeGreaterThan(0);
  expect(payloads.every((path) => path.startsWith('/our-team/')), payloads.join(', ')).toBe(true);

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await team.click();
  await expect(page).toHaveURL(/\/our-team\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents, 'client-side navigation, not a page load').toEqual([]);
});

test('keyboard focus on a link prefetches its route', async ({ page }) => {
  const payloads = payloadRequests(page);
  await page.goto('/careers/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').locator('a[href="/contact/"]').first().focus();
  await expect.poll(() => payloads.some((path) => path.startsWith('/contact/'))).toBe(true);
});
