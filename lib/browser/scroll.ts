/** Scrolling the page the way the visitor asked for motion: smooth, or at once with reduced motion. */
export function prefersReducedMotion(win: Window = window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Smooth scroll to an element by id. Returns whether it was found. */
export function smoothScrollTo(id: string, win: Window = window): boolean {
  const target = win.document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion(win) ? 'auto' : 'smooth', block: 'start' });
  return true;
}
