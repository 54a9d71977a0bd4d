/** Pure rules for the shell's navigation behaviour. */

export const SCROLL_THRESHOLD_PX = 10;

/** The header turns opaque once the page has scrolled more than 10 px. */
export const isScrolled = (scrollY: number, threshold = SCROLL_THRESHOLD_PX) => scrollY > threshold;

export type SectionLinkOrigin = 'header' | 'bottom-bar';

/**
 * A section link on / scrolls there; elsewhere it goes home first and scrolls after a
 * delay: ~300 ms from the header, 250 ms from the bottom bar, which also waits 50 ms
 * when already on /.
 */
export function planSectionScroll(pathname: string, origin: SectionLinkOrigin): { navigateHome: boolean; delayMs: number } {
  const onHome = pathname === '/' || pathname === '';
  if (origin === 'bottom-bar') return onHome ? { navigateHome: false, delayMs: 50 } : { navigateHome: true, delayMs: 250 };
  return onHome ? { navigateHome: false, delayMs: 0 } : { navigateHome: true, delayMs: 300 };
}

/** The referral value carried by the hidden SD query parameter on /. */
export function extractReferral(search: string): string | null {
  const value = new URLSearchParams(search).get('SD');
  if (value === null) return null;
  const trimmed = value.trim().slice(0, 100);
  return trimmed.length > 0 ? trimmed : null;
}

export const REFERRAL_KEY = 'mf-referral';
