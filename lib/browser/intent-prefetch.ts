/**
 * Route prefetching on intent. Next's <Link> prefetches every internal link as it enters the
 * viewport; on a phone that means a header's and a footer's worth of route payloads and their
 * chunks fetched and decoded while the page is still booting (a large share of its early script
 * time), nearly all for pages the visitor never opens. The site's links opt out of that
 * (components/ui/Link.tsx marks them) and a route is prefetched instead when the visitor shows
 * intent: a finger or pen landing on the link, keyboard focus, or a mouse resting on it for a
 * moment. That is early enough for the payload to be ready when the click lands, and nothing is
 * fetched for links nobody touches.
 */

/** Marks an anchor whose route may be prefetched on intent (set by components/ui/Link.tsx). */
export const INTENT_PREFETCH_ATTRIBUTE = 'data-prefetch';
export const INTENT_PREFETCH_VALUE = 'intent';
/** The mark as props for an anchor or a <Link>. */
export const intentPrefetchProps = { [INTENT_PREFETCH_ATTRIBUTE]: INTENT_PREFETCH_VALUE };

/** How long a mouse must rest on a link: a pointer crossing the page on its way elsewhere fetches nothing. */
export const HOVER_INTENT_MS = 65;

type Here = Pick<Location, 'origin' | 'pathname'>;

/**
 * The route to prefetch for an anchor, or null when a click on it would not be a client-side
 * navigation to another page of this site: another origin, a new tab, a download, a file such
 * as /feed.xml, or the page the visitor is already on (a #section or query change).
 */
export function prefetchableHref(anchor: HTMLAnchorElement, here: Here): string | null {
  if (anchor.getAttribute(INTENT_PREFETCH_ATTRIBUTE) !== INTENT_PREFETCH_VALUE) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname + url.search;
}

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * Listens on the whole document (one listener, not one per link) and calls `prefetch` once per
 * route. Returns the function that stops listening.
 */
export function prefetchOnIntent(
  prefetch: (href: string) => void,
  doc: Document = document,
  timers: Timers = globalThis,
): () => void {
  const done = new Set<string>();
  let hover: { anchor: Element; timer: ReturnType<typeof setTimeout> } | null = null;

  const anchorOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${INTENT_PREFETCH_ATTRIBUTE}]`) : null;

  const fetchFor = (anchor: HTMLAnchorElement) => {
    const here = doc.defaultView?.location;
    const href = here ? prefetchableHref(anchor, here) : null;
    if (!href || done.has(href)) return;
    done.add(href);
    prefetch(href);
  };

  const cancelHover = () => {
    if (hover) timers.clearTimeout(hover.timer);
    hover = null;
  };

  const onPointerOver = (event: PointerEvent) => {
    const anchor = anchorOf(event.target);
    if (!anchor) return;
    // Touch and pen land on the link on their way to a tap: no waiting.
    if (event.pointerType !== 'mouse') return fetchFor(anchor);
    if (hover?.anchor === anchor) return;
    cancelHover();
    hover = { anchor, timer: timers.setTimeout(() => fetchFor(anchor), HOVER_INTENT_MS) };
  };

  const onPointerOut = (event: PointerEvent) => {
    if (!hover) return;
    const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (!to || !hover.anchor.contains(to)) cancelHover();
  };

  const onFocusIn = (event: FocusEvent) => {
    const anchor = anchorOf(event.target);
    if (anchor) fetchFor(anchor);
  };

  doc.addEventListener('pointerover', onPointerOver, { passive: true });
  doc.addEventListener('pointerout', onPointerOut, { passive: true });
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    cancelHover();
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('pointerout', onPointerOut);
    doc.removeEventListener('focusin', onFocusIn);
  };
}
