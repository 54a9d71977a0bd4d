import type { Page } from '@playwright/test';
import { test, expect, expectHydrated, expectNoA11yViolations, dataLayerEvents, grantConsent, settleAnimations } from './fixtures';
import { services } from '@/content/services';
import { contact, whatsappTexts } from '@/content/site';

/** Distance of a home section from the viewport top; Infinity until the home page has it. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((section) => Math.round(document.getElementById(section)?.getBoundingClientRect().top ?? Infinity), id);

/** A section link lands the section's top just under the fixed header: neither short of it nor past it. */
const expectLanded = (page: Page, id: string) =>
  expect
    .poll(async () => {
      const top = await sectionTop(page, id);
      return top >= -2 && top < 140 ? 'landed' : `top at ${top}px`;
    })
    .toBe('landed');

test.describe('header', { tag: '@desktop' }, () => {
  test('the Solutions button opens the menu of the 9 services, and a click outside closes it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop menu is hidden on phones');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click();
    const menu = page.getByRole('list', { name: 'Services' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(services.length);
    for (const service of services) await expect(menu.getByRole('link', { name: new RegExp(service.title) })).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(menu).toBeHidden();
  });

  test('once the page has started, the Solutions menu opens on hover and closes when the pointer leaves', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop menu is hidden on phones');
    await page.goto('/');
    // Hovering is the one behaviour the page's code adds; wait until that code is running.
    await expectHydrated(page);
    // That scroll folds the top strip away (300 ms), which moves the menu button up by its own
    // height: a pointer aimed at it mid-fold ends below it. The visitor points at where it settles.
    await settleAnimations(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    const menu = page.getByRole('list', { name: 'Services' });
    await trigger.hover();
    await expect(menu).toBeVisible();
    // A click on the way in keeps the menu the hover has opened.
    await trigger.click();
    await expect(menu).toBeVisible();
    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x, box.y + 500);
    await expect(menu).toBeHidden();
  });

  test('the Solutions menu works with the keyboard alone', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop menu is hidden on phones');
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('list', { name: 'Services' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('turns opaque once the page scrolls past 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('a header link from the top of the home page lands on the section', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones reach sections through the menu and bottom bar');
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).click();
    await expectLanded(page, 'contact');
    await page.locator('header').getByRole('link', { name: 'Products', exact: true }).click();
    await expectLanded(page, 'products');
  });

  test('a section link on another page goes home and scrolls to the section', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones reach sections through the menu and bottom bar');
    await page.goto('/this-page-does-not-exist/');
    await page.locator('header').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expectLanded(page, 'about');
  });

  test('outbound shortcuts in the top strip carry the right addresses', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('list', { name: 'Quick contact' });
    await expect(strip.getByRole('link', { name: /Email|@/ })).toHaveAttribute('href', new RegExp(`^mailto:${contact.supportEmail}`));
    await expect(strip.getByRole('link', { name: /Call|\+91/ })).toHaveAttribute('href', `tel:${contact.mainPhone.replace(/\s/g, '')}`);
    const whatsapp = strip.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(href.searchParams.get('text')).toBe(whatsappTexts.default);
  });

  test("We're Hiring goes to careers and reports hiring_cta_click from the header", async ({ page, isMobile }) => {
    test.skip(isMobile, 'the hiring button is in the mobile menu on phones');
    await grantConsent(page);
    await page.goto('/');
    const link = page.locator('header').getByRole('link', { name: "We're Hiring" });
    await expect(link).toHaveAttribute('href', '/careers/');
    await link.click();
    await expect.poll(async () => (await dataLayerEvents(page)).some((e) => e.event === 'hiring_cta_click' && e.location === 'header')).toBe(true);
  });
});

test.describe('mobile menu and bottom bar', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // A returning visitor has chosen already; the test on the banner itself clears that.
  test.beforeEach(async ({ page }) => grantConsent(page));

  test('the mobile menu has its entries, ending with Blog and Our Team, and closes on choice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const nav = menu.getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link')).toHaveText([/Home/, /Services/, /Products/, /About/, /Contact/, /Careers/, /Quant Algorithms/, 'Blog', 'Our Team']);
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(menu).toBeHidden();
    await expectLanded(page, 'products');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expectLanded(page, 'contact');
  });

  test('the mobile menu reaches the blog and the team page from any page', async ({ page }) => {
    await page.goto('/contact/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Automation & Digital Transformation Blog' })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Our Team', exact: true }).click();
    await expect(page).toHaveURL(/\/our-team\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the mobile menu is modal, closes on Escape and on a tap outside, and gives focus back', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Modal: the rest of the page is inert while it is open.
    expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
  });

  test('the bottom bar has five buttons that act as specified', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText([/Home/, /Services/, /Products/, /Call/, /WhatsApp/]);
    await expect(bar.getByRole('link', { name: /Call/ })).toHaveAttribute('href', `tel:${contact.mainPhone.replace(/\s/g, '')}`);
    const whatsapp = new URL((await bar.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!);
    expect(whatsapp.searchParams.get('text')).toBe('Hello! I have a quick question.');

    await bar.getByRole('link', { name: /Services/ }).click();
    await expectLanded(page, 'services');
    await bar.getByRole('link', { name: /Home/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });

  test('before a cookie choice the banner floats above the bottom bar, which stays usable', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.removeItem('mf-consent'));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
    await expect(banner).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    const call = bar.getByRole('link', { name: /Call/ });
    const [bannerBox, barBox] = [await banner.boundingBox(), await bar.boundingBox()];
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(barBox!.y);
    const onTop = await call.evaluate((link) => {
      const r = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(onTop).toBe(true);
  });

  test('the bottom bar on another page goes home, then scrolls', async ({ page }) => {
    await page.goto('/missing-page/');
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: /Products/ }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expectLanded(page, 'products');
  });

  test('the bottom bar is not shown on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeHidden();
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and the attempted path', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByTestId('attempted-path')).toHaveText('/no/such/page/');
    const next = page.getByRole('navigation', { name: 'Where to go next' });
    await expect(next.getByRole('link')).toHaveCount(3);
    await expect(next.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expect(next.getByRole('link', { name: /blog/i })).toHaveAttribute('href', '/blog/');
    await expect(next.getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/#contact');
    expect(messages.some((text) => text.includes('/no/such/page/'))).toBe(true);
  });

  test('/404 itself shows the not-found page', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/missing/');
    await expectNoA11yViolations(page);
  });
});

test.describe('analytics', { tag: '@desktop' }, () => {
  test('a page view is recorded on load and on every route change', async ({ page, isMobile }) => {
    test.skip(isMobile, 'one viewport is enough');
    await grantConsent(page);
    await page.goto('/missing/');
    await expect.poll(async () => (await dataLayerEvents(page)).filter((e) => e.event === 'page_view').length).toBe(1);
    await page.getByRole('navigation', { name: 'Where to go next' }).getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect
      .poll(async () => (await dataLayerEvents(page)).filter((e) => e.event === 'page_view').map((e) => e.page_path))
      .toEqual(['/missing/', '/']);
  });

  test('the SD parameter is stored as the referral value and reported', async ({ page, isMobile }) => {
    test.skip(isMobile, 'one viewport is enough');
    await grantConsent(page);
    await page.goto('/?SD=partner-42');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mf-referral'))).toBe('partner-42');
    await expect.poll(async () => (await dataLayerEvents(page)).some((e) => e.event === 'sd_parameter_used')).toBe(true);
  });

  test('nothing is sent before the visitor has chosen', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await dataLayerEvents(page)).toEqual([]);
  });
});

/** Records the outbound actions (e-mail drafts, chats) a page opens from now on. */
const watchOutbound = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __outbound: string[] }).__outbound = seen;
    window.addEventListener('mf-outbound', (event) => seen.push((event as CustomEvent<{ href: string }>).detail.href));
  });
const outbound = (page: Page) => page.evaluate(() => (window as unknown as { __outbound: string[] }).__outbound);
const expectSubscriptionDraft = (href: string, email: string) => {
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(contact.salesEmail);
  expect(url.searchParams.get('subject')).toBe('Newsletter subscription request');
  expect(url.searchParams.get('body')).toContain(email);
};

test('the footer newsletter opens a subscription e-mail draft with the address typed', async ({ page }) => {
  await page.goto('/');
  await watchOutbound(page);
  await page.getByLabel('Email address').fill('reader@example.org');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => outbound(page)).toHaveLength(1);
  expectSubscriptionDraft((await outbound(page))[0]!, 'reader@example.org');
});

test("the blog's Stay Updated Subscribe does what the footer's does, by button and by Enter", async ({ page }) => {
  await page.goto('/blog/');
  const box = page.getByRole('region', { name: 'Stay Updated' });
  const email = box.getByRole('textbox', { name: 'Email address' });
  await email.fill('reader@example.org');
  await watchOutbound(page);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect.poll(() => outbound(page)).toHaveLength(1);
  expectSubscriptionDraft((await outbound(page))[0]!, 'reader@example.org');
  // Enter does the same; the page stays and so does the address.
  await email.press('Enter');
  await expect.poll(() => outbound(page)).toHaveLength(2);
  expectSubscriptionDraft((await outbound(page))[1]!, 'reader@example.org');
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(email).toHaveValue('reader@example.org');
  // The footer's form on the same page answers for itself only.
  expect(await page.locator('#footer-newsletter').inputValue()).toBe('');
});
