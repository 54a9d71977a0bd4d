import type { Locator, Page } from '@playwright/test';
import { chatbotProduct, inventoryProduct, suite, certificatesDoc, testimonialsIntro } from '@/content/home';
import { suiteDemoText, suiteFeaturesMail } from '@/lib/home/suite';
import { leadership } from '@/content/leadership';
import { services as serviceList } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { centreIndex } from '@/lib/home/carousel';
import { countByFilter } from '@/lib/home/services';
import { contact, whatsappTexts } from '@/content/site';
import { dataLayerEvents, expect, grantConsent, settleAnimations, test } from './fixtures';

const waText = (href: string | null) => {
  const url = new URL(href ?? '');
  expect(url.origin + url.pathname).toBe(`https://wa.me/${contact.whatsappNumber}`);
  return url.searchParams.get('text');
};
const mail = (href: string | null) => {
  const url = new URL(href ?? '');
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
};
const services = (page: Page) => page.locator('#services');
/** The cards a visitor sees: the filter hides the others. */
const shownCards = (page: Page) => services(page).locator('[data-testid="service-card"]:visible');
const deck = (page: Page) => page.getByTestId('testimonials-deck');
const centreCard = (page: Page) => deck(page).locator('[data-centre]');
const box = async (locator: Locator) => (await locator.boundingBox())!;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('service chips filter the cards, with the counts per category', async ({ page }) => {
  // Every chip, All first, with the number of services content/ puts in it.
  const counts = countByFilter(serviceList);
  const group = services(page).getByRole('group', { name: 'Filter services by category' });
  await expect(group.getByRole('radio', { name: 'All' })).toBeChecked();
  for (const [name, count] of Object.entries(counts)) {
    // Visitors click the visible pill (the label); the radio inside it is visually hidden.
    await group.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) }).click();
    await expect(group.getByRole('radio', { name })).toBeChecked();
    await expect(shownCards(page)).toHaveCount(count);
    if (name !== 'All') {
      for (const category of await shownCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-category')))) expect(category).toBe(name);
    }
  }
  // One choice at a time, moved with the arrow keys like any radio group.
  await group.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Security & Cloud' })).toBeChecked();
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByTestId('service-count')).toHaveText('Showing 2 services in Security & Cloud');
});

test('card buttons: View Portfolio opens the viewer, Watch Demo plays, Explore Service goes to the page', async ({ page }) => {
  test.setTimeout(90_000);
  const card = (title: string) => services(page).getByTestId('service-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  await card('Graphic Design & Packaging').getByRole('button', { name: 'View Portfolio' }).click();
  const viewer = page.getByRole('dialog', { name: 'Graphic Design & Packaging portfolio' });
  const sheet = viewer.getByRole('img');
  await expect(sheet).toBeVisible();
  // Visible as soon as it is laid out; the sheet itself may still be on its way, so wait for it to load.
  await expect.poll(() => sheet.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'graphic-design.svg');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await card('WhatsApp & Communications').getByRole('button', { name: 'Watch Demo' }).click();
  const player = page.getByRole('dialog', { name: 'WhatsApp & Communications demo' });
  const video = player.getByTestId('demo-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/whatsapp-chatbot-demo\.(webm|mp4)$/);
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toBeHidden();

  const explore = card('Cyber Security').getByRole('link', { name: /Explore Service/ });
  await expect(explore).toHaveAttribute('href', '/services/cyber-cloud/');
  await expect(services(page).getByRole('button', { name: 'View Portfolio' })).toHaveCount(2);
  await expect(services(page).getByRole('button', { name: 'Watch Demo' })).toHaveCount(1);
  await expect(services(page).getByRole('link', { name: /Explore Service/ })).toHaveCount(6);
});

test('product cards: the buttons follow the features on a phone, and stand level side by side on a desktop; the suite follows the cards', { tag: '@desktop' }, async ({ page }) => {
  const cards = ['product-inventory', 'product-chatbot'].map((id) => page.getByTestId(id));
  await cards[0]!.scrollIntoViewIfNeeded();
  const tops: number[] = [];
  const bottoms: number[] = [];
  for (const card of cards) {
    const features = await box(card.getByRole('list'));
    const firstButton = await box(card.getByRole('link').first());
    const cardBox = await box(card);
    const gap = firstButton.y - (features.y + features.height);
    tops.push(firstButton.y);
    bottoms.push(cardBox.y + cardBox.height);
    if (page.viewportSize()!.width < 1024) {
      // The card is as tall as what it holds: no empty band between the features and the buttons, nor under them.
      expect(gap, 'between the features and the buttons').toBeLessThanOrEqual(40);
      expect(cardBox.y + cardBox.height - (firstButton.y + firstButton.height), 'under the buttons').toBeLessThan(120);
    }
  }
  if (page.viewportSize()!.width >= 1024) expect(Math.abs(tops[0]! - tops[1]!), 'buttons level across the two cards').toBeLessThan(2);
  // No empty band under the cards: the suite follows them.
  const suite = await box(page.getByTestId('product-suite'));
  expect(suite.y - Math.max(...bottoms), 'between the product cards and the suite').toBeLessThanOrEqual(40);
});

test('suite tabs: ERP by default, the module shown follows the choice, the buttons act on it', async ({ page }) => {
  const panel = page.getByTestId('product-suite');
  const tab = (name: string) => panel.getByRole('radio', { name, exact: true });
  // Visitors tap the visible tab (the label); the radio inside it is visually hidden.
  const label = (name: string) => panel.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
  await expect(tab('ERP')).toBeChecked();
  for (const t of suite.tabs) {
    await label(t.label).click();
    await expect(tab(t.label)).toBeChecked();
    await expect(panel.getByRole('heading', { name: t.name })).toBeVisible();
    for (const other of suite.tabs.filter((o) => o.id !== t.id)) await expect(panel.getByRole('heading', { name: other.name })).toBeHidden();
    expect(waText(await panel.getByRole('link', { name: /Request Demo/ }).getAttribute('href'))).toBe(suiteDemoText(t));
    const draft = mail(await panel.getByRole('link', { name: /View Features/ }).getAttribute('href'));
    expect(draft).toEqual({ to: contact.salesEmail, ...suiteFeaturesMail(t) });
  }
  await tab('CRM').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('HRM')).toBeChecked();
  await expect(panel.getByText(suite.tabs[2]!.subtitle)).toBeVisible();
});

test('every WhatsApp and mail action carries the right number, address and text', async ({ page }) => {
  const link = (scope: Locator, name: RegExp) => scope.getByRole('link', { name });
  expect(waText(await link(services(page), /Start Your Project Today/).getAttribute('href'))).toBe(whatsappTexts.startProject);
  const inventory = page.getByTestId('product-inventory');
  expect(waText(await link(inventory, /Request Demo/).getAttribute('href'))).toBe(inventoryProduct.demoText);
  expect(mail(await link(inventory, /View Features/).getAttribute('href'))).toEqual({ to: contact.salesEmail, ...inventoryProduct.featuresMail });
  const chatbot = page.getByTestId('product-chatbot');
  expect(waText(await link(chatbot, /Start Free Trial/).getAttribute('href'))).toBe(chatbotProduct.trialText);

  for (const anchor of await page.locator('main a[href^="https://wa.me/"]').all()) {
    await expect(anchor).toHaveAttribute('target', '_blank');
    await expect(anchor).toHaveAttribute('rel', /noopener/);
  }
  await page.getByRole('button', { name: 'View Certificates' }).click();
  const dialog = page.getByRole('dialog', { name: certificatesDoc.title });
  expect(mail(await link(dialog, /Request copies by e-mail/).getAttribute('href'))).toEqual({ to: contact.supportEmail, ...certificatesDoc.requestMail });
  await expect(dialog.getByRole('img')).toBeVisible();
});

test.describe('reported actions', () => {
  test.use({ allowExternal: [/^https:\/\/wa\.me\//] });
  test('Start Your Project Today opens WhatsApp and reports whatsapp_open', async ({ page, context }) => {
    await grantConsent(page);
    await page.goto('/');
    const request = context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
    await services(page).getByRole('link', { name: /Start Your Project Today/ }).click();
    expect(waText((await request).url())).toBe(whatsappTexts.startProject);
    const events = await dataLayerEvents(page);
    expect(events).toContainEqual(expect.objectContaining({ event: 'whatsapp_open', message_length: whatsappTexts.startProject.length }));
  });
});

test('hero: hiring badge, consultation and demo', async ({ page }) => {
  const hero = page.locator('#home');
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  const hiring = hero.getByRole('link', { name: /We're hiring/ });
  await expect(hiring).toHaveAttribute('href', '/careers/');
  await expect(hiring).toHaveAttribute('data-track', 'hiring_cta_click');
  await expect(hiring).toHaveAttribute('data-track-params', JSON.stringify({ location: 'hero_badge' }));
  await expect(hero.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute('href', '#contact');
  for (const value of ['14+', '500+', '99%', '24/7', '200+']) await expect(hero.locator('dd', { hasText: value })).toBeVisible();
  await hero.getByRole('button', { name: /See how it works/ }).click();
  await expect(page.getByRole('dialog').getByTestId('demo-video')).toBeVisible();
});

test('about: eight leaders, values, company facts and certifications', async ({ page }) => {
  const about = page.locator('#about');
  await expect(about.getByTestId('leadership').getByRole('listitem')).toHaveCount(leadership.length);
  for (const value of ['Mission-Driven', 'Innovation First', 'Trust & Security']) await expect(about.getByRole('heading', { name: value })).toBeVisible();
  // On a phone the registration details fold behind one tap.
  if (page.viewportSize()!.width < 640) await about.locator('summary', { hasText: 'Company information' }).click();
  for (const text of ['ISO/IEC 27001 compliant', 'GDPR ready', 'Incorporated', 'Authorised capital', 'Headquarters']) await expect(about.getByText(text, { exact: true })).toBeVisible();
});

test.describe('testimonials carousel', () => {
  const width = (locator: Locator) => locator.evaluate((el: HTMLElement) => el.offsetWidth);
  const face = (card: Locator) => card.getByTestId('testimonial-face');

  test('geometry: an area that keeps its cards inside (650 px tall for the fan), card widths by viewport, the centre 80 wider', { tag: '@desktop' }, async ({ page }) => {
    const wide = page.viewportSize()!.width >= 640;
    const size = wide ? 365 : 290;
    // Near the screen the deck fetches its animation layer and redraws its cards with it, so
    // a card measured at that moment may be one on its way out: the sizes are polled.
    await deck(page).scrollIntoViewIfNeeded();
    await settleAnimations(page);
    const area = await box(deck(page));
    if (wide) expect(area.height).toBe(650);
    // A phone's row is as tall as its longest quote.
    else expect(area.height).toBeLessThan(520);
    await expect(deck(page)).toHaveCSS('overflow', 'clip');
    await expect(deck(page)).toHaveCSS('isolation', 'isolate');
    await expect(deck(page).getByTestId('testimonial-card')).toHaveCount(testimonials.length);
    const centre = centreCard(page);
    await expect(centre).toHaveCount(1);
    const side = deck(page).getByTestId('testimonial-card').nth(8);
    if (wide) {
      // Fanned out: the centre card is centred, 80 px wider and raised above its neighbours.
      await expect.poll(() => width(centre)).toBe(size + 80);
      await expect.poll(() => centre.evaluate((el: HTMLElement) => el.offsetHeight)).toBe(size);
      await expect.poll(() => width(side)).toBe(size);
      // Positions are read together, and again while a card is being redrawn (it has no box then).
      const placement = async () => {
        const [centreBox, sideBox] = await Promise.all([centre.boundingBox(), side.boundingBox()]);
        if (!centreBox || !sideBox) return null;
        return { centred: Math.abs(centreBox.x + centreBox.width / 2 - (area.x + area.width / 2)) < 2, raised: centreBox.y < sideBox.y };
      };
      await expect.poll(placement).toEqual({ centred: true, raised: true });
    } else {
      // A row: each card takes 290 px, the centre card shows 370 px wide, in the middle of the
      // screen, with its whole text in view; its neighbours wait off screen.
      await expect.poll(() => width(side)).toBe(size);
      await expect.poll(async () => Math.round((await box(face(centre))).width)).toBe(size + 80);
      const shown = await box(face(centre));
      expect(Math.abs(shown.x + shown.width / 2 - page.viewportSize()!.width / 2)).toBeLessThan(2);
      expect(shown.y - area.y, 'no empty band above the card').toBeLessThan(40);
      const text = centre.getByRole('blockquote');
      await expect(text).toBeInViewport({ ratio: 1 });
      expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      const sideBox = await box(face(side));
      expect(sideBox.x, 'the next card is off screen').toBeGreaterThanOrEqual(page.viewportSize()!.width);
    }
  });

  test('on a phone every card fits its quote: no card stands half empty, and the buttons follow the cards', async ({ page }) => {
    test.skip(page.viewportSize()!.width >= 640, 'the fan is 650 px tall by design');
    await deck(page).scrollIntoViewIfNeeded();
    const cards = deck(page).getByTestId('testimonial-card');
    await expect(cards).toHaveCount(testimonials.length);
    // Each face against what it holds: portrait row, quote and name; what is left is empty space.
    const spare = await deck(page).evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('[data-testid="testimonial-face"]')].map((faceElement) => {
        const figure = faceElement.querySelector('figure')!;
        const held = [...figure.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0);
        const style = getComputedStyle(faceElement);
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
        return Math.round(faceElement.getBoundingClientRect().height - padding - held);
      }),
    );
    // The longest quote's card has no more than its gaps (about 2 × 16 px); a shorter one a line or two more.
    expect(Math.min(...spare), 'the longest quote fills its card').toBeLessThanOrEqual(40);
    expect(Math.max(...spare), 'no card is much taller than its quote').toBeLessThanOrEqual(120);
    const faceBox = await box(centreCard(page).getByTestId('testimonial-face'));
    const nav = await box(deck(page).getByRole('button', { name: 'Next testimonial' }));
    expect(nav.y - (faceBox.y + faceBox.height), 'the buttons right under the card').toBeLessThan(60);
  });

  test('the intro says how to move through the cards as this width shows them', { tag: '@desktop' }, async ({ page }) => {
    const section = page.getByRole('region', { name: testimonialsIntro.title });
    const row = page.viewportSize()!.width < 640;
    await expect(section.getByText(testimonialsIntro.howTo.row)).toBeVisible({ visible: row });
    await expect(section.getByText(testimonialsIntro.howTo.fan)).toBeVisible({ visible: !row });
  });

  test('the cards have the site\'s card shape: rounded like every card, upright, no cut corner', { tag: '@desktop' }, async ({ page }) => {
    await deck(page).scrollIntoViewIfNeeded();
    await settleAnimations(page);
    // The site's card radius, as a product card draws it.
    const siteRadius = await page.getByTestId('product-inventory').evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
    expect(parseFloat(siteRadius)).toBeGreaterThan(8);
    // As the deck's animation layer arrives it redraws its cards, and a card read at that moment is
    // one on its way out, already detached (no style): the shape is polled.
    for (const card of [centreCard(page), deck(page).getByTestId('testimonial-card').nth(8)]) {
      const shapeOf = () => card.evaluate((element) => {
        const faceElement = element.querySelector('[data-testid="testimonial-face"]')!;
        const style = getComputedStyle(faceElement);
        // The card's transform as a matrix: b (sin of the angle) is 0 when it is not turned.
        const turned = new DOMMatrix(getComputedStyle(element).transform === 'none' ? undefined : getComputedStyle(element).transform).b;
        return { radii: [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius], clip: style.clipPath, turned };
      }).catch(() => null);
      await expect.poll(shapeOf).toEqual({ radii: [siteRadius, siteRadius, siteRadius, siteRadius], clip: 'none', turned: 0 });
    }
  });

  test('next, previous, keyboard and the polite live region', async ({ page }) => {
    const status = page.getByTestId('testimonial-status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // The deck opens on the middle testimonial of content/testimonials.ts; Next brings the one after it.
    const first = centreIndex(testimonials.length);
    const nameOf = (index: number) => testimonials[index]!.by.split(',')[0]!;
    await expect(centreCard(page)).toContainText(nameOf(first));
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(centreCard(page)).toContainText(nameOf(first + 1));
    await expect(status).toContainText(`Testimonial ${first + 2} of ${testimonials.length}, from ${nameOf(first + 1)}`);
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(centreCard(page)).toContainText(nameOf(first));
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(centreCard(page)).toContainText('Omar Al-Farsi');
    await page.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(centreCard(page)).toContainText('Sophie Laurent');
    await page.keyboard.press('ArrowLeft');
    await expect(centreCard(page)).toContainText('Omar Al-Farsi');
    // Only the centre card is exposed to assistive technology.
    await expect(deck(page).locator('[data-testid="testimonial-card"]:not([aria-hidden="true"])')).toHaveCount(1);
  });

  test('clicking a side card brings it to the centre', async ({ page }) => {
    test.skip(page.viewportSize()!.width < 640, 'a phone swipes instead: the side cards are off screen');
    const target = deck(page).getByTestId('testimonial-card').nth(9);
    await expect(target).toContainText('Emily Carter');
    await target.click();
    await expect(centreCard(page)).toContainText('Emily Carter');
  });

  test('on a phone, a swipe moves to the next card, and back through the ones before', async ({ page }) => {
    test.skip(page.viewportSize()!.width >= 640, 'the fan does not scroll');
    await deck(page).scrollIntoViewIfNeeded();
    const area = await box(deck(page));
    const y = area.y + 200;
    /** A finger drawn sideways across the card, through the browser's own touch input. */
    const drag = async (fromX: number, toX: number) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 8; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 8, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    };
    await expect(centreCard(page)).toContainText('Sophie Laurent');
    await drag(340, 80);
    await expect(centreCard(page)).toContainText('Anil Sharma');
    for (let i = 0; i < 3; i += 1) {
      const before = await centreCard(page).getByRole('blockquote').innerText();
      await drag(60, 330);
      await expect(centreCard(page).getByRole('blockquote')).not.toHaveText(before);
    }
    await expect(centreCard(page)).toContainText('Lakshmi');
  });

  test('on a phone, nothing of the deck is drawn over the quick-actions bar', async ({ page }) => {
    test.skip(page.viewportSize()!.width >= 768, 'the bar shows below 768 px');
    // Bring the deck's cards under the bar, where they used to show through.
    await deck(page).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight + 300));
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    const barBox = await box(bar);
    for (const x of [40, 195, 350]) {
      const inBar = await page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px!, py!)?.closest('nav[aria-label="Quick actions"]')), [x, barBox.y + 10]);
      expect(inBar, `the bar is on top at x=${x}`).toBe(true);
    }
  });
});

test.describe('clients strip', () => {
  const track = (page: Page) => page.getByTestId('clients-track');
  const playState = (page: Page) => track(page).evaluate((el) => getComputedStyle(el).animationPlayState);

  test('loops ten logos in 30 s and pauses on hover and on keyboard focus', { tag: '@desktop' }, async ({ page }, testInfo) => {
    await expect(page.getByRole('img', { name: 'Kaveri Foods' })).toHaveCount(1);
    await expect(track(page).locator('ul').first().getByRole('listitem')).toHaveCount(10);
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationDuration)).toBe('30s');
    expect(await playState(page)).toBe('running');
    if (!testInfo.project.use.hasTouch) {
      await page.getByTestId('clients-marquee').hover();
      expect(await playState(page)).toBe('paused');
      await page.mouse.move(5, 5);
      expect(await playState(page)).toBe('running');
    }
    await page.getByTestId('clients-marquee').focus();
    expect(await playState(page)).toBe('paused');
  });

  test('stops under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await track(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(track(page).locator('ul').nth(1)).toBeHidden();
  });

  test('dims a logo that fails to load', async ({ page }) => {
    await page.route('**/clients/tiffinly.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await page.getByTestId('clients-marquee').scrollIntoViewIfNeeded();
    const failed = track(page).locator('li[data-failed]');
    await expect(failed).toHaveCount(2);
    // The logo fades to its dimmed opacity (a 300 ms transition when the strip is already rendered).
    await expect.poll(() => failed.first().locator('img').evaluate((img) => getComputedStyle(img).opacity)).toBe('0.3');
    const others = await track(page).locator('li:not([data-failed]) img').evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).opacity));
    expect(others).toHaveLength(18);
    expect(new Set(others)).toEqual(new Set(['0.75']));
  });
});

test.describe('below-the-fold images', () => {
  /** Scrolls until `testId`'s top is `ahead` px below the bottom of the screen, not yet in view. */
  async function approach(page: Page, testId: string, ahead: number) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const gap = await page.getByTestId(testId).evaluate((el, px) => {
        const below = el.getBoundingClientRect().top - window.innerHeight;
        window.scrollBy(0, below - px);
        return Math.abs(below - px);
      }, ahead);
      // A smooth scroll may still be moving the page: aim again until it holds.
      if (gap < 5) return;
      await page.waitForTimeout(100);
    }
  }
  const loaded = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.complete && img.naturalWidth > 0));

  test('the client logos and testimonial portraits load as the visitor nears them, not with the page', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/clients\//.test(request.url())) requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // The images would be asked for by the page's code; let everything it loads arrive first.
    await page.waitForLoadState('networkidle');
    expect(requested, 'images fetched by a visitor who has not scrolled').toEqual([]);

    await approach(page, 'clients-marquee', 300);
    await expect.poll(() => loaded(page, '[data-testid="clients-track"] img'), { message: 'every logo, the off-screen ones in the loop too' }).toEqual(Array(20).fill(true));
    expect(await page.getByTestId('clients-marquee').evaluate((el) => el.getBoundingClientRect().top > window.innerHeight), 'the strip is still below the screen').toBe(true);

    await approach(page, 'testimonials-deck', 300);
    const portraits = '[data-testid="testimonial-card"] img';
    const count = await page.locator(portraits).count();
    expect(count).toBeGreaterThan(5);
    await expect.poll(() => loaded(page, portraits), { message: 'every portrait, the cards off to the sides too' }).toEqual(Array(count).fill(true));
    expect(await page.getByTestId('testimonials-deck').evaluate((el) => el.getBoundingClientRect().top > window.innerHeight), 'the deck is still below the screen').toBe(true);
  });
});

test.describe('mobile swipe navigation', () => {
  test.skip(({ hasTouch }) => !hasTouch, 'touch viewports only');
  test.beforeEach(async ({ page }) => {
    // A swipe has no platform behaviour to fall back on: it works once the page's code listens
    // for it, which marks the page; a visitor's swipe before that simply scrolls.
    await page.locator('html[data-swipe-nav="ready"]').waitFor({ state: 'attached' });
  });

  /**
   * A real touch gesture through the browser's input pipeline. The events carry explicit
   * timestamps, so a gesture lasts `ms` however busy the machine running the test is.
   */
  async function swipe(page: Page, fromY: number, toY: number, ms: number, x = 195) {
    const cdp = await page.context().newCDPSession(page);
    const t0 = Date.now() / 1000;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: fromY }], timestamp: t0 });
    for (const step of [0.5, 1]) {
      const point = { x, y: fromY + (toY - fromY) * step };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point], timestamp: t0 + (ms / 1000) * step * 0.9 });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + ms / 1000 });
    await cdp.detach();
  }
  const top = (page: Page, id: string) => page.evaluate((s) => document.getElementById(s)!.getBoundingClientRect().top, id);

  test('a fast vertical swipe moves to the next and previous section', async ({ page }) => {
    await swipe(page, 650, 400, 150);
    await expect.poll(() => top(page, 'services'), { timeout: 5000 }).toBeLessThan(200);
    expect(await top(page, 'services')).toBeGreaterThan(-5);
    await page.waitForTimeout(800);
    await swipe(page, 650, 400, 150);
    await expect.poll(() => top(page, 'products'), { timeout: 5000 }).toBeLessThan(200);
    await page.waitForTimeout(800);
    await swipe(page, 300, 560, 150);
    await expect.poll(() => top(page, 'services'), { timeout: 5000 }).toBeGreaterThan(-5);
    expect(await top(page, 'services')).toBeLessThan(200);
  });

  test('a slow swipe, or one inside a scrollable area, does not jump', async ({ page }) => {
    await swipe(page, 650, 400, 450);
    await page.waitForTimeout(1000);
    expect(await top(page, 'services')).toBeGreaterThan(300);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'scroll-box';
      box.style.cssText = 'position:fixed;top:300px;left:20px;width:300px;height:300px;overflow-y:auto;z-index:999;background:#fff';
      box.innerHTML = '<div style="height:2000px">scrollable</div>';
      document.body.append(box);
    });
    await swipe(page, 550, 330, 150, 100);
    await page.waitForTimeout(1000);
    expect(await top(page, 'services')).toBeGreaterThan(300);
  });
});

test('structured data parses and covers every required type', async ({ page }) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    return (Array.isArray(data) ? data : [data]).map((item: { '@type': string }) => item['@type']);
  });
  for (const type of ['Organization', 'LocalBusiness', 'FAQPage', 'Review', 'Event', 'HowTo', 'VideoObject']) expect(types).toContain(type);
  await expect(page).toHaveTitle(/Maninfini Automation/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^.{50,160}$/);
});
