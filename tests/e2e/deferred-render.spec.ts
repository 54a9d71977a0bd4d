import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadPosts } from '../../lib/content/posts';
import { legalSlugs } from '../../lib/legal/document';
import { test, expect } from './fixtures';
import { idleAWhile, renderState, scrollOnce } from './deferral';

/**
 * Blocks below the first screen skip style and layout until needed (`.defer-render`,
 * lib/browser/deferred-render.ts). What a visitor must never notice: a section link, a
 * reload or a #fragment landing in the wrong place, or a block that never renders.
 */

type Probe = { render: string | null; held: string; services: string; hero: string; footer: string };

/**
 * Records how each block is rendered once the HTML has been parsed (before any chunk loads):
 * the render decision and whether the blocks are held back from the first frame, at parse;
 * the blocks' own state two frames later, when that hold is over.
 */
async function probeAtParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      const render = document.documentElement.getAttribute('data-render');
      const held = style('#services')?.animationName ?? 'missing';
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const cv = (selector: string) => style(selector)?.contentVisibility ?? 'missing';
          (window as unknown as { __probe: Probe }).__probe = { render, held, services: cv('#services'), hero: cv('#home'), footer: cv('footer > .defer-render') };
        }),
      );
    });
  });
}

// These tests watch the deferral itself, so the fixture does not lift it for them.
test.use({ revealOnBoot: false });

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

test('blocks below the first screen wait at first load and through boot, and all render once the visitor scrolls', async ({ page }) => {
  await probeAtParse(page);
  await page.goto('/');
  await expect.poll(() => probe(page)).toEqual({ render: null, held: 'skip-first-frame', services: 'auto', hero: 'visible', footer: 'auto' });
  await idleAWhile(page);
  expect(await renderState(page)).toBeNull();
  expect(await page.locator('.defer-render[data-render]').count()).toBe(0);

  await scrollOnce(page);
  await expect.poll(() => renderState(page), { timeout: 10_000 }).toBe('all');
  const states = await page.evaluate(() => [...document.querySelectorAll('.defer-render')].map((el) => getComputedStyle(el).contentVisibility));
  expect(states.length).toBeGreaterThanOrEqual(7);
  expect(new Set(states)).toEqual(new Set(['visible']));
});

test('a link with a #fragment renders everything first and lands on its section', async ({ page }) => {
  await probeAtParse(page);
  await page.goto('/#about');
  await expect.poll(() => probe(page)).toMatchObject({ render: 'all', held: 'none', services: 'visible' });
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('about')!.getBoundingClientRect().top)))
    .toBe(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)));
});

test('a reload keeps the visitor on the content they were reading', async ({ page }) => {
  await page.goto('/');
  const heading = page.locator('#testimonials-title');
  await heading.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect.poll(() => renderState(page), { timeout: 10_000 }).toBe('all');
  await heading.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const before = await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));

  await probeAtParse(page);
  await page.reload();
  await expect.poll(() => probe(page)).toMatchObject({ render: 'all', held: 'none' });
  await expect.poll(async () => Math.abs((await heading.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThanOrEqual(2);
});

test('an article body waits block by block after its opening blocks, and renders in full once the visitor scrolls', async ({ page }) => {
  await page.addInitScript(() => {
    // Two frames after parsing: the blocks' own state once the first-frame hold is over.
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const blocks = [...document.querySelectorAll('.mdx-body > *')].map((el) => getComputedStyle(el).contentVisibility);
          (window as unknown as { __blocks: string[] }).__blocks = blocks;
        }),
      ),
    );
  });
  await page.goto('/blog/ai-in-healthcare-safe-adoption-guide/');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __blocks?: string[] }).__blocks?.length ?? 0)).toBeGreaterThan(10);
  const atParse = await page.evaluate(() => (window as unknown as { __blocks: string[] }).__blocks);
  expect(atParse.slice(0, 3)).toEqual(['visible', 'visible', 'visible']);
  expect(new Set(atParse.slice(3))).toEqual(new Set(['auto']));
  await idleAWhile(page);
  expect(await page.locator('.mdx-body > [data-render]').count()).toBe(0);
  await scrollOnce(page);
  await expect.poll(() => page.locator('.mdx-body > [data-render="shown"]').count()).toBeGreaterThan(0);
  await expect.poll(() => renderState(page), { timeout: 10_000 }).toBe('all');
  const after = await page.evaluate(() => [...document.querySelectorAll('.mdx-body > *')].map((el) => getComputedStyle(el).contentVisibility));
  expect(new Set(after)).toEqual(new Set(['visible']));
});

/**
 * Only the body blocks that could be laid out with the first frame are held back from it (each
 * hold costs an animation); the rest wait without one. Checked where it matters, at parse time:
 * every deferred block that starts within half a screen of the viewport (the margin within which
 * the browser renders a waiting block) must be held, on every long Markdown page.
 */
const markdownRoutes = [
  // Published posts only: a draft has no page in the export.
  ...loadPosts(path.join(__dirname, '../../content/blog'), { includeDrafts: false }).map((post) => `/blog/${post.slug}/`),
  ...legalSlugs.map((slug) => `/${slug}/`),
];

type Hold = { index: number; top: number; held: boolean; deferred: boolean };

/** Records, on every page the tab loads from now on, each body block's state at parse time. */
const recordHoldsAtParse = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __holds: Hold[] }).__holds = [...document.querySelectorAll('.mdx-body > *')].map((el, index) => {
        const style = getComputedStyle(el);
        return { index, top: el.getBoundingClientRect().top, held: style.animationName === 'skip-first-frame', deferred: style.contentVisibility === 'auto' };
      });
    });
  });

async function holdsAtParse(page: Page, route: string) {
  await page.goto(route);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __holds?: Hold[] }).__holds?.length ?? 0)).toBeGreaterThan(3);
  return page.evaluate(() => ({ holds: (window as unknown as { __holds: Hold[] }).__holds, height: innerHeight }));
}

for (const screen of [null, { width: 1920, height: 1080 }]) {
  test.describe(screen ? `on a ${screen.width}×${screen.height} screen` : 'on the project screen', () => {
    if (screen) test.use({ viewport: screen });
    test('long Markdown bodies hold back only the deferred blocks near the first screen', async ({ page }) => {
      await recordHoldsAtParse(page);
      for (const route of markdownRoutes) {
        const { holds, height } = await holdsAtParse(page, route);
        const near = holds.filter((hold) => hold.deferred && hold.top < height * 1.5);
        const unheldNear = near.filter((hold) => !hold.held).map((hold) => hold.index);
        expect(unheldNear, `${route}: deferred blocks within half a screen without the hold`).toEqual([]);
        // And only those that could be: an article has 60 and more deferred blocks.
        expect(holds.filter((hold) => hold.held).length, route).toBeLessThanOrEqual(9);
      }
    });
  });
}
