/**
 * The head script: the site's own script in every page's <head>, a classic script run before any
 * control is parsed (components/first-paint/HeadScript.tsx). The build compiles this file and what
 * it imports to one small ES2017 file named by its hash (scripts/prebuild/00-head-script.ts), so it
 * is real TypeScript here and every page can cache it.
 *
 * Each part runs on its own, and none may throw out of here: a browser that lacks something a
 * part needs loses that part only, and a control then simply waits for its island, as on a page
 * without the script. Import constants and types only, never a module with side effects: what
 * is imported is compiled into every page.
 */
import { installConsent } from './consent';
import { installEarlyActions } from './early-actions';
import { installPageControls } from './page-controls';

const parts = [() => installConsent(window, document), () => installPageControls(window, document), () => installEarlyActions(window)];
for (const part of parts) {
  try {
    part();
  } catch {
    // That part's controls wait for their islands.
  }
}
