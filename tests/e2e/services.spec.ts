import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoA11yViolations, dataLayerEvents, grantConsent } from './fixtures';
import { services } from '@/content/services';
import { contact, quantAlgorithmsUrl } from '@/content/site';
import { allServicePages } from '@/lib/services/pages';
import type { ServiceCta } from '@/lib/services/schema';

const servicePaths = services.map((service) => `/services/${service.slug}/`);
const routes = ['/services/', ...servicePaths, '/virtual-office/'];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data: unknown = JSON.parse(text);
    return (Array.isArray(data) ? data : [data]).map((node) => String((node as { '@type': unknown })['@type']));
  });
}

/** Checks one rendered button against its content: kind, address and prefilled text. */
async function expectButton(link: Locator, cta: ServiceCta) {
  const href = await link.getAttribute('href');
  expect(href, cta.label).toBeTruthy();
  switch (cta.kind) {
    case 'whatsapp': {
      const url = new URL(href!);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${contact.whatsappNumber}`);
      expect(url.searchParams.get('text')).toBe(cta.text);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      break;
    }
    case 'email': {
      expect(href!.startsWith(`mailto:${contact.supportEmail}?`)).toBe(true);
      const params = new URLSearchParams(href!.split('?')[1]);
      expect(params.get('subject')).toBe(cta.subject);
      expect(params.get('body')).toBe(cta.body);
      break;
    }
    case 'call':
      expect(href).toBe(`tel:${contact.mainPhone.replace(/\s+/g, '')}`);
      break;
    case 'contact':
      expect(href).toBe('/contact/');
      break;
    case 'external':
      expect(href).toBe(quantAlgorithmsUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      break;
  }
}

const button = (scope: Locator | Page, cta: ServiceCta) =>
  scope.getByRole('link', { name: new RegExp(`^${cta.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first();

test.describe('service routes', () => {
  test('every route answers 200 with one h1, a unique title and parseable JSON-LD', async ({ page }) => {
    test.setTimeout(120_000);
    const titles = new Set<string>();
    for (const route of routes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1'), route).toHaveCount(1);
      const title = await page.title();
      expect(title, route).toMatch(/\| Maninfini Automation$/);
      if (route !== '/virtual-office/') {
        expect(titles.has(title), `${route} repeats the title "${title}"`).toBe(false);
        titles.add(title);
      }
      const types = await jsonLdTypes(page);
      expect(types, route).toContain('BreadcrumbList');
      if (route === '/services/') expect(types).toContain('ItemList');
      else expect(types, route).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'Review', 'HowTo']));
    }
  });

  test('/virtual-office shows the virtual office page with the service page as canonical', async ({ page }) => {
    await page.goto('/virtual-office/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A professional Bengaluru office');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/services/virtual-office/');
  });

  test('the overview links to all nine service pages', async ({ page }) => {
    await page.goto('/services/');
    const main = page.locator('main');
    for (const service of services) {
      await expect(main.getByRole('link', { name: `Explore service: ${service.title}` })).toHaveAttribute('href', `/services/${service.slug}/`);
    }
    await main.getByRole('link', { name: 'Explore service: Cloud Solutions' }).click();
    await expect(page).toHaveURL(/\/services\/cloud-solutions\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Move to the cloud');
  });
});

test.describe('the AI page', () => {
  test.use({ allowExternal: [new RegExp(`^${new URL(quantAlgorithmsUrl).origin}`)] });

  test('opens the quant site in a new tab', async ({ page, context }) => {
    await page.goto('/services/quantiti/');
    const link = page.getByRole('link', { name: /^Explore Quant Algorithms/ });
    await expect(link).toHaveAttribute('rel', /noopener/);
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect.poll(() => popup.url()).not.toBe('about:blank');
    expect(page.url()).toMatch(/\/services\/quantiti\/$/);
  });
});

test.describe('service page buttons', () => {
  for (const { page: content } of allServicePages()) {
    test(`${content.slug}: hero and closing buttons open the right chat, draft, call or page`, async ({ page }) => {
      await page.goto(`/services/${content.slug}/`);
      const hero = page.locator('main > section').first();
      await expectButton(button(hero, content.hero.primary), content.hero.primary);
      await expectButton(button(hero, content.hero.secondary), content.hero.secondary);
      const closing = page.locator('section[aria-labelledby="closing-heading"]');
      await expectButton(button(closing, content.closing.primary), content.closing.primary);
      await expectButton(button(closing, content.closing.secondary), content.closing.secondary);
    });
  }

  test('pricing cards show the plans and ask about the chosen plan on WhatsApp', async ({ page }) => {
    await page.goto('/services/cloud-solutions/');
    const pricing = page.locator('section[aria-labelledby="pricing-heading"]');
    for (const price of ['₹35,000', '₹85,000', 'Custom']) await expect(pricing.getByText(price, { exact: true })).toBeVisible();
    const popular = pricing.getByRole('listitem').filter({ hasText: 'Most popular' });
    await expect(popular).toHaveCount(1);
    await expect(popular.getByRole('heading')).toHaveText('Business Cloud');
    const href = await popular.getByRole('link', { name: /Choose Business Cloud/ }).getAttribute('href');
    expect(new URL(href!).searchParams.get('text')).toContain('Business Cloud plan (₹85,000 per month) for Cloud Solutions');
  });

  test('a WhatsApp button is reported to analytics once consent is given', async ({ page }) => {
    await grantConsent(page);
    await page.goto('/services/ecommerce-inventory/');
    const link = page.getByRole('link', { name: /^Book a Live Demo/ });
    await link.evaluate((anchor) => anchor.addEventListener('click', (event) => event.preventDefault()));
    await link.click();
    await expect.poll(async () => (await dataLayerEvents(page)).some((entry) => entry.event === 'whatsapp_open')).toBe(true);
  });

  test('FAQ answers open and close', async ({ page }) => {
    await page.goto('/services/cyber-cloud/');
    const faq = page.locator('section[aria-labelledby="faq-heading"] details');
    await expect(faq).toHaveCount(6);
    const first = faq.first();
    await expect(first.getByText(/within 15 minutes/)).toBeHidden();
    await first.locator('summary').click();
    await expect(first.getByText(/within 15 minutes/)).toBeVisible();
  });
});

test.describe('service pages show their claims', () => {
  const expectations: Record<string, string[]> = {
    'cyber-cloud': ['15 min', '2–4 h', '₹25,000', '₹75,000'],
    'cloud-solutions': ['20–40%', '2–4 weeks', '3–6 months', '₹35,000', '₹85,000'],
    'virtual-office': ['₹3,000', '₹5,000', '₹8,000', '₹15,000'],
    'ecommerce-inventory': ['₹5,000', '₹15,000', '₹35,000'],
    'web-development': ['₹25,000', '₹50,000', '₹1,00,000'],
    'graphic-design': ['1–2 weeks', '2–4 weeks', '3–6 weeks'],
    'offshore-talent': ['2–4 weeks', '1–2 developers'],
  };
  for (const [slug, texts] of Object.entries(expectations)) {
    test(`${slug} states ${texts.join(', ')}`, async ({ page }) => {
      await page.goto(`/services/${slug}/`);
      for (const text of texts) await expect(page.locator('main').getByText(text, { exact: true }).first()).toBeVisible();
    });
  }
});

test.describe('accessibility', () => {
  for (const route of routes) {
    test(`axe finds no violations on ${route}`, async ({ page }) => {
      await page.goto(route);
      await expectNoA11yViolations(page);
    });
  }
});
