// Which Chromium each tool runs, in one place. Playwright's own browser download needs a host this
// machine cannot reach, so both come from Debian: Chromium itself (packages `chromium`) for
// Lighthouse and screenshots, as a visitor's browser, and its headless shell
// (`chromium-headless-shell`) for the browser tests, the build Playwright itself runs headless tests
// in: the same engine without the desktop browser around it, which takes a quarter less CPU there.
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

/** The browser tests' Chromium: the headless shell where it is installed, else Chromium itself. */
export function testChromium() {
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

// The other engines the visitor flows run in (tests/engines/), from Debian's packages: Firefox ESR
// (`firefox-esr`), and WebKitGTK's WebDriver and MiniBrowser (`webkit2gtk-driver`) on a virtual
// display (`xvfb`).
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';
