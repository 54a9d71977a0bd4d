import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contact } from '@/content/site';
import { assertBuiltWithAnalytics, expect, grantConsent, test } from './fixtures';
import { startStaticServer, type StaticServer } from '../../scripts/quality/static-server';
import { TEST_MEASUREMENT_ID, tagRecord, type TagCall } from './google-tag-stub';

/**
 * Google Analytics 4 as a visitor meets it, in a build with the test measurement id: the
 * Google tag is answered by the local stub (tests/e2e/google-tag-stub.ts), which records
 * every call the page makes; every other request to a Google host would fail the test.
 */

const TAG_URL = `https://www.googletagmanager.com/gtag/js?id=${TEST_MEASUREMENT_ID}`;
const VITALS = ['LCP', 'INP', 'CLS'];

test.beforeAll(() => assertBuiltWithAnalytics());
// The tag's script is answered by the stub, which records what the page asks of it.
test.use({ answerGoogleTag: true });

/** Call and WhatsApp links must not leave the test machine: keep the click, drop the navigation. */
const stayOnPage = (page: Page) =>
  page.evaluate(() =>
    window.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a[href]');
      if (link && !link.getAttribute('href')!.startsWith('/')) event.preventDefault();
    }),
  );

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy, your choice' });
/** A call link a visitor can reach while the banner is open: the bottom bar's on phones, the footer's on wider screens. */
const callLink = (page: Page, isMobile: boolean) =>
  isMobile
    ? page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Call' })
    : page.locator('footer').getByRole('link', { name: contact.mainPhone });
/** A footer link, reached as a visitor reaches it: on phones its group is folded, so its title is tapped first. */
async function footerLink(page: Page, name: string) {
  const link = page.locator('footer').getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) {
    const folded = page.getByRole('link', { name, exact: true, includeHidden: true });
    await page.locator('footer details').filter({ has: folded }).locator('summary').click();
  }
  return link;
}

/** A command as a short label: `consent default`, `js`, `config G-…`, `event page_view`. */
const label = (call: TagCall) => (call[0] === 'js' ? 'js' : `${call[0]} ${String(call[1])}`);

async function calls(page: Page): Promise<TagCall[]> {
  return (await tagRecord(page))?.calls ?? [];
}

/** The events the tag would send, leaving out the Core Web Vitals reports (their timing is the browser's). */
async function actions(page: Page, from = 0) {
  return (await calls(page)).slice(from).filter((call) => call[0] === 'event' && !VITALS.includes(String(call[1])));
}

async function setAnalyticsInCookieSettings(page: Page, on: boolean) {
  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  const toggle = dialog.getByRole('switch', { name: 'Analytics' });
  // A native checkbox drawn as a switch: its state is its checkedness.
  await expect(toggle).toBeChecked({ checked: !on });
  await toggle.click();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();
}

const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name);

test('nothing reaches Google before a choice or after Reject; a later Accept sends only what follows it', async ({ page, isMobile, analyticsRequests }) => {
  await page.goto('/');
  await stayOnPage(page);
  await callLink(page, isMobile).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject non-essential' }).click();
  await expect(banner(page)).toBeHidden();
  await callLink(page, isMobile).click();
  await (await footerLink(page, 'Careers')).click();
  await expect(page).toHaveURL(/\/careers\/$/);
  expect(analyticsRequests).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window), 'nothing was queued for the tag').toBe(false);

  await setAnalyticsInCookieSettings(page, true);
  await expect.poll(() => analyticsRequests).toEqual([TAG_URL]);
  await stayOnPage(page);
  await callLink(page, isMobile).click();
  // The page view and clicks from before the choice and after Reject were dropped, never sent late.
  await expect.poll(async () => (await actions(page)).map(label)).toEqual(['event call_click']);
});

test('after Accept all the tag for the configured id loads: consent defaults, config, then page views and clicks with their parameters', async ({ page, isMobile, baseURL, analyticsRequests }) => {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { __violations: string[] }).__violations.push(event.blockedURI));
  });
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => analyticsRequests).toEqual([TAG_URL]);
  await expect.poll(async () => (await calls(page)).map(label).slice(0, 5)).toEqual([
    'consent default', 'js', 'consent update', `config ${TEST_MEASUREMENT_ID}`, 'event page_view',
  ]);
  const [consentDefault, , consentUpdate, config, pageView] = await calls(page);
  expect(consentDefault![2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  expect(consentUpdate![2]).toEqual({ analytics_storage: 'granted' });
  expect(config![2]).toMatchObject({ send_page_view: false });
  expect(pageView![2]).toMatchObject({ page_path: '/', page_type: 'home', page_location: `${baseURL}/`, page_title: await page.title() });

  await stayOnPage(page);
  await callLink(page, isMobile).click();
  await expect.poll(async () => (await actions(page)).at(-1)).toEqual([
    'event', 'call_click', { phone: contact.mainPhone.replace(/\s+/g, ''), page_location: `${baseURL}/`, page_type: 'home' },
  ]);

  await (await footerLink(page, 'Careers')).click();
  await expect(page).toHaveURL(/\/careers\/$/);
  await expect.poll(async () => (await actions(page)).filter((call) => call[1] === 'page_view').map((call) => call[2])).toEqual([
    expect.objectContaining({ page_path: '/' }),
    expect.objectContaining({ page_path: '/careers/', page_type: 'careers', page_referrer: `${baseURL}/`, page_location: `${baseURL}/careers/` }),
  ]);
  expect(analyticsRequests, 'the tag is requested once per page load').toEqual([TAG_URL]);
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
});

test('withdrawing consent in Cookie settings stops sending at once and removes the tag’s cookies', async ({ page, isMobile, analyticsRequests }) => {
  await grantConsent(page);
  await page.goto('/');
  await expect.poll(() => analyticsRequests).toEqual([TAG_URL]);
  await expect.poll(() => cookieNames(page)).toEqual(expect.arrayContaining(['_ga', `_ga_${TEST_MEASUREMENT_ID.slice(2)}`]));

  await setAnalyticsInCookieSettings(page, false);
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], TEST_MEASUREMENT_ID)).toBe(true);
  expect((await calls(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  expect((await cookieNames(page)).filter((name) => name.startsWith('_ga'))).toEqual([]);
  const withdrawnAt = (await calls(page)).length;

  await stayOnPage(page);
  await callLink(page, isMobile).click();
  await (await footerLink(page, 'Careers')).click();
  await expect(page).toHaveURL(/\/careers\/$/);

  // Accepting again shows what happened meanwhile: nothing of it reaches the tag, only what follows.
  await setAnalyticsInCookieSettings(page, true);
  await stayOnPage(page);
  await callLink(page, isMobile).click();
  await expect.poll(async () => (await calls(page)).slice(withdrawnAt).filter((call) => !VITALS.includes(String(call[1]))).map(label)).toEqual([
    'consent update', 'event call_click',
  ]);
});

test('the Core Web Vitals of the visit are reported with the page type once analytics are accepted', async ({ page, baseURL }) => {
  await grantConsent(page);
  await page.goto('/careers/');
  await expect(page.locator('h1')).toBeVisible();
  // The largest paint is final at the visitor's first key press or tap. The measurement starts
  // when the browser is idle after the tag, so the test keeps pressing a key that does nothing
  // until the report arrives, as a visitor's later presses would. It waits longer than the usual
  // 7 s: the measuring code is fetched only once the browser is idle (up to 2 s after the tag),
  // and on a shared 2-core host running the suite's other worker that fetch and the first idle
  // moment have taken longer than 7 s.
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift');
        return (await calls(page)).map(label);
      },
      { timeout: 20_000 },
    )
    .toContain('event LCP');
  // A visitor switching to another tab: the page becomes hidden, which ends the layout-shift
  // and responsiveness measures. Headless Chromium never hides a page, so the test announces
  // it the way the browser would.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await calls(page)).map(label)).toContain('event CLS');
  const reports = (await calls(page)).filter((call) => call[0] === 'event' && VITALS.includes(String(call[1])));
  for (const [, name, params] of reports) {
    expect(params, String(name)).toMatchObject({
      page_type: 'careers',
      page_location: `${baseURL}/careers/`,
      metric_value: expect.any(Number),
      metric_id: expect.any(String),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    });
  }
});

test.describe('a build without a measurement id', () => {
  const root = 'out-no-analytics';
  let server: StaticServer | undefined;
  let origin = '';

  test.beforeAll(async () => {
    if (!existsSync(`${root}/index.html`)) throw new Error(`${root}/ is missing: run npm run build:no-analytics (npm test does).`);
    server = await startStaticServer(root);
    origin = server.origin;
  });
  test.afterAll(() => server?.stop());

  test('names no Google host in its policy, loads no tag and requests nothing, even after Accept all', async ({ page, isMobile, analyticsRequests }) => {
    const response = await page.goto(`${origin}/`);
    expect(response!.headers()['content-security-policy']).not.toMatch(/google-analytics|googletagmanager/);
    await stayOnPage(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await callLink(page, isMobile).click();
    await (await footerLink(page, 'Careers')).click();
    await expect(page).toHaveURL(/\/careers\/$/);
    // A build with an id fetches the tag's code and then adds the tag when the browser is idle:
    // wait until the network has been quiet and an idle callback queued after all that has run.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    expect(analyticsRequests).toEqual([]);
    expect(await page.evaluate(() => ({ queue: 'dataLayer' in window, tag: document.querySelector('script[src*="googletagmanager"]') !== null }))).toEqual({ queue: false, tag: false });
  });
});
