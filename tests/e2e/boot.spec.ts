import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Content first, then JavaScript (lib/quality/boot-after-paint.ts): the browser paints
 * the pre-rendered page before it requests a single client chunk, and React still boots
 * and hydrates afterwards from the payload the loader pushes, including in a browser that
 * cannot report paint timing. tests/e2e/csp.spec.ts checks every page type hydrates without
 * a console error (a payload pushed out of order or twice fails hydration loudly).
 */

type Timeline = { fcp: number | null; chunks: Array<{ name: string; start: number }> };

async function timeline(page: Page): Promise<Timeline> {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    chunks: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
}

for (const route of ['/', '/blog/from-llms-to-agi/', '/contact/']) {
  test(`${route} paints before it requests its client chunks, then hydrates`, async ({ page }) => {
    const html = await (await page.request.get(route)).text();
    expect(html, 'no chunk is fetched by a parser-visible tag').not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html, 'the RSC payload is data, not inline scripts to compile').not.toContain('self.__next_f.push(');
    expect(html.match(/<script type="application\/json" data-rsc-push="">/g)?.length ?? 0).toBeGreaterThan(1);

    await page.goto(route);
    const { fcp, chunks } = await timeline(page);
    expect(fcp, 'first contentful paint was reported').not.toBeNull();
    expect(chunks.length, 'the page loaded its chunks').toBeGreaterThan(3);
    const early = chunks.filter((chunk) => chunk.start < fcp!);
    expect(early, `chunks requested before first paint at ${fcp!.toFixed(0)} ms`).toEqual([]);

    // Hydrated: the header only reacts to scrolling once React listens.
    await page.mouse.wheel(0, 600);
    await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'true');
  });
}

test('a browser that cannot report paints loads the chunks at once and hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: Object.freeze(['navigation', 'resource']) });
  });
  await page.goto('/careers/');
  const { chunks } = await timeline(page);
  expect(chunks.length).toBeGreaterThan(3);
  await page.mouse.wheel(0, 600);
  await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'true');
});
