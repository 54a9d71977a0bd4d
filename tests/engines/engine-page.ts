/**
 * A page in a browser engine, as the visitor flows (tests/engines/flows.ts) drive it: the few
 * things a visitor does (open an address, tap, type, press a key) and what a test reads. Each
 * engine has its own driver: Firefox over WebDriver BiDi (firefox.ts), WebKit over classic
 * WebDriver (webkit.ts). Chromium is driven by Playwright (tests/e2e/).
 */
export type EnginePage = {
  /** The engine and the width, as reported: "Firefox ESR 153 at 390 px". */
  readonly label: string;
  readonly width: number;
  goto(path: string): Promise<void>;
  /** Runs a script in the page (a function body, which may `return`) and gives back its JSON-able result. */
  run<T>(body: string): Promise<T>;
  /** A real click (pointer down and up, a user gesture) on the first element the selector matches. */
  click(selector: string): Promise<void>;
  /**
   * Taps the element the selector matches, then types the text key by key into whatever has the
   * focus, as a visitor's keyboard does: a field the page swaps for its working copy while the
   * visitor types (the contact form, the chat box) gets the rest of the keys.
   */
  type(selector: string, text: string): Promise<void>;
  press(key: 'Enter' | 'Escape'): Promise<void>;
  /** Uncaught errors the page threw since the last call (null where the driver cannot see them). */
  takeErrors(): Promise<string[] | null>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
};

/** Only the site's own address may be reached: another host is sent to a closed loopback port and fails there. */
export const CLOSED_LOOPBACK_PROXY = { host: '127.0.0.1', port: 9 } as const;

/**
 * How each driver says "the element you found is no longer in the page" (a control the page
 * swapped for its working copy): WebDriver's "stale element", Puppeteer's "detached" and "not
 * clickable" (a node with no boxes left), Firefox's BiDi "no such node … is not known".
 */
export const NODE_GONE = /stale element|detached|not found|no such element|no element found|no such node|is not known|not clickable/i;
