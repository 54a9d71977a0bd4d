/**
 * What a visitor does on the site, walked in the engines beyond Chromium (Firefox, WebKit): the
 * cookie choice, the phone menu, a question to Manu, a search and the contact form's first step.
 * Each flow acts as soon as its control is on screen, as a visitor would, and waits only for what
 * the visitor waits for (an answer, results, an error message). The same flows run in Chromium as
 * part of the Playwright tests (tests/e2e/), with more detail.
 */
import { NODE_GONE, type EnginePage } from './engine-page';

export type Flow = { name: string; phoneOnly?: boolean; run: (page: EnginePage) => Promise<void> };

/** How long a visitor's wait may take on a busy 2-core machine (the chat panel's code and the site index load on first use). */
const WAIT_MS = 20_000;

/**
 * Polls a script in the page until it returns true; fails with what was awaited and, when
 * `state` is given (a script returning text), what the page showed when the wait ran out.
 */
async function until(page: EnginePage, what: string, body: string, state?: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await page.run<boolean>(body).catch(() => false)) return;
    if (Date.now() - started > WAIT_MS) {
      const shown = state ? await page.run<string>(state).catch((error: Error) => `unreadable: ${error.message}`) : '';
      throw new Error(`${page.label}: waited ${WAIT_MS / 1000} s for ${what}${shown ? ` (then ${shown})` : ''}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Script text: whether an element is on screen (laid out, not hidden). */
const VISIBLE = `const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };`;

/**
 * Marks the first visible element matching a selector (and, when given, whose text matches
 * `text`) for the driver to act on, once there is one that stands still, and brings it to the
 * middle of the screen: the visitor scrolls to what they tap, and taps what they see standing
 * still. A driver's tap lands on the point it measured, so a control moving at that moment (a
 * field's message appearing as the form checks what is typed, two lines where the hint had one)
 * sends the tap to its neighbour; Playwright's own click waits the same way (the same box over two
 * animation frames) in the Chromium tests. The element is found afresh on every try, since the
 * page may swap it for its working copy meanwhile, and only the one found last keeps the mark.
 */
async function target(page: EnginePage, what: string, selector: string, text?: RegExp): Promise<string> {
  const mark = `engine-${Math.random().toString(36).slice(2, 8)}`;
  const test = text ? `&& new RegExp(${JSON.stringify(text.source)}, ${JSON.stringify(text.flags)}).test(el.textContent.trim())` : '';
  await until(
    page,
    `${what} (standing still)`,
    `${VISIBLE} const el = [...document.querySelectorAll(${JSON.stringify(selector)})].find((el) => visible(el) ${test}); if (!el) return false;
     for (const old of document.querySelectorAll('[data-engine-target="${mark}"]')) if (old !== el) old.removeAttribute('data-engine-target');
     el.setAttribute('data-engine-target', '${mark}'); el.scrollIntoView({ block: 'center' });
     const box = () => JSON.stringify(el.getBoundingClientRect()); const before = box();
     return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(el.isConnected && box() === before))));`,
  );
  return `[data-engine-target="${mark}"]`;
}

/**
 * A tap, or a tap and typing, on what the selector shows. A page may swap a control for its
 * working copy as its code arrives (the chat box, the contact form): a tap that lands in that
 * moment finds the old one gone, and the visitor taps again. Keys go to the focused field, so
 * nothing is typed twice.
 */
async function tap(page: EnginePage, what: string, selector: string, options: { text?: RegExp; type?: string } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const found = await target(page, what, selector, options.text);
    try {
      if (options.type === undefined) await page.click(found);
      else await page.type(found, options.type);
      return;
    } catch (error) {
      if (attempt >= 3 || !NODE_GONE.test((error as Error).message)) throw error;
    }
  }
}

/** The cookie banner asks first on every visit here (storage is cleared between flows); "Reject" answers it. */
async function rejectCookies(page: EnginePage) {
  await tap(page, 'the cookie banner', 'button', { text: /^Reject/ });
  await until(page, 'the cookie banner to close', `${VISIBLE} return ![...document.querySelectorAll('button')].some((b) => /^Reject/.test(b.textContent.trim()) && visible(b));`);
}

export const flows: Flow[] = [
  {
    name: 'the cookie choice closes the banner and is kept on the next page',
    run: async (page) => {
      await page.goto('/');
      await rejectCookies(page);
      await page.goto('/blog/');
      // The banner shows after the page settles; by then it has read the choice.
      await target(page, 'the blog list', 'main h1');
      await new Promise((done) => setTimeout(done, 1_500));
      const shown = await page.run<boolean>(`${VISIBLE} return [...document.querySelectorAll('button')].some((b) => /^Reject/.test(b.textContent.trim()) && visible(b));`);
      if (shown) throw new Error(`${page.label}: the cookie banner asks again on the next page`);
    },
  },
  {
    name: 'the phone menu opens from its button and closes on Escape',
    phoneOnly: true,
    run: async (page) => {
      await page.goto('/');
      await rejectCookies(page);
      await tap(page, 'the menu button', 'button[aria-label="Open menu"]');
      await until(page, 'the menu to open', `return document.getElementById('mobile-menu')?.open === true;`);
      await target(page, 'the menu links', '#mobile-menu a', /^Contact/);
      await page.press('Escape');
      await until(page, 'the menu to close', `return document.getElementById('mobile-menu')?.open === false;`);
    },
  },
  {
    name: 'Manu answers a question from the site, with its source',
    run: async (page) => {
      await page.goto('/');
      await rejectCookies(page);
      await tap(page, 'the chat launcher', 'button.chat-launcher');
      await tap(page, 'the message box', 'textarea[name="message"]', { type: 'How long does a logo take?' });
      // What the chat showed, read as Enter is pressed and again if the answer never comes.
      const chatState = `const box = document.querySelector('textarea[name="message"]'); const log = document.querySelector('[role="log"]'); return 'box: ' + JSON.stringify(box?.value) + (box?.disabled ? ' (disabled)' : '') + ', focus on ' + document.activeElement?.tagName + (document.activeElement?.id ? '#' + document.activeElement.id : '') + ', conversation: ' + JSON.stringify((log?.innerText ?? '').slice(-200));`;
      const before = await page.run<string>(chatState);
      await page.press('Enter');
      const atEnter = await page.run<string>(chatState);
      await until(
        page,
        `the answer with its source (before Enter ${before}; just after ${atEnter})`,
        `return document.body.innerText.includes('1–2 weeks') && [...document.querySelectorAll('a')].some((a) => a.textContent.includes('Source: Graphic Design') && a.getAttribute('href') === '/services/graphic-design/#faq-heading');`,
        chatState,
      );
    },
  },
  {
    name: 'a search lists the pages that match',
    run: async (page) => {
      await page.goto('/search/?q=cloud');
      await target(page, 'the results', 'ul[aria-label="Search results"] a[href^="/services/cloud-solutions/"]');
    },
  },
  {
    name: 'the contact form marks what is missing and keeps what was typed',
    run: async (page) => {
      await page.goto('/contact/');
      await rejectCookies(page);
      await page.run(`document.querySelector('form[aria-labelledby="contact-step-heading"]').scrollIntoView(); return true;`);
      await tap(page, 'the first name field', '#contact-firstName', { type: 'Asha' });
      await tap(page, 'the Continue button', 'form button', { text: /^Continue/ });
      await until(
        page,
        'the missing last name and e-mail marked',
        `const last = document.getElementById('contact-lastName'); const email = document.getElementById('contact-email');
         const error = (input) => document.getElementById((input.getAttribute('aria-describedby') || '').split(' ')[0])?.textContent.trim();
         return last.getAttribute('aria-invalid') === 'true' && error(last) === 'Last name is required' && email.getAttribute('aria-invalid') === 'true' && error(email) === 'Email is required';`,
      );
      const kept = await page.run<string>(`return document.getElementById('contact-firstName').value;`);
      if (kept !== 'Asha') throw new Error(`${page.label}: the first name reads "${kept}" after Continue, not "Asha"`);
    },
  },
];
