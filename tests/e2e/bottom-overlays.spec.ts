import { test, expect } from './fixtures';

/**
 * The consent banner and the chat launcher are fixed to the bottom of the screen. A frame laid
 * out before the page's viewport meta takes effect is 980 px wide on a phone, and when the
 * phone-width page follows, a bottom-anchored overlay that grew taller moves up, a layout shift
 * (Lighthouse's phone emulation paints such frames on a busy host). Here the page's viewport
 * meta is held back until after its first paint, so every load has that frame; the overlays
 * must be hidden in it (.bottom-overlay in app/globals.css) and must not move when the page
 * settles.
 */

type Watch = { shifts: string[]; atFirstPaint: string[] };

for (const route of ['/', '/blog/ai-in-healthcare-safe-adoption-guide/', '/search/']) {
  test(`the bottom overlays do not move while a phone's viewport settles: ${route}`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone-sized screen is the case');
    let heldBack = false;
    await page.route(route, async (request) => {
      const response = await request.fetch();
      const html = await response.text();
      const without = html.replace(/<meta name="viewport"[^>]*>/, '');
      heldBack = without !== html;
      await request.fulfill({ response, body: without });
    });
    // The overlays' waiting is CSS alone. The framework's scripts are held back a moment, so on a
    // busy host they cannot put the viewport meta back before the first paint has been read.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await request.continue();
    });
    await page.addInitScript(() => {
      const watch: Watch = { shifts: [], atFirstPaint: [] };
      (window as unknown as { __overlays: Watch }).__overlays = watch;
      const overlays = () => [...document.querySelectorAll('.bottom-overlay')];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }>) {
          for (const { node } of entry.sources) {
            const overlay = node instanceof Element ? node.closest('.bottom-overlay') : null;
            if (overlay) watch.shifts.push(`${overlay.matches('.consent-banner') ? 'banner' : 'launcher'}: ${entry.value.toFixed(4)}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => entry.name === 'first-paint')) return;
        observer.disconnect();
        watch.atFirstPaint = overlays().map((overlay) => `${innerWidth}px: ${getComputedStyle(overlay).visibility}`);
        // The viewport meta arrives a frame after the first paint.
        requestAnimationFrame(() => {
          const meta = document.createElement('meta');
          meta.name = 'viewport';
          meta.content = 'width=device-width, initial-scale=1';
          document.head.append(meta);
        });
      }).observe({ type: 'paint', buffered: true });
    });

    await page.goto(route);
    expect(heldBack, 'the page had a viewport meta to hold back').toBe(true);
    const banner = page.locator('.consent-banner');
    await expect(banner).toBeVisible();
    // At phone width the launcher waits hidden while the banner is up (the test below).
    await expect(page.getByRole('button', { name: 'Manu Assistant' })).toBeHidden();
    const watch = await page.evaluate(() => (window as unknown as { __overlays: Watch }).__overlays);
    expect.soft(watch.atFirstPaint, 'overlays at the first paint, laid out desktop-wide').toEqual(['980px: hidden', '980px: hidden']);
    const box = await banner.boundingBox();
    const height = page.viewportSize()!.height;
    expect(box!.y + box!.height, 'the banner rests above the quick-actions bar').toBeLessThan(height - 60);
    expect(watch.shifts).toEqual([]);
  });
}

test('on a phone showing the desktop site, which stays wider than the screen, the overlays appear after a second', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-sized screen is the case');
  // A 980 px page on a 390 px portrait screen, as a phone's "desktop site" mode lays it out.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 980, height: 2100, deviceScaleFactor: 1, mobile: false, screenWidth: 390, screenHeight: 844 });
  await page.goto('/');
  expect(await page.evaluate(() => [innerWidth, screen.width])).toEqual([980, 390]);
  await expect(page.locator('.consent-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manu Assistant' })).toBeVisible();
  const waits = await page.locator('.consent-banner').evaluate((banner) => getComputedStyle(banner).animationName);
  expect(waits, 'the wait applied here, and ended').toBe('wait-for-viewport');
});

/**
 * On a first visit the cookie banner floats at the bottom of the screen. A tap meant for the chat
 * launcher must never land on the banner: the launcher is either on top where it shows, or hidden
 * while the banner covers its place (below 768 px), and it answers once the visitor has chosen.
 */
for (const width of [390, 700, 1280]) {
  test(`at ${width} px the chat launcher is never under the cookie banner, and opens Manu once the visitor has chosen`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
    await expect(banner).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Manu Assistant' });
    if (width < 768) {
      await expect(launcher).toBeHidden();
    } else {
      await expect(launcher).toBeVisible();
      const box = (await launcher.boundingBox())!;
      const onTop = await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('.chat-launcher')), [box.x + box.width / 2, box.y + box.height / 2]);
      expect(onTop, 'the launcher is on top where it shows').toBe(true);
    }
    await banner.getByRole('button', { name: /^Reject/ }).click();
    await expect(banner).toBeHidden();
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Manu Assistant' }).getByRole('textbox', { name: 'Your message' })).toBeVisible();
  });
}
