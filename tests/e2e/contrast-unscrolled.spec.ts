import AxeBuilder from '@axe-core/playwright';
import { test, expect, builtSitemapRoutes, settleAnimations } from './fixtures';

/**
 * Blocks below the first screen stay unrendered until the visitor scrolls
 * (lib/browser/deferred-render.ts). A contrast checker that reads the page before any
 * scroll, as Lighthouse does, lays their contents out at full height inside shorter
 * placeholders, so they spill over what follows: light text in a deferred dark band lands
 * outside the band, and white cards from earlier blocks land on top of a later one. So
 * dark bands render with the page (`deferRender={false}`) and are positioned, and these
 * tests read every sitemap route the way Lighthouse's phone run does: 412 px wide, booted,
 * never scrolled. The other accessibility tests render everything first and judge the page
 * as a visitor who scrolled sees it.
 */
test.use({ viewport: { width: 412, height: 823 }, revealOnBoot: false });

for (const route of [...builtSitemapRoutes(), '/search/']) {
  test(`colour contrast holds on ${route} before the visitor scrolls`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'Lighthouse audits the phone layout');
    await page.goto(route);
    expect(await page.evaluate(() => window.scrollY), 'opened at the top').toBe(0);
    await settleAnimations(page);
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    const failures = violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`));
    expect(failures).toEqual([]);
  });
}
