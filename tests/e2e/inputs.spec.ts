import type { Page } from '@playwright/test';
import { formSteps } from '@/content/contact-form';
import { expect, test } from './fixtures';
import { CONSENT_DECIDED, everyPageType } from './page-types';

/**
 * Every field is at least 44 px tall, the size a thumb can hit and the size of the buttons
 * beside it (a text field in a column flex box used to collapse to its 20 px line), and the
 * contact form's step labels each stay on one line on a phone.
 */
const MIN_HEIGHT = 44;

test.beforeEach(async ({ page }) => {
  await page.addInitScript((choice) => window.localStorage.setItem('mf-consent', choice), CONSENT_DECIDED);
});

/** The visible text fields, pickers and text areas of the page, with their heights. */
const fieldHeights = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), select, textarea')]
      .filter((field) => field.checkVisibility({ visibilityProperty: true }) && field.getBoundingClientRect().width > 4)
      .map((field) => ({ field: field.id || field.getAttribute('name') || field.tagName, height: Math.round(field.getBoundingClientRect().height) })),
  );

for (const [type, path] of everyPageType) {
  test(`${type}: every field is at least ${MIN_HEIGHT} px tall`, { tag: '@desktop' }, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    const fields = await fieldHeights(page);
    expect(fields.length, 'the footer newsletter field at least').toBeGreaterThan(0);
    expect(fields.filter((field) => field.height < MIN_HEIGHT)).toEqual([]);
  });
}

test('the chat box is at least 44 px tall', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Manu Assistant' }).click();
  const box = page.getByRole('dialog', { name: 'Manu Assistant' }).getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeVisible();
  // The assistant's code takes over the panel's box as it loads: measure whichever box is there.
  await expect.poll(async () => (await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(MIN_HEIGHT);
});

test('the contact form step labels stay on one line each', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the narrowest screen is the one where they would wrap');
  await page.goto('/contact/');
  const steps = page.getByRole('list', { name: 'Form progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(formSteps.length);
  for (const [index, step] of formSteps.entries()) {
    const label = steps.nth(index).getByText(step.title);
    await expect(label).toBeVisible();
    // The form's stand-in (same labels) is swapped for the form when its code arrives, which can
    // replace the label between finding and measuring it: the measurement is polled.
    const lines = () =>
      label.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)).catch(() => Number.NaN);
    await expect.poll(lines, { message: `"${step.title}" on one line` }).toBeLessThan(1.5);
  }
});
