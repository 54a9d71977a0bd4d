'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { parseTrackingAttributes } from '@/lib/actions/describe';
import { track, trackPageView } from '@/lib/analytics/events.browser';
import { prefetchOnIntent } from '@/lib/browser/intent-prefetch';
import { extractReferral, REFERRAL_KEY } from '@/lib/navigation';

/**
 * The site-wide side effects, in one small island: a page view per route change,
 * click reporting for every tracked anchor, the SD referral value on /, and routes
 * prefetched when the visitor reaches for a link.
 */
export function SiteEffects() {
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    trackPageView(pathname);
    if (pathname === '/') {
      const referral = extractReferral(window.location.search);
      if (referral) {
        try {
          window.localStorage.setItem(REFERRAL_KEY, referral);
        } catch {
          /* storage unavailable: the referral is not kept */
        }
        track('sd_parameter_used', { sd_value: referral });
      }
    }
  }, [pathname]);

  useEffect(() => prefetchOnIntent((href) => router.prefetch(href)), [router]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('[data-track]');
      if (!anchor) return;
      const parsed = parseTrackingAttributes(anchor.getAttribute('data-track'), anchor.getAttribute('data-track-params'));
      if (parsed) track(parsed.event, parsed.params);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  return null;
}
