import type { Locator, Page } from '@playwright/test';
import { walkthroughVideo } from '@/content/home';
import { assertBuiltWithEndpoint, test as chatTest } from './chat-worker';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { CONSENT_DECIDED, everyPageType, pageOfType } from './page-types';

/**
 * axe-core (WCAG 2.0–2.2 A and AA) on one page of every type at both widths (the desktop and
 * phone projects), as a first visit shows it, and in each state a visitor brings about: the
 * menus, the cookie settings, a video player, the contact form's errors, the folded groups
 * unfolded, and the chat panel before and with an answer.
 */

const AXE_TIME = 120_000;
const returning = (page: Page) => page.addInitScript((choice) => window.localStorage.setItem('mf-consent', choice), CONSENT_DECIDED);

/** Lazy images and the testimonial deck arrive as the visitor scrolls: let them, then go back up. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  // Back at the top the header turns transparent again: its colours are checked once it has.
  await expect(page.locator('header[data-scrolled]')).toHaveAttribute('data-scrolled', 'false');
}

for (const [type, path] of everyPageType) {
  test(`${type}: axe finds nothing on a first visit, with the cookie banner up`, { tag: '@desktop' }, async ({ page }) => {
    test.setTimeout(AXE_TIME);
    await visit(page, path);
    await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

/**
 * A state a visitor opens (a menu, a dialog, the chat panel) is checked where it shows: the
 * parts it opens and the control that opened it, marked for axe. The page around it is the
 * page checked above at the same width, so it is not checked again here; a native modal
 * dialog makes the rest of the page inert, which hides it from assistive technology.
 */
async function expectNoViolationsIn(...parts: Locator[]) {
  for (const part of parts) await part.evaluate((element) => element.setAttribute('data-axe-state', ''));
  await expectNoA11yViolations(parts[0]!.page(), { include: '[data-axe-state]' });
}

async function open(page: Page, path: string) {
  await returning(page);
  await page.goto(path);
}

test.describe('in the states a visitor brings about', { tag: '@desktop' }, () => {
  test.setTimeout(AXE_TIME);

  test('the mobile menu open', async ({ page }) => {
    test.skip(page.viewportSize()!.width >= 1024, 'the menu button shows below 1024 px');
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectNoViolationsIn(menu, page.locator('header').filter({ has: button }));
  });

  test('the Solutions menu open', async ({ page }) => {
    test.skip(page.viewportSize()!.width < 1024, 'the Solutions menu shows from 1024 px');
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await expect(page.getByRole('list', { name: 'Services' })).toBeVisible();
    await expectNoViolationsIn(nav);
  });

  test('the cookie settings open', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
    await banner.getByRole('button', { name: 'Customise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expectNoViolationsIn(dialog, banner);
  });

  test('a video player open', async ({ page }) => {
    await open(page, '/');
    const button = page.locator('#home').getByRole('button', { name: /See how it works/ });
    await button.click();
    const player = page.getByRole('dialog', { name: walkthroughVideo.name });
    await expect(player).toBeVisible();
    await expectNoViolationsIn(player, button);
  });

  // The whole page: the errors show beside every field, and the page is short.
  test('the contact form showing its errors', async ({ page }) => {
    await returning(page);
    await visit(page, '/contact/');
    await page.locator('#contact').getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#contact [aria-invalid="true"]').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  // The whole page: the folded groups are all over it.
  test('every folded group unfolded (footer links, story, company facts, contents)', async ({ page }) => {
    await returning(page);
    for (const path of [pageOfType.home, pageOfType.article]) {
      await visit(page, path);
      for (const summary of await page.locator('summary:visible').all()) await summary.click();
      await expectNoA11yViolations(page);
    }
  });
});

chatTest.describe('the chat', { tag: '@desktop' }, () => {
  chatTest.beforeAll(assertBuiltWithEndpoint);

  chatTest('the panel open, then with an answer', async ({ page }) => {
    chatTest.setTimeout(AXE_TIME);
    await open(page, '/');
    const launcher = page.getByRole('button', { name: 'Manu Assistant' });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Manu Assistant' });
    await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await expectNoViolationsIn(panel, launcher);
    await panel.getByRole('textbox', { name: 'Your message' }).fill('What does a virtual office cost?');
    await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
    // The panel's code and the site index load on the first click, then the answer streams in: a busy machine needs longer than the default wait.
    await expect(panel.getByRole('log', { name: 'Conversation' }).getByText('Choose an action:')).toBeVisible({ timeout: 20_000 });
    await expectNoViolationsIn(panel, launcher);
  });
});
