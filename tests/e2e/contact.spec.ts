import type { Page } from '@playwright/test';
import { contact, teamContacts } from '@/content/site';
import { mapEmbed } from '@/content/contact';
import { dataLayerEvents, expect, expectNoA11yViolations, grantConsent, test } from './fixtures';

const salesDigits = contact.salesPhone.replace(/\D/g, '');
const form = (page: Page) => page.locator('form[aria-labelledby="contact-step-heading"]');
const stepHeading = (page: Page) => page.locator('#contact-step-heading');
const field = (page: Page, label: string) => form(page).getByLabel(label);

/** window.open is replaced so no chat window (and no request) leaves the machine. */
async function stubWindowOpen(page: Page, blocked: boolean) {
  await page.addInitScript((isBlocked) => {
    const win = window as unknown as { __opened: string[] };
    win.__opened = [];
    window.open = ((url?: string | URL) => {
      win.__opened.push(String(url));
      return isBlocked ? null : ({ opener: window } as unknown as Window);
    }) as typeof window.open;
  }, blocked);
}
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

async function open(page: Page, path = '/contact/') {
  await page.goto(path);
  await scrollToForm(page);
}

/**
 * The visitor scrolls to the form, which loads its code as it nears the viewport; step 1 can
 * be used before that code has arrived, so nothing waits for it.
 */
async function scrollToForm(page: Page) {
  // The placeholder may be swapped for the form while scrolling: retry on a detached node.
  await expect(async () => form(page).scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
}

async function fillAll(page: Page, values: { message?: string } = {}) {
  await field(page, 'First name').fill('Asha');
  await field(page, 'Last name').fill('Verma');
  await field(page, 'Email').fill('asha@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('What can we help with?');
  await field(page, 'Service').selectOption('E-commerce & Inventory');
  await field(page, 'Project Details').fill(values.message ?? 'We need one stock count across three marketplaces.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Check and send your message');
}

/** The error text linked to a field through aria-describedby. */
async function describedError(page: Page, label: string) {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? [];
  return page.locator(`[id="${ids[0]}"]`);
}

test.beforeEach(async ({ page }) => {
  // These flows walk several steps and reloads; give them room on a busy machine.
  test.slow();
  await grantConsent(page);
});

test('three steps with live errors, then success opens the sales chat and reports the lead', async ({ page }) => {
  await stubWindowOpen(page, false);
  await open(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(await describedError(page, 'First name')).toHaveText('First name is required');
  await expect(await describedError(page, 'Last name')).toHaveText('Last name is required');
  await expect(await describedError(page, 'Email')).toHaveText('Email is required');
  await expect(field(page, 'First name')).toBeFocused();
  await expect(stepHeading(page)).toHaveText('Tell us who you are');

  await field(page, 'First name').fill('A');
  await expect(await describedError(page, 'First name')).toHaveText('First name must be 2-50 characters, letters and spaces only');
  await field(page, 'First name').fill('Asha');
  await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, 'Last name').fill('Verma');
  await field(page, 'Email').fill('asha@example');
  await expect(await describedError(page, 'Email')).toHaveText('Invalid email format');
  await field(page, 'Email').fill('asha@example.com');
  await field(page, 'Phone (optional)').fill('0123456');
  await expect(await describedError(page, 'Phone (optional)')).toHaveText('Invalid phone number format');
  await field(page, 'Phone (optional)').fill('');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('What can we help with?');
  await expect(stepHeading(page)).toBeFocused();
  const options = await field(page, 'Service').locator('option').allTextContents();
  expect(options).toEqual(['Select a service', 'Web & Custom Development', 'E-commerce & Inventory', 'WhatsApp & Communications', 'Offshore Talent', 'Virtual Office Services', 'Other']);
  await expect(form(page).locator('label[for="contact-message"]')).toHaveText('Project Details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(await describedError(page, 'Service')).toHaveText('Please select a service');
  await expect(await describedError(page, 'Project Details')).toHaveText('Message is required');
  await field(page, 'Project Details').fill('Too short');
  await expect(await describedError(page, 'Project Details')).toHaveText('Message must be at least 10 characters');
  await field(page, 'Project Details').fill('x'.repeat(1001));
  await expect(await describedError(page, 'Project Details')).toHaveText('Message too long (max 1000 characters)');
  await field(page, 'Service').selectOption('E-commerce & Inventory');
  await field(page, 'Project Details').fill('We need one stock count across three marketplaces.');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('Check and send your message');
  await expect(form(page).locator('dl')).toContainText('Asha Verma');
  await expect(form(page).locator('dl')).toContainText('Not provided');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'Project Details')).toHaveValue('We need one stock count across three marketplaces.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  await expect(form(page).locator('#contact-consent-error')).toHaveText('You must accept the terms and conditions');
  await expect(form(page).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  expect(await opened(page)).toEqual([]);

  await form(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  const success = page.getByText('Thank you! Your message has been sent to WhatsApp. Our team will respond within 24 hours.');
  await expect(success).toBeVisible();
  const [chat] = await opened(page);
  const url = new URL(chat ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${salesDigits}`);
  const text = url.searchParams.get('text') ?? '';
  for (const part of ['Name: Asha Verma', 'Email: asha@example.com', 'Phone: Not provided', 'Service: E-commerce & Inventory', 'We need one stock count', 'Consent:', 'Source: Website contact form', ' IST']) {
    expect(text).toContain(part);
  }
  expect(await dataLayerEvents(page)).toContainEqual(
    expect.objectContaining({ event: 'generate_lead', event_category: 'engagement', event_label: 'E-commerce & Inventory', value: 1 }),
  );
  await expect(stepHeading(page)).toHaveText('Tell us who you are');
  await expect(field(page, 'First name')).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('mf-contact-draft'))).toBeNull();
  await expect(success).toBeHidden({ timeout: 6_500 });
});

test('on submit, the form jumps to the first step holding an error', async ({ page }) => {
  await stubWindowOpen(page, false);
  await page.addInitScript(() => {
    const values = { firstName: 'Asha', lastName: 'Verma', email: 'asha@', phone: '', service: 'Other', message: 'A message long enough.' };
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('mf-contact-draft', JSON.stringify({ version: 1, step: 2, savedAt: Date.now(), values }));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await open(page);
  await expect(stepHeading(page)).toHaveText('Check and send your message');
  await form(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  await expect(stepHeading(page)).toHaveText('Tell us who you are');
  await expect(await describedError(page, 'Email')).toHaveText('Invalid email format');
  await expect(field(page, 'Email')).toBeFocused();
  expect(await opened(page)).toEqual([]);
});

test('a blocked chat window offers the message to copy or e-mail and keeps the draft', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await stubWindowOpen(page, true);
  await open(page);
  await fillAll(page);
  await form(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Sorry, there was an error sending your message. Please try again or contact us directly.' });
  await expect(error).toBeVisible();
  const panel = page.getByRole('region', { name: "WhatsApp didn't open" });
  const message = await panel.getByRole('textbox').inputValue();
  expect(message).toContain('Name: Asha Verma');
  const mail = await panel.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href');
  expect(mail?.startsWith(`mailto:${contact.salesEmail}?subject=`)).toBe(true);
  expect(decodeURIComponent(mail?.split('body=')[1] ?? '')).toBe(message);
  await panel.getByRole('button', { name: 'Copy message' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
  // Nothing typed is lost: still on the last step, draft stored.
  await expect(stepHeading(page)).toHaveText('Check and send your message');
  expect(await page.evaluate(() => localStorage.getItem('mf-contact-draft'))).toContain('Asha');
  await expect(error).toBeHidden({ timeout: 6_500 });
  await expect(panel).toBeVisible();
});

test('three attempts per five minutes, and the limit survives a reload', async ({ page }) => {
  await stubWindowOpen(page, true);
  await open(page);
  await fillAll(page);
  await form(page).getByRole('checkbox').check();
  const send = page.getByRole('button', { name: 'Send via WhatsApp' });
  const alert = page.getByRole('alert').filter({ hasText: /./ });
  for (let attempt = 1; attempt <= 3; attempt++) {
    await send.click();
    await expect(alert).toHaveText('Sorry, there was an error sending your message. Please try again or contact us directly.');
    expect(await opened(page)).toHaveLength(attempt);
  }
  await send.click();
  await expect(alert).toHaveText('Too many submission attempts. Please try again in 5 minutes.');
  expect(await opened(page)).toHaveLength(3);

  await page.reload();
  await scrollToForm(page);
  await expect(stepHeading(page)).toHaveText('Check and send your message');
  await form(page).getByRole('checkbox').check();
  await send.click();
  await expect(alert).toHaveText('Too many submission attempts. Please try again in 5 minutes.');
  expect(await opened(page)).toEqual([]);
});

test('a draft typed on the home page survives a reload and reappears on /contact in its step', async ({ page }) => {
  await open(page, '/#contact');
  await field(page, 'First name').fill('Ravi');
  await field(page, 'Last name').fill('Kumar');
  await field(page, 'Email').fill('ravi@example.in');
  await field(page, 'Phone (optional)').fill('+91 98450 00001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await field(page, 'Project Details').fill('Half-written ide');
  await page.reload();
  await scrollToForm(page);
  await expect(stepHeading(page)).toHaveText('What can we help with?');
  await expect(field(page, 'Project Details')).toHaveValue('Half-written ide');
  await expect(page.getByText('We kept what you typed last time')).toBeVisible();
  await open(page, '/contact/');
  await expect(stepHeading(page)).toHaveText('What can we help with?');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'Phone (optional)')).toHaveValue('+91 98450 00001');
  await expect(field(page, 'Email')).toHaveValue('ravi@example.in');
});

test('what is typed before the form code arrives is kept, with the caret in place', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  // Hold the form's code back so the visitor types into the server-rendered step 1.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const placeholder = page.locator('#contact form[aria-busy="true"]');
  await placeholder.getByLabel('First name').fill('Asha');
  await placeholder.getByLabel('Email').fill('asha@example.com');
  await expect(placeholder).toBeVisible();
  release();
  // The placeholder says it is busy until the form's code has taken over.
  await expect(page.locator('#contact form[aria-busy="true"]')).toHaveCount(0);
  await expect(field(page, 'First name')).toHaveValue('Asha');
  await expect(field(page, 'Email')).toHaveValue('asha@example.com');
  await expect(field(page, 'Email')).toBeFocused();
  await page.keyboard.type('.in');
  await expect(field(page, 'Email')).toHaveValue('asha@example.com.in');
});

test.describe('outbound actions', () => {
  test.use({ allowExternal: [/^https:\/\/wa\.me\//] });

  test('the WhatsApp dialog lists the three team contacts and closes after a choice', async ({ page, externalRequests }) => {
    await open(page);
    await page.getByRole('button', { name: /Chat on WhatsApp/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with our team on WhatsApp' });
    await expect(dialog).toBeVisible();
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [index, person] of teamContacts.entries()) {
      await expect(links.nth(index)).toContainText(person.name);
      await expect(links.nth(index)).toContainText(person.role);
      expect(await links.nth(index).getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${person.phone}\\?text=Hello%20`));
    }
    const popup = page.waitForEvent('popup');
    await links.nth(1).click();
    await popup;
    await expect(dialog).toBeHidden();
    await expect.poll(() => externalRequests.some((href) => href.startsWith(`https://wa.me/${teamContacts[1]?.phone}`))).toBe(true);
  });
});

test('every info card, quick action and banner button points where it says', async ({ page, request }) => {
  await open(page);
  const card = (id: string) => page.locator(`[data-card="${id}"] a`);
  await expect(card('office')).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=12.97002%2C77.58429');
  await expect(card('office')).toHaveAttribute('target', '_blank');
  await expect(card('office')).toContainText('Get Directions');
  await expect(card('phone')).toHaveAttribute('href', `tel:${contact.mainPhone.replace(/\s/g, '')}`);
  await expect(card('phone')).toContainText('Call Now');
  await expect(card('email')).toHaveAttribute('href', new RegExp(`^mailto:${contact.salesEmail}\\?subject=Project%20inquiry&body=`));
  await expect(card('email')).toContainText('Send Email');
  await expect(card('hours')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${contact.whatsappNumber}\\?text=Hello!%20I'd%20like%20to%20schedule%20a%20call`));
  await expect(card('hours')).toContainText('Schedule Call');

  await expect(page.getByRole('link', { name: /Schedule a Call/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(page.getByRole('link', { name: /Email Us Directly/ })).toHaveAttribute('href', new RegExp(`^mailto:${contact.salesEmail}`));
  await expect(page.getByRole('link', { name: /Book Free Consultation/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*free%20consultation/);
  await expect(page.getByRole('link', { name: /Request it by e-mail/ })).toHaveAttribute('href', /subject=Brochure%20request/);
  const brochure = page.getByRole('link', { name: /Download Brochure/ });
  await expect(brochure).toHaveAttribute('download', 'maninfini-automation-brochure.pdf');
  const pdf = await request.get((await brochure.getAttribute('href')) ?? '');
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the map loads only on request, from the embed address, with directions as the fallback', async ({ page, externalRequests }) => {
  await open(page);
  const section = page.locator('#contact');
  const showMap = section.getByRole('button', { name: mapEmbed.loadLabel });
  await showMap.scrollIntoViewIfNeeded();
  await expect(section.locator('iframe')).toHaveCount(0);
  await expect(section.getByText(mapEmbed.privacyNote)).toBeVisible();
  // The office card and the map card both offer directions, to the same place.
  const directions = section.getByRole('link', { name: new RegExp(mapEmbed.directionsLabel) });
  await expect(directions).toHaveCount(2);
  for (const link of await directions.all()) await expect(link).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=12.97002%2C77.58429');
  // The embed is answered locally so nothing leaves the machine.
  await page.route(/^https:\/\/maps\.google\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }));
  await showMap.click();
  const frame = section.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://maps.google.com/maps?q=12.97002%2C77.58429&z=16&output=embed');
  await expect(frame).toHaveAttribute('title', /Map showing the .* office in Bengaluru/);
  expect(externalRequests).toEqual([]);
});

async function toStep2(page: Page) {
  await open(page);
  await field(page, 'First name').fill('Asha');
  await field(page, 'Last name').fill('Verma');
  await field(page, 'Email').fill('asha@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page)).toHaveText('What can we help with?');
}

test('axe finds nothing on step 2 with errors showing', async ({ page }) => {
  // axe over a full page is slow on a loaded machine; the limit is generous on purpose.
  test.setTimeout(180_000);
  await toStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(field(page, 'Service')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page, { include: 'form[data-step]' });
});

test('axe finds nothing on step 3 with the consent error, nor in the contacts dialog', async ({ page }) => {
  test.setTimeout(180_000);
  await toStep2(page);
  await field(page, 'Service').selectOption('Other');
  await field(page, 'Project Details').fill('A message long enough.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send via WhatsApp' }).click();
  await expect(form(page).locator('#contact-consent-error')).toBeVisible();
  await expectNoA11yViolations(page, { include: 'form[data-step]' });
  await page.getByRole('button', { name: /Chat on WhatsApp/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoA11yViolations(page, { include: '[role="dialog"]' });
});
