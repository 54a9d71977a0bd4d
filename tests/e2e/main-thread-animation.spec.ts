import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { idleAWhile, renderState, scrollOnce } from './deferral';

/**
 * While any block below the first screen is held back (lib/browser/deferred-render.ts),
 * Chromium runs CSS animations on the main thread, not the compositor: an endless pulse
 * then costs a style recalculation and a main-thread frame every 16 ms, through the very
 * window in which the page boots. So the home page's only endless animation in view, the
 * hiring dot, starts once every block is shown (app/globals.css).
 */

// These tests watch the deferral itself, so the fixture does not lift it for them. And
// Playwright's trace recorder screencasts the page, and while it does Chromium ran the dot on
// the main thread even with every block shown (62 recalculations a second, against 5); a
// visitor's browser has no screencast.
test.use({ revealOnBoot: false, trace: 'off' });

/**
 * Style recalculations the page's main thread runs in the next `ms` (Chromium's own trace),
 * with the elements whose style was invalidated, for the failure message.
 */
async function styleRecalculationsIn(page: Page, ms: number): Promise<{ count: number; elements: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const events: Array<{ name: string; args?: { data?: { nodeName?: string } } }> = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as typeof events)));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'];
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } });
  await page.waitForTimeout(ms);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const elements = events.filter((event) => event.name === 'StyleRecalcInvalidationTracking').map((event) => event.args?.data?.nodeName ?? '?');
  return { count: events.filter((event) => event.name === 'UpdateLayoutTree').length, elements: [...new Set(elements)] };
}

const dotAnimations = (page: Page) =>
  page.locator('#home .pulse-dot-after-render').evaluate((dot) => dot.getAnimations().map((animation) => (animation as CSSAnimation).animationName));

test('the idle home page does no style work while blocks wait; the hiring dot pulses, on the compositor, once all are shown', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one window size is enough: the trace is of the page, not its layout');
  await page.goto('/');
  await idleAWhile(page);
  expect(await renderState(page)).toBeNull();
  expect(await dotAnimations(page)).toEqual([]);
  // A pulsing dot would mean about 60 a second.
  const waiting = await styleRecalculationsIn(page, 1000);
  expect(waiting.count, `restyled: ${waiting.elements.join(', ')}`).toBeLessThan(10);

  await scrollOnce(page);
  await expect.poll(() => renderState(page), { timeout: 10_000 }).toBe('all');
  expect(await dotAnimations(page)).toEqual(['pulse-dot']);
  await page.waitForTimeout(500);
  const shown = await styleRecalculationsIn(page, 1000);
  expect(shown.count, `restyled: ${shown.elements.join(', ')}`).toBeLessThan(10);
});
