'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import type { HomeSection } from '@/content/site';
import { smoothScrollTo } from '@/lib/browser/scroll';
import { intentPrefetchProps } from '@/lib/browser/intent-prefetch';
import { planSectionScroll, type SectionLinkOrigin } from '@/lib/navigation';

const RETRY_MS = 100;
const GIVE_UP_MS = 3000;

/** Scroll once the home page has rendered the section (navigation may take longer than the delay). */
function scrollWhenReady(id: string, delayMs: number) {
  const started = Date.now();
  const attempt = () => {
    if (smoothScrollTo(id)) return;
    if (Date.now() - started < GIVE_UP_MS) window.setTimeout(attempt, RETRY_MS);
  };
  window.setTimeout(attempt, delayMs);
}

/**
 * A link to a home-page section. Without script it is a plain /#id link; with script
 * it scrolls smoothly, going home first when used on another page.
 */
export function SectionLink({
  section,
  origin = 'header',
  onClick,
  ...rest
}: { section: HomeSection; origin?: SectionLinkOrigin } & Omit<ComponentProps<'a'>, 'href'>) {
  const pathname = usePathname();
  const router = useRouter();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const plan = planSectionScroll(pathname, origin);
    if (plan.navigateHome) router.push('/');
    scrollWhenReady(section, plan.delayMs);
  };

  // Marked for prefetch on intent: from another page the click goes home first.
  return <a href={`/#${section}`} onClick={handleClick} {...intentPrefetchProps} {...rest} />;
}
