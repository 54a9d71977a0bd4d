import type { Locator, Page } from '@playwright/test';
import { dataLayerEvents, expect, expectNoA11yViolations, grantConsent, test } from './fixtures';
import { roles } from '@/content/careers';
import { AI_COUNT, HUMAN_COUNT } from '@/lib/team/roster';

const routes = [
  { path: '/our-team/', h1: /team/i },
  { path: '/careers/', h1: /./ },
  { path: '/privacy-policy/', h1: 'Privacy Policy' },
  { path: '/terms-of-service/', h1: 'Terms of Service' },
  { path: '/cookie-policy/', h1: 'Cookie Policy' },
] as const;

const events = (page: Page) => dataLayerEvents(page);

/** Mail and WhatsApp links must not leave the test machine: keep the click, drop the navigation. */
const stayOnPage = (page: Page) =>
  page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault()));

const decide = async (page: Page, choice: 'Accept all' | 'Reject non-essential') => {
  const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
  await banner.getByRole('button', { name: choice }).click();
  await expect(banner).toBeHidden();
};

test.describe('company pages', () => {
  test('every route answers 200 with one h1 and its own title', async ({ page }) => {
    const titles = new Set<string>();
    for (const route of routes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(route.h1);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(routes.length);
  });

  // Every company page, at phone width (tests/e2e/accessibility.spec.ts checks one page of each type at both widths).
  for (const route of routes) {
    test(`axe finds no violations on ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});

test.describe('team roster', () => {
  test('tabs show counts, three cards collapsed, Show all / Show less, and a tab switch collapses', async ({ page }) => {
    await page.goto('/our-team/');
    const humansTab = page.getByRole('radio', { name: `Human Specialists (${HUMAN_COUNT})` });
    const agentsTab = page.getByRole('radio', { name: `AI Agents (${AI_COUNT})` });
    // Visitors tap the visible tab (the label); the radio inside it is visually hidden.
    const choose = (tab: Locator) => page.locator('label').filter({ has: tab }).click();
    await expect(humansTab).toBeChecked();
    const visibleCards = () => page.locator('#roster-humans > li:visible, #roster-agents > li:visible');

    await expect(visibleCards()).toHaveCount(3);
    // Collapsed, the other profiles are not in the page at all, hidden or not.
    await expect(page.locator('#roster-humans > li')).toHaveCount(3);
    await expect(page.locator('#roster-agents > li')).toHaveCount(3);
    await page.getByRole('button', { name: `Show all ${HUMAN_COUNT}` }).click();
    await expect(visibleCards()).toHaveCount(HUMAN_COUNT);
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    // A click on the tab that is already open changes nothing.
    await choose(humansTab);
    await expect(visibleCards()).toHaveCount(HUMAN_COUNT);

    await choose(agentsTab);
    await expect(agentsTab).toBeChecked();
    await expect(visibleCards()).toHaveCount(3);
    await expect(page.locator('#roster-agents')).toContainText('Always-on');
    await page.getByRole('button', { name: `Show all ${AI_COUNT}` }).click();
    await expect(visibleCards()).toHaveCount(AI_COUNT);
    await page.getByRole('button', { name: 'Show less' }).click();
    await expect(visibleCards()).toHaveCount(3);

    await choose(humansTab);
    await expect(visibleCards()).toHaveCount(3);
    await expect(page.getByRole('button', { name: `Show all ${HUMAN_COUNT}` })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a roster that fails to load says so, stays collapsed, and loads on the next try', async ({ page }) => {
    await page.goto('/our-team/');
    // Every chunk of the first load must be in before the route fails the rest: the only script
    // left to fetch is then the roster's.
    await page.waitForLoadState('networkidle');
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    const showAll = page.getByRole('button', { name: `Show all ${HUMAN_COUNT}` });
    await showAll.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The full roster didn’t load' })).toContainText(`Show all ${HUMAN_COUNT}`);
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#roster-humans > li')).toHaveCount(3);

    await page.unroute('**/_next/static/chunks/**');
    await showAll.click();
    await expect(page.locator('#roster-humans > li:visible')).toHaveCount(HUMAN_COUNT);
    await expect(page.getByRole('alert').filter({ hasText: 'The full roster' })).toHaveCount(0);
    await expect(page.locator('#roster-humans > li').last()).toContainText(/\w+ \w+/);
  });

  test('a roster load that fails after the visitor has moved on leaves the new tab alone', async ({ page }) => {
    await page.goto('/our-team/');
    // As above: the first load's chunks are in before chunk requests start to fail.
    await page.waitForLoadState('networkidle');
    // Every chunk request fails, late; the chunk loader may try again, so wait until it gives up.
    let requests = 0;
    let failures = 0;
    await page.route('**/_next/static/chunks/**', async (route) => {
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.abort();
      failures += 1;
    });
    await page.getByRole('button', { name: `Show all ${HUMAN_COUNT}` }).click();
    await page.locator('label').filter({ has: page.getByRole('radio', { name: `AI Agents (${AI_COUNT})` }) }).click();
    await expect
      .poll(async () => {
        const before = requests;
        await page.waitForTimeout(1200);
        return requests > 0 && requests === before && failures === requests;
      }, { timeout: 15_000 })
      .toBe(true);
    await page.waitForTimeout(300);
    await expect(page.getByRole('alert').filter({ hasText: 'The full roster' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Show all ${AI_COUNT}` })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#roster-agents > li:visible')).toHaveCount(3);
  });

  test('shows the computed collective size and the leadership, values and timeline', async ({ page }) => {
    await page.goto('/our-team/');
    const main = page.locator('main');
    await expect(main).toContainText('151');
    for (const value of ['Excellence', 'Collaboration', 'Innovation', 'Integrity', 'Agility']) {
      await expect(main.getByRole('heading', { name: value, exact: true })).toBeVisible();
    }
    for (const [year, step] of [['2023', 'Automation Guild'], ['2024', 'Global Expansion'], ['2025', 'Intelligent Workforce']]) {
      await expect(main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: step, exact: true }) })).toContainText(year!);
    }
    await expect(main.locator('a[href="/contact/"]').first()).toBeVisible();
    await expect(main.locator('a[href="/services/"]').first()).toBeVisible();
  });
});

test.describe('careers', () => {
  const mail = (href: string | null) => {
    const url = new URL(href ?? '');
    return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') ?? '' };
  };

  test('each role opens application and question drafts with the promised subjects and body', async ({ page }) => {
    await page.goto('/careers/');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(roles.length);
    for (const card of await cards.all()) {
      const role = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      const apply = mail(await card.getByRole('link', { name: /^Apply Now/ }).getAttribute('href'));
      expect(apply.to).toMatch(/^careers@/);
      expect(apply.subject).toBe(`Application: ${role} @ Maninfini Automation`);
      expect(apply.body).toContain(role);
      expect(apply.body).toMatch(/LinkedIn/);
      expect(apply.body).toMatch(/Portfolio/);
      expect(apply.body).toMatch(/short note/i);
      const question = mail(await card.getByRole('link', { name: /^Ask a question/ }).getAttribute('href'));
      expect(question.subject).toBe(`Question about ${role}`);
    }
    const pitch = mail(await page.getByRole('link', { name: 'Pitch your role' }).getAttribute('href'));
    expect(pitch.subject).toBe('Application: General Application @ Maninfini Automation');
    await expect(page.getByRole('link', { name: 'Quick chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  });

  test('reports careers_* events with role and category once analytics are accepted', async ({ page }) => {
    await page.goto('/careers/');
    await decide(page, 'Accept all');
    await stayOnPage(page);
    await page.getByRole('link', { name: 'Apply Now: QA Engineer' }).click();
    await page.getByRole('link', { name: 'Ask a question about QA Engineer' }).click();
    await page.getByRole('link', { name: 'Pitch your role' }).click();
    await page.getByRole('link', { name: 'Quick chat on WhatsApp' }).click();
    const careers = (await events(page)).filter((e) => String(e.event).startsWith('careers_'));
    // Each also names the page it happened on (page_location, page_type).
    expect(careers).toEqual([
      { event: 'careers_apply_click', role: 'QA Engineer', category: 'careers' },
      { event: 'careers_question_click', role: 'QA Engineer', category: 'careers' },
      { event: 'careers_pitch_click', role: 'General Application', category: 'careers' },
      { event: 'careers_whatsapp_click', role: 'General Application', category: 'careers' },
    ].map((expected) => expect.objectContaining({ ...expected, page_type: 'careers' })));
  });

  test('publishes a JobPosting for each role, valid for 60 days', async ({ page }) => {
    await page.goto('/careers/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = blocks
      .flatMap((text) => {
        const data = JSON.parse(text) as unknown;
        return Array.isArray(data) ? data : [data];
      })
      .filter((d: { '@type'?: string }) => d['@type'] === 'JobPosting') as Record<string, unknown>[];
    expect(postings).toHaveLength(roles.length);
    for (const posting of postings) {
      const days = (Date.parse(String(posting.validThrough)) - Date.parse(String(posting.datePosted))) / 86_400_000;
      expect(days).toBe(60);
      expect(posting).toMatchObject({ employmentType: 'FULL_TIME', jobLocationType: 'TELECOMMUTE' });
      expect(posting.applicantLocationRequirements).toMatchObject({ name: 'India' });
    }
  });
});

test.describe('legal pages', () => {
  const sections = (page: Page) => page.locator('main article .mdx-body > h2');

  test('the privacy policy has 12 sections, a GDPR anchor and today as its date', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-03-05T10:00:00'));
    await page.goto('/privacy-policy/#gdpr');
    await expect(sections(page)).toHaveCount(12);
    await expect(sections(page).first()).toHaveText(/^1\. /);
    await expect(page.locator('#gdpr')).toContainText('GDPR');
    await expect(page.locator('main')).toContainText('Last updated: 5 March 2027');
    await expect(page.locator('main')).toContainText('13 and over');
  });

  test('the terms have 14 sections with the promises on law, courts, uptime, response and notice', async ({ page }) => {
    await page.goto('/terms-of-service/');
    await expect(sections(page)).toHaveCount(14);
    const text = (await page.locator('main article').textContent()) ?? '';
    for (const phrase of ['laws of India', 'courts in Bengaluru', '99.9%', '4 hours', '24/7 support', "30 days' written notice"]) {
      expect(text).toContain(phrase);
    }
    const order = ['Negotiation', 'Mediation', 'Arbitration', 'Courts'].map((word) => text.indexOf(`${word}:`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('the cookie policy has 9 sections describing the three banner choices', async ({ page }) => {
    await page.goto('/cookie-policy/');
    await expect(sections(page)).toHaveCount(9);
    for (const choice of ['Accept all', 'Reject non-essential', 'Customise', 'mf-consent']) {
      await expect(page.locator('main article')).toContainText(choice);
    }
  });
});

test.describe('cookie consent', () => {
  test('a first visit paints the banner with the page; a returning visitor never sees it', async ({ context, page }) => {
    const html = await (await page.request.get('/search/')).text();
    expect(html, 'the banner is pre-rendered').toContain('Your privacy, your choice');

    // A page whose script chunks never arrive shows what the first paint shows.
    const unbooted = await context.newPage();
    await unbooted.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await unbooted.goto('/search/');
    await expect(unbooted.locator('.consent-banner')).toBeVisible();

    // A visitor who has chosen: the banner is hidden from the first paint, by the page's own head script.
    await grantConsent(unbooted);
    await unbooted.reload();
    await expect(unbooted.locator('.consent-banner')).toBeAttached();
    await expect(unbooted.locator('.consent-banner')).toBeHidden();
    await unbooted.close();

    // And it stays hidden once the page's code runs.
    await grantConsent(page);
    await page.goto('/search/');
    await expect(page.locator('.consent-banner')).toBeHidden();
  });

  test('holds analytics before a choice and sends them after Accept all; the choice survives a reload', async ({ page }) => {
    await page.goto('/careers/');
    await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await events(page)).toEqual([]);
    await decide(page, 'Accept all');
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain('page_view');

    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toHaveCount(0);
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain('page_view');
  });

  test('sends nothing after Reject non-essential, before or after a reload', async ({ page }) => {
    await page.goto('/our-team/');
    await decide(page, 'Reject non-essential');
    await stayOnPage(page);
    await page.getByRole('button', { name: `Show all ${HUMAN_COUNT}` }).click();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toHaveCount(0);
    await page.goto('/careers/');
    await stayOnPage(page);
    await page.getByRole('link', { name: 'Pitch your role' }).click();
    await page.waitForTimeout(300);
    expect(await events(page)).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('mf-consent') ?? '{}').analytics)).toBe(false);
  });

  test('Customise stores the analytics switch, and Cookie settings in the footer re-opens it', async ({ page }) => {
    await page.goto('/cookie-policy/');
    await page.getByRole('button', { name: 'Customise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    const toggle = dialog.getByRole('switch', { name: 'Analytics' });
    await expect(toggle).not.toBeChecked();
    await expectNoA11yViolations(page);
    await toggle.click();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain('page_view');

    await page.reload();
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('mf-consent') ?? '{}').analytics)).toBe(false);
  });
});
