import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers for pages whose blocks below the first screen wait (lib/browser/deferred-render.ts). */

export const renderState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-render'));

/** Gives the booted page two idle periods and a second, in which nothing may lift the deferral. */
export const idleAWhile = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) await new Promise((done) => requestIdleCallback(() => done(null), { timeout: 1000 }));
    await new Promise((done) => setTimeout(done, 1000));
  });

/** The visitor turns the wheel (or swipes) once. */
export async function scrollOnce(page: Page) {
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}
