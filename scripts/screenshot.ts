// Full-page screenshots of served pages at phone and desktop widths, for a visual review:
//   node --import tsx scripts/screenshot.ts http://127.0.0.1:3000 / /blog/ …   (PNGs land in screenshots/)
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CHROMIUM } from './quality/browsers';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const full = process.env.FULL !== '0';
mkdirSync('screenshots', { recursive: true });

/**
 * A full-page picture shows what a visitor who scrolls sees: scroll down a screen at a
 * time (which starts the images and animations that wait for their section), then back
 * to the top.
 */
async function scrollThrough(page: Page) {
  // Sent as text: tsx compiles this file with esbuild, which wraps named functions in a `__name`
  // helper that exists here but not in the page, so a function literal would fail there.
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 120));
    }
    scrollTo(0, 0);
  })()`);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1, isMobile: width < 600, hasTouch: width < 600 });
  await context.route(/.*/, (route) => (/^https?:\/\/(127\.0\.0\.1|localhost)/.test(route.request().url()) ? route.continue() : route.abort()));
  const page = await context.newPage();
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    if (full) await scrollThrough(page);
    await page.waitForTimeout(400);
    const name = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: full });
    console.log(name);
  }
  await context.close();
}
await browser.close();
