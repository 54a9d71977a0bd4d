import { chatbotDemo, walkthroughVideo } from '@/content/home';
import { hasProfile, leadership } from '@/content/leadership';
import { videoCaptions } from '@/lib/home/media';
import { expect, test } from './fixtures';
import { CONSENT_DECIDED, everyPageType } from './page-types';

/** Nothing a visitor sees or follows is a stand-in: no "placeholder" text, no profile link to nowhere, real videos. */

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'what the site says and links to is the same at every width: checked once, in the phone project');
  await page.addInitScript((choice) => window.localStorage.setItem('mf-consent', choice), CONSENT_DECIDED);
});

for (const [type, path] of everyPageType) {
  test(`${type}: no visible text or link says placeholder`, async ({ page }) => {
    await page.goto(path);
    // Folded sections, menus and dialogs count too: their text is the page's.
    const { text, links } = await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
      return { text: document.body.innerText, links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!) };
    });
    expect(text).not.toMatch(/placeholder|lorem ipsum/i);
    expect(links.filter((href) => /placeholder/i.test(href))).toEqual([]);
  });
}

test('Connect appears only for a leader with a real profile address', async ({ page }) => {
  await page.goto('/');
  const connect = page.locator('#about').getByRole('link', { name: /Connect with/ });
  const withProfile = leadership.filter(hasProfile);
  await expect(connect).toHaveCount(withProfile.length);
  for (const [index, leader] of withProfile.entries()) await expect(connect.nth(index)).toHaveAttribute('href', leader.linkedin);
});

test("the hero's See how it works plays the walkthrough drawn from the site's own pages, with captions", async ({ page, request }) => {
  await page.goto('/');
  await page.locator('#home').getByRole('button', { name: /See how it works/ }).click();
  const dialog = page.getByRole('dialog', { name: walkthroughVideo.name });
  const video = dialog.getByTestId('demo-video');
  await expect(video).toBeVisible();
  await expect(video.locator('source')).toHaveAttribute('src', walkthroughVideo.file);
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', videoCaptions(walkthroughVideo.file));
  for (const file of [walkthroughVideo.file, videoCaptions(walkthroughVideo.file), videoCaptions(chatbotDemo.file)]) {
    expect((await request.get(file)).ok(), file).toBe(true);
  }
  const captions = await (await request.get(videoCaptions(walkthroughVideo.file))).text();
  expect(captions).toMatch(/^WEBVTT/);
  expect(captions).not.toMatch(/placeholder/i);
});
