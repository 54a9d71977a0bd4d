/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { HEAD_SCRIPT } from '@/components/first-paint/head-script.generated';
import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_EVENT, CONSENT_KEY, readConsent } from '@/lib/analytics/consent';

const markup = `
  <section class="consent-banner">
    <button id="accept" data-consent-choice="granted">Accept all</button>
    <button id="reject" data-consent-choice="denied">Reject non-essential</button>
    <button id="customise" data-consent-open>Customise</button>
  </section>
  <dialog id="consent-dialog" open>
    <input id="consent-analytics" type="checkbox">
    <button id="save" data-consent-choice="switch">Save choices</button>
  </dialog>`;

/** A page with the banner and the dialog, `stored` in its storage, and the head script run. */
function page(stored: string | null = null, { storageThrows = false } = {}) {
  const dom = new JSDOM(markup, { url: 'http://127.0.0.1/', runScripts: 'outside-only' });
  const win = dom.window;
  if (stored !== null) win.localStorage.setItem(CONSENT_KEY, stored);
  if (storageThrows) {
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
  }
  win.HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  const events: string[] = [];
  win.addEventListener(CONSENT_EVENT, () => events.push(CONSENT_EVENT));
  win.eval(HEAD_SCRIPT);
  const click = (id: string) => win.document.getElementById(id)!.dispatchEvent(new win.MouseEvent('click', { bubbles: true }));
  const mark = () => win.document.documentElement.getAttribute(CONSENT_DECIDED_ATTRIBUTE);
  const storedChoice = () => JSON.parse(win.localStorage.getItem(CONSENT_KEY) ?? 'null') as { analytics: boolean; decidedAt: string } | null;
  return { win, events, click, mark, storedChoice };
}

const fakeStorage = (raw: string | null) => ({ getItem: () => raw }) as unknown as Storage;

describe('the head script’s consent on load', () => {
  it.each([
    ['no stored choice', null],
    ['accepted', JSON.stringify({ analytics: true, decidedAt: '2026-11-21T10:00:00Z' })],
    ['rejected', JSON.stringify({ analytics: false, decidedAt: '2026-11-21T10:00:00Z' })],
    ['a value without the switch', JSON.stringify({ decidedAt: '2026-11-21T10:00:00Z' })],
    ['a switch that is not a boolean', JSON.stringify({ analytics: 'yes' })],
    ['garbage', '{not json'],
    ['JSON null', 'null'],
    ['an empty string', ''],
  ])('hides the banner exactly when readConsent finds a choice: %s', (_, raw) => {
    const decided = readConsent(fakeStorage(raw)) !== 'unset';
    expect(page(raw).mark()).toBe(decided ? 'decided' : null);
  });

  it('leaves the banner alone, without throwing, where storage is refused', () => {
    expect(() => page(null, { storageThrows: true })).not.toThrow();
    expect(page(null, { storageThrows: true }).mark()).toBeNull();
  });
});

describe('the head script’s consent on a choice', () => {
  it('stores Accept all, hides the banner and tells analytics', () => {
    const { click, mark, storedChoice, events, win } = page();
    click('accept');
    expect(storedChoice()).toMatchObject({ analytics: true });
    expect(readConsent(win.localStorage)).toBe('granted');
    expect(mark()).toBe('decided');
    expect(events).toEqual([CONSENT_EVENT]);
  });

  it('stores Reject non-essential as analytics off', () => {
    const { click, win } = page();
    click('reject');
    expect(readConsent(win.localStorage)).toBe('denied');
  });

  it('sets the switch to the stored choice as the settings open, and saves what the switch says, closing the dialog', () => {
    const { click, win } = page(JSON.stringify({ analytics: true, decidedAt: '2026-11-21T10:00:00Z' }));
    const switchBox = win.document.getElementById('consent-analytics') as HTMLInputElement;
    click('customise');
    expect(switchBox.checked).toBe(true);
    switchBox.checked = false;
    click('save');
    expect(readConsent(win.localStorage)).toBe('denied');
    expect(win.document.getElementById('consent-dialog')!.hasAttribute('open')).toBe(false);
  });

  it('still hides the banner for this page where storage is refused', () => {
    const { click, mark } = page(null, { storageThrows: true });
    expect(() => click('accept')).not.toThrow();
    expect(mark()).toBe('decided');
  });
});
