import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONSENT_DECIDED, everyPageType } from './page-types';

/**
 * The fixed chrome (header, quick-actions bar, chat launcher, cookie banner) must never sit on
 * a control the visitor cannot scroll out from under: on the first screen nothing can be
 * scrolled down from under the header, and on the last screen nothing can be scrolled up from
 * over the bar and the launcher. So at the top of a page every control between the top of the
 * screen and the bar is checked, and at the end every control between the header and the
 * bottom of the screen; the launcher and the banner float inside both bands. A control is
 * covered when the element at its centre belongs to a fixed element that does not hold it.
 */

type Band = { top: number; bottom: number };
type Inspection = { covered: string[]; share: number; band: Band };

/** In the page: the covered controls within the band, and the share of the screen the fixed chrome takes. */
function inspect(which: 'first' | 'last'): Inspection {
  const fixedOf = (node: Element | null): Element | null => {
    for (let n = node; n; n = n.parentElement) if (getComputedStyle(n).position === 'fixed') return n;
    return null;
  };
  const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const chrome = [...document.querySelectorAll('body *')].filter(
    (element) => getComputedStyle(element).position === 'fixed' && !fixedOf(element.parentElement) && shown(element),
  );
  const header = document.querySelector('header[data-scrolled]')?.getBoundingClientRect();
  const bar = document.querySelector('nav[aria-label="Quick actions"]');
  const barTop = bar && shown(bar) ? bar.getBoundingClientRect().top : innerHeight;
  const band = which === 'first' ? { top: 0, bottom: barTop } : { top: header?.bottom ?? 0, bottom: innerHeight };

  const covered: string[] = [];
  for (const control of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex="0"]')) {
    if (!shown(control)) continue;
    const box = control.getBoundingClientRect();
    // Visually hidden controls (a skip link until focused, a radio drawn as its label) are clipped away.
    const { clip, clipPath } = getComputedStyle(control);
    if (box.width < 4 || box.height < 4 || clip === 'rect(0px, 0px, 0px, 0px)' || clipPath === 'inset(50%)') continue;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // A control of the chrome itself (the header's links) counts wherever it is; a page's control within the band.
    const inChrome = Boolean(fixedOf(control));
    if (!inChrome && (y < band.top || y >= band.bottom)) continue;
    if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    const cover = fixedOf(hit);
    // A page's control is covered by a fixed element that does not hold it; a control of the chrome
    // by any other part of the chrome drawn at its centre (a row of the header over its top strip).
    const isCovered = inChrome ? !control.contains(hit) : Boolean(cover && !cover.contains(control));
    if (isCovered) covered.push(`${name(control)} at ${Math.round(x)},${Math.round(y)} under ${hit ? name(inChrome ? hit : cover!) : 'nothing'}`);
  }

  let area = 0;
  for (const element of chrome) {
    const box = element.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
    const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    area += width * height;
  }
  return { covered, share: area / (innerWidth * innerHeight), band };
}

async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByRole('button', { name: 'Manu Assistant' })).toBeVisible();
}

test.describe('fixed chrome, for a returning visitor', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((choice) => window.localStorage.setItem('mf-consent', choice), CONSENT_DECIDED);
  });

  for (const [type, path] of everyPageType) {
    test(`${type}: no control on the first or the last screen is under a fixed element; the chrome takes at most a quarter of the screen`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      const first = await page.evaluate(inspect, 'first' as const);
      expect(first.covered, `first screen of ${path}`).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The header folds its top strip away as the page scrolls, in a 300 ms transition: wait for it.
      await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'true');
      await expect.poll(async () => (await page.evaluate(inspect, 'last' as const)).covered, { message: `last screen of ${path}` }).toEqual([]);
      const last = await page.evaluate(inspect, 'last' as const);
      const { width, height } = page.viewportSize()!;
      const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
      console.log(`fixed chrome at ${width}×${height}, ${type}: ${percent(first.share)} of the first screen, ${percent(last.share)} of the last`);
      expect(first.share, 'share of the first screen under fixed chrome').toBeLessThanOrEqual(0.25);
      expect(last.share, 'share of the last screen under fixed chrome').toBeLessThanOrEqual(0.25);
    });
  }

  test('the chat launcher is a round icon button on a phone and a labelled pill wider, named Manu Assistant either way', async ({ page }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Manu Assistant' });
    await expect(launcher).toBeVisible();
    const box = (await launcher.boundingBox())!;
    if (page.viewportSize()!.width < 640) {
      expect(box.width).toBeLessThanOrEqual(60);
      await expect(launcher.getByText('Manu Assistant')).toHaveCSS('position', 'absolute');
    } else {
      await expect(launcher.getByText('Manu Assistant')).toBeVisible();
    }
  });

  test('scrolled, the header leaves no link of its top strip under its bar, nor in reach of the keyboard', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.mouse.wheel(0, 400);
    await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'true');
    // Hidden from everyone once folded, so found by its markup rather than its role.
    const links = page.locator('ul[aria-label="Quick contact"] a');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) await expect(link).toBeHidden();
  });

  test('back at the top, no link of the top strip is in reach while the bar is still drawn on it', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.mouse.wheel(0, 400);
    await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'true');
    // The strip unfolds over 300 ms: every frame of the next 600 ms is checked, since a visitor may tap at any of them.
    const covered = await page.evaluate(async () => {
      window.scrollTo(0, 0);
      const found = new Set<string>();
      const started = performance.now();
      while (performance.now() - started < 600) {
        await new Promise(requestAnimationFrame);
        for (const link of document.querySelectorAll('ul[aria-label="Quick contact"] a')) {
          if (!link.checkVisibility({ visibilityProperty: true })) continue;
          const box = link.getBoundingClientRect();
          if (!link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))) found.add(link.textContent!.trim());
        }
      }
      return [...found];
    });
    expect(covered).toEqual([]);
    await expect(page.getByRole('list', { name: 'Quick contact' }).getByRole('link').first()).toBeVisible();
  });
});

test.describe('the cookie banner on a first visit', () => {
  for (const [type, path] of everyPageType) {
    test(`${type}: is compact and leaves the hero's main call to action uncovered`, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
      await expect(banner).toBeVisible();
      const box = (await banner.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.height, 'banner height').toBeLessThanOrEqual(viewport.width < 768 ? 130 : 100);
      // The hero's main call to action: the first button-styled link or button of the page's first section.
      const cta = page.locator('main section').first().locator('.btn').first();
      if (!(await cta.count())) return;
      const target = (await cta.boundingBox())!;
      expect(target.y + target.height, `"${await cta.innerText()}" ends above the banner`).toBeLessThanOrEqual(box.y);
    });
  }
});
