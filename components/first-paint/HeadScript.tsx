import { HEAD_SCRIPT_SRC } from './head-script.generated';

/**
 * The site's one script of its own in <head>, first there so it runs before any control is
 * parsed: consent, dialogs and panels in browsers without invoker commands, and taps made before
 * an island has started (head/index.ts; docs/interactivity.md). Compiled at build time into a
 * file named by its hash (scripts/prebuild/head-script/compile.ts says why it is not inline).
 * A classic script on purpose: no async or defer, which would let controls appear before it runs.
 */
export function HeadScript() {
  // eslint-disable-next-line @next/next/no-sync-scripts -- it must run before the controls below it are parsed, as the inline script it replaced did; 3.6 KB, fetched beside the stylesheets
  return <script src={HEAD_SCRIPT_SRC} />;
}
