import type { BrowserContext, Locator, Page } from '@playwright/test';
import { suite } from '@/content/home';
import { roster } from '@/lib/team/team-roster';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { centreIndex } from '@/lib/home/carousel';
import { entriesForTab } from '@/lib/team/roster';
import { DRAFT_KEY } from '@/lib/contact/draft';
import { expect, test } from './fixtures';

/**
 * Every control works from the first paint. Each test loads a page five times with the CPU
 * slowed 4× (a mid-range phone), acts once as soon as the control is visible, never retries,
 * and counts the loads where the visitor got what they asked for: all of them must
 * (EARLY_TAP_TRIALS=20 for a longer look, as before a framework upgrade). The pages
 * come from the HTTP cache after the first load, as for a returning visitor, which is when
 * the page paints long before its scripts have run.
 */

const TRIALS = Number(process.env.EARLY_TAP_TRIALS ?? 5);
/** How long the result of an early tap may take: it may be carried out when the scripts start. */
const OUTCOME = { timeout: 20_000 };
const SLOWDOWN = 4;

// Every load with the CPU slowed, each allowed OUTCOME to show its result.
test.setTimeout(TRIALS * 60_000);

type Trial = {
  /** Runs before each load (e.g. to forget a stored choice). */
  prepare?: (page: Page) => Promise<void>;
  path: string;
  /** The visitor's one action, started as soon as the page has committed. */
  act: (page: Page, trial: number) => Promise<void>;
  /** What the visitor sees when the action worked. */
  outcome: (page: Page, trial: number) => Promise<void>;
};

async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // A control that never shows fails its load instead of the whole test.
  page.setDefaultTimeout(OUTCOME.timeout);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  return page;
}

/** Runs the trial TRIALS times and returns how many worked, with the first failure's message. */
async function countWorking(context: BrowserContext, trial: Trial): Promise<{ worked: number; failures: string[] }> {
  const failures: string[] = [];
  let worked = 0;
  for (let run = 0; run < TRIALS; run += 1) {
    const page = await slowPage(context);
    try {
      await trial.prepare?.(page);
      await page.goto(trial.path, { waitUntil: 'commit' });
      await trial.act(page, run);
      await trial.outcome(page, run);
      worked += 1;
    } catch (error) {
      failures.push(`load ${run + 1}: ${String(error).split('\n')[0]}`);
    } finally {
      await page.close();
    }
  }
  return { worked, failures };
}

async function expectAllWork(context: BrowserContext, trial: Trial) {
  const { worked, failures } = await countWorking(context, trial);
  test.info().annotations.push({ type: 'early taps', description: `${worked} of ${TRIALS}` });
  expect(failures, `${worked} of ${TRIALS} early actions worked`).toEqual([]);
}

/** A returning visitor: the cookie choice is made, so the banner does not cover the controls. */
async function asReturningVisitor(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem('mf-consent', JSON.stringify({ analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }));
  });
}

/**
 * A visitor with no saved draft of the contact form. The form keeps a draft of what was typed
 * and where the visitor was, and restores it on the next visit: without this, each load would
 * start from the draft the load before left (a later step, or the name already typed).
 */
async function withoutContactDraft(context: BrowserContext) {
  await context.addInitScript((key) => window.localStorage.removeItem(key), DRAFT_KEY);
}

const visible = (locator: Locator) => expect(locator).toBeVisible(OUTCOME);
/** A field of the contact form (the footer has an e-mail field too). */
const contactField = (page: Page, label: string) => page.locator('#contact form').getByLabel(label);
/** Tabs and chips are radios drawn as their labels: a visitor taps the label. */
const tapLabelOf = (radio: Locator) => radio.page().locator('label').filter({ has: radio }).click();

test.describe('on a phone, the first tap', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'phone', 'runs once, in the phone project'));

  test('on the menu button opens the menu', async ({ context }) => {
    await asReturningVisitor(context);
    await expectAllWork(context, {
      path: '/',
      act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
      outcome: (page) => visible(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Services' })),
    });
  });

  test('on the chat launcher opens the panel', async ({ context }) => {
    await asReturningVisitor(context);
    await expectAllWork(context, {
      path: '/',
      act: (page) => page.getByRole('button', { name: 'Manu Assistant' }).click(),
      outcome: (page) => visible(page.getByRole('dialog', { name: 'Manu Assistant' }).getByRole('textbox', { name: 'Your message' })),
    });
  });

  test('on a suite tab shows its module', async ({ context }) => {
    await asReturningVisitor(context);
    const crm = suite.tabs.find((tab) => tab.id === 'crm')!;
    const erp = suite.tabs.find((tab) => tab.id === 'erp')!;
    await expectAllWork(context, {
      path: '/',
      act: (page) => tapLabelOf(page.getByRole('radio', { name: crm.label, exact: true })),
      outcome: async (page) => {
        await visible(page.getByRole('heading', { name: crm.name }));
        await expect(page.getByRole('heading', { name: erp.name })).toBeHidden(OUTCOME);
      },
    });
  });

  test('on a roster tab shows its list', async ({ context }) => {
    await asReturningVisitor(context);
    const agents = entriesForTab(roster, 'ai');
    await expectAllWork(context, {
      path: '/our-team/',
      act: (page) => tapLabelOf(page.getByRole('radio', { name: `AI Agents (${agents.length})` })),
      outcome: (page) => visible(page.getByRole('heading', { name: agents[0]!.name, exact: true })),
    });
  });

  test('on a service filter shows that category only', async ({ context }) => {
    await asReturningVisitor(context);
    const category = services[0]!.category;
    const expected = services.filter((service) => service.category === category).length;
    await expectAllWork(context, {
      path: '/',
      act: (page) => tapLabelOf(page.getByRole('radio', { name: category })),
      outcome: (page) =>
        expect(page.getByRole('list', { name: 'Service cards' }).locator(':scope > li:visible')).toHaveCount(expected, OUTCOME),
    });
  });

  test('on the carousel buttons moves the deck', async ({ context }) => {
    await asReturningVisitor(context);
    const centre = centreIndex(testimonials.length);
    const step = (trial: number) => (trial % 2 ? -1 : 1);
    await expectAllWork(context, {
      path: '/',
      act: (page, trial) => page.getByRole('button', { name: step(trial) > 0 ? 'Next testimonial' : 'Previous testimonial' }).click(),
      // Only the centre card is exposed to assistive technology.
      outcome: (page, trial) =>
        expect(page.getByRole('group', { name: 'Client testimonials' }).getByRole('blockquote')).toContainText(
          testimonials[(centre + step(trial) + testimonials.length) % testimonials.length]!.testimonial,
          OUTCOME,
        ),
    });
  });

  test("on the cookie banner's buttons records the choice", async ({ context }) => {
    const choice = (trial: number) => (trial % 2 ? 'Reject non-essential' : 'Accept all');
    await expectAllWork(context, {
      // A first visit: no choice stored.
      prepare: async (page) => {
        await page.goto('/robots.txt');
        await page.evaluate(() => window.localStorage.clear());
      },
      path: '/',
      act: (page, trial) => page.getByRole('button', { name: choice(trial), exact: true }).click(),
      outcome: async (page, trial) => {
        await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toBeHidden(OUTCOME);
        await expect
          .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('mf-consent') ?? 'null')?.analytics), OUTCOME)
          .toBe(trial % 2 === 0);
      },
    });
  });

  test('on Continue in the contact form goes to the next step', async ({ context }) => {
    await asReturningVisitor(context);
    await withoutContactDraft(context);
    await expectAllWork(context, {
      path: '/contact/',
      act: async (page) => {
        await contactField(page, 'First name').fill('Asha');
        await contactField(page, 'Last name').fill('Verma');
        await contactField(page, 'Email').fill('asha@example.com');
        await page.locator('#contact').getByRole('button', { name: 'Continue' }).click();
      },
      outcome: (page) => visible(page.getByRole('heading', { name: 'What can we help with?' })),
    });
  });

  test('typing a name into the contact form keeps every letter', async ({ context }) => {
    await asReturningVisitor(context);
    await withoutContactDraft(context);
    await expectAllWork(context, {
      path: '/contact/',
      act: (page) => contactField(page, 'First name').pressSequentially('Asha Verma', { delay: 60 }),
      outcome: async (page) => {
        // The check has to come after the form's code has taken over, which no visitor sees:
        // wait until the page has loaded what it loads.
        await page.waitForLoadState('networkidle');
        await expect(contactField(page, 'First name')).toHaveValue('Asha Verma');
      },
    });
  });

  test('typing a message into the chat keeps every letter', async ({ context }) => {
    await asReturningVisitor(context);
    const message = 'Do you build inventory apps?';
    await expectAllWork(context, {
      path: '/',
      act: async (page) => {
        await page.getByRole('button', { name: 'Manu Assistant' }).click();
        await page.getByRole('dialog', { name: 'Manu Assistant' }).getByRole('textbox', { name: 'Your message' }).pressSequentially(message, { delay: 60 });
      },
      outcome: async (page) => {
        const panel = page.getByRole('dialog', { name: 'Manu Assistant' });
        // As above: the check has to come after the assistant's code has taken over the box.
        await page.waitForLoadState('networkidle');
        await expect(panel.getByRole('textbox', { name: 'Your message' })).toHaveValue(message);
        await panel.getByRole('textbox', { name: 'Your message' }).press('Enter');
        await expect(panel.getByRole('log', { name: 'Conversation' })).toContainText(message, OUTCOME);
      },
    });
  });
});

test.describe('on a laptop, the first click', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'phone', 'runs once, in the phone project'));

  test('on Solutions opens the services menu', async ({ context }) => {
    await asReturningVisitor(context);
    await expectAllWork(context, {
      path: '/',
      act: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }).click(),
      outcome: (page) => visible(page.getByRole('list', { name: 'Services' }).getByRole('link', { name: services[0]!.title })),
    });
  });
});
