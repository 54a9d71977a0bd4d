/**
 * The browser side of the `.defer-render` blocks (app/globals.css). While a block is
 * deferred its height is a placeholder, which is right for a visitor who opens the page
 * at the top and scrolls, and wrong wherever a scroll position is computed ahead:
 *
 * - a smooth scroll to a section further down is aimed at the placeholder layout and
 *   ends short once the blocks it passes render at their real height;
 * - a reload or a back/forward load restores a pixel offset measured on the real layout;
 * - a link to a #fragment lands on the target, and the blocks above it then grow while
 *   the visitor reads (Safari has no scroll anchoring to hide that).
 *
 * So the deferral is lifted for the whole page in those cases. Otherwise it is lifted one
 * block per idle frame from the visitor's first scroll: until then the blocks are not
 * needed (the browser renders each one as it nears the viewport), and their layout would
 * only compete with the page's boot for the main thread while a first tap waits on it.
 * Once the visitor moves, showing the rest in turn gives the scrollbar its true length and
 * leaves no block to grow above the reader in a browser without scroll anchoring.
 */

/** On <html>: `all` lifts every deferral. On a block: `shown` lifts its own. */
export const RENDER_ATTRIBUTE = 'data-render';
/** The deferred blocks (app/globals.css): marked sections, and Markdown blocks after the first three. */
export const DEFERRED_SELECTOR = '.defer-render, .mdx-body > :nth-child(n + 4)';

/**
 * Runs inline in <head>, before the first layout: a load that restores a scroll offset
 * (reload, back/forward) or targets a #fragment renders everything from the start. ES5,
 * and it must never throw: the worst outcome of failing is the placeholder layout.
 */
export const RENDER_DECISION_SCRIPT =
  '(function(d){try{var n=performance.getEntriesByType("navigation")[0],t=n&&n.type;' +
  `if(location.hash.length>1||t==="reload"||t==="back_forward")d.setAttribute("${RENDER_ATTRIBUTE}","all")}catch(e){}})(document.documentElement)`;

/** Lifts every deferral on the page and on pages reached from it in this tab. */
export function renderAll(doc: Document = document): void {
  doc.documentElement.setAttribute(RENDER_ATTRIBUTE, 'all');
}

export function isRenderingAll(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(RENDER_ATTRIBUTE) === 'all';
}

type Scheduler = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
type ScrollingWindow = Scheduler & Pick<Window, 'addEventListener' | 'removeEventListener' | 'scrollY'>;

/** Longest wait for an idle moment before a block is shown anyway. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Shows the deferred blocks in document order, one per frame, each when the main thread
 * is idle, then lifts the deferral for the whole tab. Returns a cancel function.
 */
export function showDeferredInTurn(doc: Document = document, win: Scheduler = window): () => void {
  if (isRenderingAll(doc)) return () => {};
  const pending = [...doc.querySelectorAll<HTMLElement>(DEFERRED_SELECTOR)];
  let idleId: number | undefined;
  let timerId: ReturnType<Window['setTimeout']> | undefined;
  let frameId: number | undefined;

  const whenIdle = (run: () => void) => {
    if (win.requestIdleCallback) idleId = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timerId = win.setTimeout(run, 0);
  };
  const step = () => {
    const next = pending.shift();
    if (!next || isRenderingAll(doc)) {
      renderAll(doc);
      return;
    }
    next.setAttribute(RENDER_ATTRIBUTE, 'shown');
    // The block's style and layout run in the coming frame; the next one waits for the frame after.
    frameId = win.requestAnimationFrame(() => whenIdle(step));
  };
  whenIdle(step);

  return () => {
    if (idleId !== undefined) win.cancelIdleCallback?.(idleId);
    if (timerId !== undefined) win.clearTimeout(timerId);
    if (frameId !== undefined) win.cancelAnimationFrame(frameId);
  };
}

/**
 * Runs showDeferredInTurn from the visitor's first scroll (at once if the page is already
 * scrolled, e.g. the visitor moved before it booted). Returns a cancel function.
 */
export function showDeferredOnceScrolled(doc: Document = document, win: ScrollingWindow = window): () => void {
  let cancelInTurn: (() => void) | undefined;
  const start = () => {
    win.removeEventListener('scroll', start);
    cancelInTurn ??= showDeferredInTurn(doc, win);
  };
  if (win.scrollY > 0) start();
  else win.addEventListener('scroll', start, { passive: true });
  return () => {
    win.removeEventListener('scroll', start);
    cancelInTurn?.();
  };
}
