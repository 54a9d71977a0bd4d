import { test, expect, routesInSitemap } from './fixtures';

/**
 * No page may scroll sideways: a card or a line a few pixels too wide lets a phone pan
 * the whole page. Every route in the sitemap is checked at the project's width.
 */
test('no page is wider than the screen', { tag: '@desktop' }, async ({ page, request }) => {
  test.setTimeout(180_000);
  const routes = routesInSitemap(await (await request.get('/sitemap.xml')).text());
  expect(routes.length).toBeGreaterThan(20);
  const tooWide: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    if (scroll > client) tooWide.push(`${route}: ${scroll}px in ${client}px`);
  }
  expect(tooWide).toEqual([]);
});
