import { createGoogleTag } from '@/lib/analytics/google-tag.browser';
import { startWebVitals } from '@/lib/analytics/web-vitals.browser';

jest.mock('@/lib/analytics/web-vitals.browser', () => ({ startWebVitals: jest.fn() }));

type TagWindow = Window & { dataLayer?: unknown[] } & Record<string, unknown>;
const page = window as unknown as TagWindow;

/** The gtag() calls queued so far, as arrays; anything that is not an `arguments` object is reported as such. */
const calls = () =>
  (page.dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : 'not arguments'));

const tagScripts = () => [...document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  jest.useFakeTimers();
  delete page.dataLayer;
  delete page['ga-disable-G-TEST000000'];
  document.head.innerHTML = '';
  for (const name of ['_ga', '_ga_TEST000000', 'other']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});
afterEach(() => jest.useRealTimers());

describe('the Google tag in the page', () => {
  it('is not created for a malformed id', () => {
    expect(createGoogleTag('UA-1-1', jest.fn())).toBeNull();
  });

  it('queues the consent defaults before anything else, then adds gtag.js once the page is idle', () => {
    const tag = createGoogleTag('G-TEST000000', jest.fn())!;
    tag.start();
    expect(calls().map((call) => (Array.isArray(call) ? call.slice(0, 2) : call))).toEqual([
      ['consent', 'default'],
      ['js', expect.any(Date)],
      ['consent', 'update'],
      ['config', 'G-TEST000000'],
    ]);
    expect(tagScripts()).toEqual([]);
    jest.runAllTimers();
    expect(tagScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST000000']);
    expect(startWebVitals).toHaveBeenCalledTimes(1);
  });

  it('sends events with their page type and without empty parameters', () => {
    const tag = createGoogleTag('G-TEST000000', jest.fn())!;
    tag.start();
    tag.send('whatsapp_open', { message_length: 64, page_location: 'http://localhost/services/cyber-cloud/', page_referrer: undefined });
    expect(calls().at(-1)).toEqual(['event', 'whatsapp_open', { message_length: 64, page_location: 'http://localhost/services/cyber-cloud/', page_type: 'service' }]);
  });

  it('on withdrawal opts out at once, tells the tag, and removes its cookies only', () => {
    const tag = createGoogleTag('G-TEST000000', jest.fn())!;
    tag.start();
    document.cookie = '_ga=GA1.1.1.1; Path=/';
    document.cookie = '_ga_TEST000000=GS2.1.1; Path=/';
    document.cookie = 'other=kept; Path=/';
    tag.stop();
    expect(page['ga-disable-G-TEST000000']).toBe(true);
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).toBe('other=kept');

    tag.start();
    expect(page['ga-disable-G-TEST000000']).toBe(false);
    expect(calls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    jest.runAllTimers();
    expect(tagScripts()).toHaveLength(1);
  });

  it('removes cookies from an earlier visit without queuing anything when it never started', () => {
    document.cookie = '_ga=GA1.1.1.1; Path=/';
    createGoogleTag('G-TEST000000', jest.fn())!.stop();
    expect(document.cookie).not.toContain('_ga');
    expect(page.dataLayer).toBeUndefined();
  });
});
