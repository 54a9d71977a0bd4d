/**
 * The head's decision script (whether to render everything at once, whether the visitor has
 * already answered the cookie banner) runs before the stylesheet link, not after it.
 *
 * React puts the stylesheet link at the top of <head> and the layout's own <script> at its
 * end. An inline script after a stylesheet that is still downloading waits for it, and the
 * parser waits for the script: the body was not read until the CSS had arrived. Before the
 * link, the script runs at once (it reads no style), and the parser builds the whole page
 * while the stylesheet downloads, so the first frame only has style, layout and paint left.
 * In Lighthouse traces of an article the script ran as a task of its own once the CSS had
 * arrived (3–10 ms: a page's first script and first storage read), and the rest of the page
 * was parsed only after it.
 */

/** Marks the decision script so this step and the content check can find it. */
export const HEAD_DECISIONS_MARKER = 'data-head-decisions';

const DECISIONS = new RegExp(String.raw`<script ${HEAD_DECISIONS_MARKER}="">[\s\S]*?<\/script>`);
const FIRST_STYLESHEET = /<link rel="stylesheet"[^>]*>/;

/** Index of the decision script and of the first stylesheet link in the head, or -1. */
export function headOrder(html: string): { decisions: number; stylesheet: number } {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  return { decisions: head.search(DECISIONS), stylesheet: head.search(FIRST_STYLESHEET) };
}

/** Moves the decision script to just before the first stylesheet link; idempotent. */
export function hoistHeadDecisions(html: string): string {
  const { decisions, stylesheet } = headOrder(html);
  if (decisions < 0 || stylesheet < 0 || decisions < stylesheet) return html;
  const script = DECISIONS.exec(html.slice(decisions))![0];
  const without = html.slice(0, decisions) + html.slice(decisions + script.length);
  return without.slice(0, stylesheet) + script + without.slice(stylesheet);
}
