import { getAllPosts } from '@/lib/content/posts';
import { postUrl } from '@/lib/blog/urls';
import { articleContents, MIN_CONTENTS_SECTIONS } from '@/lib/blog/contents';
import { expect, test } from './fixtures';
import { CONSENT_DECIDED } from './page-types';

/** Reading a long article on any screen: a contents list to jump with, and tables that keep their shape. */

const posts = getAllPosts();
/** The article with the most sections, and one with a table. */
const longest = [...posts].sort((a, b) => articleContents(b.content).length - articleContents(a.content).length)[0]!;
const withTable = posts.find((post) => /^\|.*\|\s*$/m.test(post.content))!;

test.beforeEach(async ({ page }) => {
  await page.addInitScript((choice) => window.localStorage.setItem('mf-consent', choice), CONSENT_DECIDED);
});

test('a long article lists its sections; a phone unfolds the list with one tap; an entry brings its heading into view', { tag: '@desktop' }, async ({ page }) => {
  const entries = articleContents(longest.content);
  expect(entries.length).toBeGreaterThanOrEqual(MIN_CONTENTS_SECTIONS);
  await page.goto(postUrl(longest.slug));
  const contents = page.getByRole('navigation', { name: /On this page/ });
  const links = contents.getByRole('link');
  if (page.viewportSize()!.width < 640) {
    await expect(links.first()).toBeHidden();
    await contents.locator('summary').click();
  }
  await expect(links).toHaveCount(entries.length);
  await expect(links).toHaveText(entries.map((entry) => entry.title));
  const target = entries.at(-1)!;
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
  const heading = page.locator(`.mdx-body h2[id="${target.id}"]`);
  await expect(heading).toHaveText(target.title);
  await expect(heading).toBeInViewport();
});

test('a table keeps its columns: a visible frame that scrolls sideways when the screen is narrow, and can be focused', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(postUrl(withTable.slug));
  const frames = page.locator('.mdx-body .table-frame');
  expect(await frames.count()).toBeGreaterThan(0);
  for (const frame of await frames.all()) {
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(frame).toHaveCSS('border-top-style', 'solid');
    const shape = await frame.evaluate((element) => {
      const cells = [...element.querySelectorAll('th, td')].map((cell) => cell.getBoundingClientRect().width);
      return { narrowest: Math.min(...cells), columns: element.querySelector('tr')!.children.length, scrolls: element.scrollWidth > element.clientWidth, fits: element.clientWidth };
    });
    // A cell keeps room for a phrase per line (8.5rem on a phone), so a table of more columns than that allows scrolls instead.
    expect(shape.narrowest, 'narrowest cell').toBeGreaterThanOrEqual(page.viewportSize()!.width < 640 ? 135 : 60);
    if (shape.columns * 136 > shape.fits) expect(shape.scrolls, 'a table wider than its frame scrolls').toBe(true);
  }
});
