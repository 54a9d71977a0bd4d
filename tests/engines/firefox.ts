/**
 * Firefox (Debian's firefox-esr) driven over WebDriver BiDi by puppeteer-core: Playwright's
 * Firefox is a patched build that cannot be downloaded here, and puppeteer speaks the standard
 * protocol the stock browser ships. Version 24 is the last that runs on Node 20.
 */
import puppeteer from 'puppeteer-core';
import { FIREFOX } from '../../scripts/quality/browsers';
import { CLOSED_LOOPBACK_PROXY, type EnginePage } from './engine-page';

const NETWORK_REPORT = /^(Error: )?(Cross-Origin Request Blocked|NS_BINDING_ABORTED|NetworkError)/;

export async function openFirefox(base: string, width: number, height: number): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // Every host but the site's own goes to a closed port (the map, analytics, outbound links).
      'network.proxy.type': 1,
      'network.proxy.http': CLOSED_LOOPBACK_PROXY.host,
      'network.proxy.http_port': CLOSED_LOOPBACK_PROXY.port,
      'network.proxy.ssl': CLOSED_LOOPBACK_PROXY.host,
      'network.proxy.ssl_port': CLOSED_LOOPBACK_PROXY.port,
      'network.proxy.no_proxies_on': '127.0.0.1,localhost',
      'network.proxy.allow_hijacking_localhost': false,
    },
  });
  const page = await browser.newPage();
  // No step may hang the run: a page load or an action gets a minute.
  page.setDefaultTimeout(60_000);
  await page.setViewport({ width, height });
  let errors: string[] = [];
  // Firefox reports a failed or cancelled request (the chat endpoint's health check when no
  // endpoint runs, a fetch a navigation cuts short) as a script error, though the page's code
  // handles it: those are the network's, not faults of the page.
  page.on('pageerror', (error) => {
    if (!NETWORK_REPORT.test(String(error))) errors.push(String(error));
  });
  return {
    label: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')} at ${width} px`,
    width,
    goto: async (path) => void (await page.goto(new URL(path, base).href, { waitUntil: 'load' })),
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    click: (selector) => page.click(selector),
    type: async (selector, text) => {
      await page.click(selector);
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    takeErrors: async () => {
      const taken = errors;
      errors = [];
      return taken;
    },
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    close: () => browser.close(),
  };
}
