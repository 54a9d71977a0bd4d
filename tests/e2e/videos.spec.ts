import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { chatbotDemo } from '@/content/home';
import { MAX_VIDEO_SECONDS } from '@/lib/media/timing';
import { allServicePages } from '@/lib/services/pages';
import { CAPTION_BAND_SHARE } from '@/lib/media/storyboard';
import { expect, test } from './fixtures';

/**
 * The drawn videos as a visitor meets them: the poster until they press play, then a video
 * whose length is the one the page's structured data states (and at most 90 s), captions off
 * until turned on and, once on, drawn in the band the pictures keep clear.
 */

const videoPages = allServicePages().filter(({ page }) => page.video.format === 'video');
const stillPages = allServicePages().filter(({ page }) => page.video.format === 'still');

async function jsonLdVideos(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as Array<Record<string, unknown>>).filter((node) => node['@type'] === 'VideoObject');
}

/** 'PT41S', 'PT1M15S' or 'PT1M1.5S' in seconds. */
function isoSeconds(iso: unknown): number {
  const match = /^PT(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(String(iso));
  if (!match) throw new Error(`not a duration: ${String(iso)}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/**
 * Presses play as a keyboard visitor does (Space on the focused player: its play button lives
 * in the browser's own closed shadow tree, where a test cannot find it by role) and reads the
 * length the player then shows.
 */
async function playAndReadLength(video: Locator): Promise<number> {
  await video.focus();
  await video.page().keyboard.press('Space');
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
  return video.evaluate((el: HTMLVideoElement) => el.duration);
}

const captionsOff = (video: Locator) =>
  video.evaluate((el: HTMLVideoElement) => ({
    defaults: el.querySelectorAll('track[default]').length,
    showing: [...el.textTracks].filter((track) => track.mode === 'showing').length,
    tracks: el.textTracks.length,
  }));

test.describe('service page videos', () => {
  for (const { service } of videoPages) {
    test(`${service.slug}: poster before play, captions off, the length the structured data states`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`/services/${service.slug}/`);
      const video = page.locator('section[aria-labelledby="walkthrough-heading"] video');
      await video.scrollIntoViewIfNeeded();
      // Before play the player shows its poster and has fetched nothing of the video itself.
      const poster = `/media/services/${service.slug}.jpg`;
      await expect(video).toHaveAttribute('poster', poster);
      await expect.poll(() => requested.includes(poster)).toBe(true);
      expect(requested.filter((path) => /\.(mp4|vtt)$/.test(path))).toEqual([]);
      expect(await captionsOff(video)).toEqual({ defaults: 0, showing: 0, tracks: 1 });

      const [ld] = await jsonLdVideos(page);
      const stated = isoSeconds(ld?.duration);
      expect(stated).toBeLessThanOrEqual(MAX_VIDEO_SECONDS);
      const seconds = await playAndReadLength(video);
      expect(Math.abs(seconds - stated), `${service.slug}: player ${seconds} s, structured data ${stated} s`).toBeLessThan(0.05);
      // The page's own length label says the same.
      const label = `${Math.floor(stated / 60)}:${String(Math.round(stated % 60)).padStart(2, '0')}`;
      await expect(page.locator('section[aria-labelledby="walkthrough-heading"] li', { hasText: 'Length' })).toHaveText(`Length ${label}`);
      expect(await captionsOff(video)).toMatchObject({ showing: 0 });
    });
  }

  for (const { service, page: content } of stillPages) {
    test(`${service.slug}: a still in place of a video, described, with no VideoObject`, async ({ page }) => {
      await page.goto(`/services/${service.slug}/`);
      const section = page.locator('section[aria-labelledby="walkthrough-heading"]');
      await expect(section.getByRole('heading', { name: content.video.name })).toBeVisible();
      const still = section.getByRole('img');
      await still.scrollIntoViewIfNeeded();
      await expect(still).toHaveAttribute('src', `/media/services/${service.slug}.jpg`);
      await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
      expect((await still.getAttribute('alt'))!.length).toBeGreaterThan(60);
      await expect(section.locator('video')).toHaveCount(0);
      expect(await jsonLdVideos(page)).toEqual([]);
    });
  }
});

test('the WhatsApp demo on the home page plays with captions off and the length its structured data states', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('product-chatbot').getByRole('button', { name: 'See Demo' }).click();
  const video = page.getByRole('dialog', { name: chatbotDemo.name }).getByTestId('demo-video');
  // The dialog starts the video as it opens.
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await captionsOff(video)).toEqual({ defaults: 0, showing: 0, tracks: 1 });
  const [ld] = await jsonLdVideos(page);
  expect(ld?.contentUrl).toMatch(/whatsapp-chatbot-demo\.mp4$/);
  const stated = isoSeconds(ld?.duration);
  expect(stated).toBeLessThanOrEqual(MAX_VIDEO_SECONDS);
  expect(Math.abs((await video.evaluate((el: HTMLVideoElement) => el.duration)) - stated)).toBeLessThan(0.05);
});

/** The player's pixels, as raw RGB rows. */
async function pixels(video: Locator) {
  const { data, info } = await sharp(await video.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Rows (as a share of the player's height) where two screenshots differ. */
function changedRows(a: Awaited<ReturnType<typeof pixels>>, b: Awaited<ReturnType<typeof pixels>>): number[] {
  const rows: number[] = [];
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 3;
      if (Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 24) {
        rows.push(y / a.height);
        break;
      }
    }
  }
  return rows;
}

test.describe('captions once a visitor turns them on @desktop', () => {
  for (const slug of ['whatsapp-communications', 'web-development']) {
    test(`${slug}: each cue is drawn in the band the pictures keep clear, never over them`, async ({ page }) => {
      await page.goto(`/services/${slug}/`);
      const video = page.locator('section[aria-labelledby="walkthrough-heading"] video');
      await video.scrollIntoViewIfNeeded();
      await playAndReadLength(video);
      await page.keyboard.press('Space');
      await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
      const cues = await video.evaluate(async (el: HTMLVideoElement) => {
        const track = el.textTracks[0]!;
        track.mode = 'hidden'; // loads the cues without showing them
        await new Promise((resolve) => (track.cues?.length ? resolve(null) : el.querySelector('track')!.addEventListener('load', resolve, { once: true })));
        return [...track.cues!].map((cue) => cue.startTime);
      });
      expect(cues.length).toBeGreaterThan(1);
      for (const start of cues) {
        // The same picture without and with its caption (moved to as a visitor drags the
        // timeline): only the caption band may differ.
        const landed = await video.evaluate(async (el: HTMLVideoElement, at: number) => {
          el.textTracks[0]!.mode = 'hidden';
          el.currentTime = at + 0.5;
          await new Promise((resolve) => el.addEventListener('seeked', resolve, { once: true }));
          return el.currentTime;
        }, start);
        expect(landed).toBeCloseTo(start + 0.5, 1);
        // A seek paints its frame on a later animation frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const without = await pixels(video);
        // Turning captions on, as the player's captions menu does.
        await video.evaluate(async (el: HTMLVideoElement) => {
          el.textTracks[0]!.mode = 'showing';
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const withCaptions = await pixels(video);
        const rows = changedRows(without, withCaptions);
        expect(rows.length, `the caption at ${start} s shows`).toBeGreaterThan(0);
        expect(Math.max(...rows), `the caption at ${start} s stays in the top ${CAPTION_BAND_SHARE * 100} % of the player`).toBeLessThanOrEqual(CAPTION_BAND_SHARE);
      }
    });
  }
});
