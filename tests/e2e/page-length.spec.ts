import type { Page } from '@playwright/test';
import { getAllPosts } from '@/lib/content/posts';
import { postUrl } from '@/lib/blog/urls';
import { expect, test } from './fixtures';
import { CONSENT_DECIDED, everyPageType, type PageTypeName } from './page-types';

/**
 * Pages a visitor can finish on a phone: each page's length in screens (document height over
 * the screen's height) at 390 × 844. The home page must stay within 18 screens with everything
 * it shows; the other limits are each page type's length when these limits were set, with a
 * little room, so that no page grows long again unnoticed. An article's limit grows with its
 * reading time: two screens a minute, plus three for its header, related articles and footer.
 */
const SCREEN = { width: 390, height: 844 };

const limits: Record<Exclude<PageTypeName, 'article'>, number> = {
  home: 18,
  services: 12.5,
  service: 15.5,
  blog: 10,
  category: 5,
  team: 12,
  careers: 9.5,
  contact: 6.5,
  // The first run of results (20 of them) with the search form.
  search: 11.5,
  legal: 15,
  'not-found': 2.5,
};
const articleLimit = (readTime: number) => 2 * readTime + 3;

test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });
test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'measured on a phone');
  await page.addInitScript((choice) => window.localStorage.setItem('mf-consent', choice), CONSENT_DECIDED);
});

async function screens(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('load');
  // The search page's results arrive after the page has loaded: measured as the visitor reads them.
  if (path.startsWith('/search/')) await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
}

for (const [type, path] of everyPageType) {
  if (type === 'article') continue;
  test(`${type} (${path}) is at most ${limits[type]} screens long`, async ({ page }) => {
    const length = await screens(page, path);
    console.log(`${type} ${path}: ${length.toFixed(1)} screens at ${SCREEN.width}×${SCREEN.height}`);
    expect(length).toBeLessThanOrEqual(limits[type]);
  });
}

test('every article is at most two screens per minute of reading, plus three', async ({ page }) => {
  test.setTimeout(120_000);
  const posts = getAllPosts();
  expect(posts.length).toBeGreaterThan(0);
  const tooLong: string[] = [];
  for (const post of posts) {
    const length = await screens(page, postUrl(post.slug));
    console.log(`article ${post.slug}: ${length.toFixed(1)} screens for ${post.readTime} min (limit ${articleLimit(post.readTime)})`);
    if (length > articleLimit(post.readTime)) tooLong.push(`${post.slug}: ${length.toFixed(1)} screens for ${post.readTime} min`);
  }
  expect(tooLong).toEqual([]);
});
