import { test, expect, builtSitemapRoutes } from './fixtures';
import { PAGE_TYPES } from '@/lib/seo/page-types';
import { representativeRoutes } from '@/scripts/quality/pages';

/**
 * Until the web font arrives the text is set in a metric-matched stand-in (app/globals.css);
 * when the font swaps in, the page should hardly move. Measured as the browser's own layout
 * shift score over the swap, one page of each type, at phone and desktop width. Debian's
 * Chromium has no Arial, so the stand-in here is Liberation Sans, as it is on most Linux
 * desktops (Android's is Roboto); Next's Arial-only fallback would fall through to DejaVu
 * Sans here, whose wider text moves the page at the swap.
 */

const routes = [...representativeRoutes(builtSitemapRoutes(), PAGE_TYPES.filter((type) => type !== 'not-found')).values(), '/search/'];

for (const route of routes) {
  test(`the page hardly moves when the web font swaps in: ${route}`, { tag: '@desktop' }, async ({ page }) => {
    let release!: () => void;
    const fontHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (request) => {
      await fontHeld;
      await request.continue();
    });
    // The load event waits for the preloaded font, so only the document is awaited.
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.fonts.check('16px jakarta')), 'the web font is still held back').toBe(false);

    await page.evaluate(() => {
      const shifts = { score: 0 };
      (window as unknown as { __fontSwapShift: typeof shifts }).__fontSwapShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.score += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    release();
    await page.waitForFunction(() => document.fonts.check('16px jakarta'));
    // Two frames for the relayout and its layout-shift entries to be reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))));
    const score = await page.evaluate(() => (window as unknown as { __fontSwapShift: { score: number } }).__fontSwapShift.score);
    expect(score).toBeLessThan(0.05);
  });
}
