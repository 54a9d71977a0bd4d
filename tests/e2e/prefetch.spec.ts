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

test('a link the visitor rests on is prefetched, and the click moves without a page load', { tag: '@desktop' }, async ({ page, isMobile }) => {
  test.skip(isMobile, 'a mouse resting on a link is a laptop visitor; phones prefetch as the finger lands (below)');
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

test('keyboard focus on a link prefetches its route', { tag: '@desktop' }, async ({ page, isMobile }) => {
  test.skip(isMobile, 'keyboard visitors are on laptops here; phones are covered by the tap test');
  const payloads = payloadRequests(page);
  await page.goto('/careers/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').locator('a[href="/contact/"]').first().focus();
  await expect.poll(() => payloads.some((path) => path.startsWith('/contact/'))).toBe(true);
});

test('on a phone, a tap fetches the route as the finger lands and moves without a page load', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a touch screen is the case');
  const payloads = payloadRequests(page);
  await page.goto('/blog/');
  await page.waitForLoadState('networkidle');
  expect(payloads).toEqual([]);

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const article = page.locator('main a[href="/blog/from-llms-to-agi/"]').first();
  await article.tap();
  await expect(page).toHaveURL(/\/blog\/from-llms-to-agi\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(payloads.some((path) => path.startsWith('/blog/from-llms-to-agi/')), payloads.join(', ')).toBe(true);
  expect(documents, 'client-side navigation, not a page load').toEqual([]);
});
