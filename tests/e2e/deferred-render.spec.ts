import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Blocks below the first screen skip style and layout until needed (`.defer-render`,
 * lib/browser/deferred-render.ts). What a visitor must never notice: a section link, a
 * reload or a #fragment landing in the wrong place, or a block that never renders.
 */

type Probe = { render: string | null; services: string; hero: string; footer: string };

/** Records, as the HTML finishes parsing (before any chunk loads), how each block is rendered. */
async function probeAtParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const cv = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element).contentVisibility : 'missing';
      };
      (window as unknown as { __probe: Probe }).__probe = {
        render: document.documentElement.getAttribute('data-render'),
        services: cv('#services'),
        hero: cv('#home'),
        footer: cv('div:has(> footer)'),
      };
    });
  });
}

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
const renderState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-render'));

test('blocks below the first screen wait at first load, and all render once the page has booted', async ({ page }) => {
  await probeAtParse(page);
  await page.goto('/');
  expect(await probe(page)).toEqual({ render: null, services: 'auto', hero: 'visible', footer: 'auto' });
  await expect.poll(() => renderState(page), { timeout: 10_000 }).toBe('all');
  const states = await page.evaluate(() => [...document.querySelectorAll('.defer-render')].map((el) => getComputedStyle(el).contentVisibility));
  expect(states.length).toBeGreaterThanOrEqual(7);
  expect(new Set(states)).toEqual(new Set(['visible']));
});

test('a link with a #fragment renders everything first and lands on its section', async ({ page }) => {
  await probeAtParse(page);
  await page.goto('/#about');
  expect((await probe(page)).render).toBe('all');
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('about')!.getBoundingClientRect().top)))
    .toBe(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)));
});

test('a reload keeps the visitor on the content they were reading', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => renderState(page), { timeout: 10_000 }).toBe('all');
  const heading = page.locator('#testimonials-title');
  await heading.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const before = await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));

  await probeAtParse(page);
  await page.reload();
  expect((await probe(page)).render).toBe('all');
  await expect.poll(async () => Math.abs((await heading.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThanOrEqual(2);
});

test('an article body waits block by block after its opening blocks, and renders in full after boot', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const blocks = [...document.querySelectorAll('.mdx-body > *')].map((el) => getComputedStyle(el).contentVisibility);
      (window as unknown as { __blocks: string[] }).__blocks = blocks;
    });
  });
  await page.goto('/blog/ai-in-healthcare-safe-adoption-guide/');
  const atParse = await page.evaluate(() => (window as unknown as { __blocks: string[] }).__blocks);
  expect(atParse.length).toBeGreaterThan(10);
  expect(atParse.slice(0, 3)).toEqual(['visible', 'visible', 'visible']);
  expect(new Set(atParse.slice(3))).toEqual(new Set(['auto']));
  await expect.poll(() => renderState(page), { timeout: 10_000 }).toBe('all');
  const after = await page.evaluate(() => [...document.querySelectorAll('.mdx-body > *')].map((el) => getComputedStyle(el).contentVisibility));
  expect(new Set(after)).toEqual(new Set(['visible']));
});
