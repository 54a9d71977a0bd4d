/**
 * WebKit (Safari's engine) as Debian ships it: WebKitGTK's MiniBrowser, driven by WebKitWebDriver
 * over classic WebDriver, on a virtual display (Xvfb). The client is the handful of W3C WebDriver
 * calls the flows need, over fetch: a WebDriver library would bring its configuration, logging
 * and proxy stack for these eight requests. MiniBrowser's window is at least 447 CSS px wide, so
 * that is the narrowest phone it can stand for.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { MINIBROWSER, WEBKIT_DRIVER, XVFB } from '../../scripts/quality/browsers';
import { freePort } from '../../scripts/quality/pages-dev';
import { CLOSED_LOOPBACK_PROXY, type EnginePage } from './engine-page';

export const WEBKIT_MIN_WIDTH = 447;

/** The W3C name of an element reference in WebDriver's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS = { Enter: '\uE007', Escape: '\uE00C' } as const;

/** A virtual display for MiniBrowser: Xvfb picks a free display number and tells it. */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
    xvfb.on('error', reject);
    xvfb.stdout.once('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }));
  });
}

export async function openWebKit(base: string, width: number, height: number): Promise<EnginePage> {
  const { display, process: xvfb } = await startDisplay();
  const port = await freePort();
  // A real locale: under C.UTF-8 WebKit reports navigator.language as "C".
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display, LANG: 'en_US.UTF-8' } });
  const stop = () => {
    driver.kill();
    xvfb.kill();
  };
  const server = `http://127.0.0.1:${port}`;
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    // No call may hang the run: a page load or a script gets a minute.
    const response = await fetch(server + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (value && typeof value === 'object' && 'error' in value && value.error) throw new Error(`WebKit ${path.replace(/^\/session\/[^/]+/, '')}: ${value.error}: ${value.message}`);
    return value;
  }
  try {
    // The driver is ready when it answers its status.
    for (let tries = 0; ; tries += 1) {
      try {
        await fetch(`${server}/status`);
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    const options = { binary: MINIBROWSER, args: ['--automation', `--proxy=http://${CLOSED_LOOPBACK_PROXY.host}:${CLOSED_LOOPBACK_PROXY.port}`, '--ignore-host=127.0.0.1', '--ignore-host=localhost'] };
    const { sessionId, capabilities } = await call<{ sessionId: string; capabilities?: { browserVersion?: string } }>('POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': options } } });
    const session = `/session/${sessionId}`;
    await call('POST', `${session}/window/rect`, { width: Math.max(width, WEBKIT_MIN_WIDTH), height });
    const element = async (selector: string) => (await call<Record<string, string>>('POST', `${session}/element`, { using: 'css selector', value: selector }))[ELEMENT]!;
    const keys = (text: string) => [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]);
    const shown = Math.max(width, WEBKIT_MIN_WIDTH);
    return {
      label: `WebKitGTK${capabilities?.browserVersion ? ` ${capabilities.browserVersion}` : ''} at ${shown} px`,
      width: shown,
      goto: async (path) => {
        const url = new URL(path, base).href;
        await call('POST', `${session}/url`, { url });
        // A page that failed to load leaves the window where it was: say so rather than test the wrong page.
        const at = await call<string>('GET', `${session}/url`);
        if (!at.startsWith(base)) throw new Error(`WebKit did not open ${url} (the window shows ${at})`);
      },
      run: (body) => call('POST', `${session}/execute/sync`, { script: body, args: [] }),
      click: async (selector) => void (await call('POST', `${session}/element/${await element(selector)}/click`, {})),
      type: async (selector, text) => {
        await call('POST', `${session}/element/${await element(selector)}/click`, {});
        await call('POST', `${session}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions: keys(text) }] });
      },
      press: async (key) => void (await call('POST', `${session}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions: keys(KEYS[key]) }] })),
      // Classic WebDriver reports no page errors.
      takeErrors: async () => null,
      screenshot: async (file) => writeFileSync(file, Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64')),
      close: async () => {
        await call('DELETE', session).catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
