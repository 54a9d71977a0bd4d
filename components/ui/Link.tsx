import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { intentPrefetchProps } from '@/lib/browser/intent-prefetch';

/**
 * The site's internal link: Next's <Link> without its viewport prefetch, marked so the route
 * is prefetched when the visitor shows intent instead (lib/browser/intent-prefetch.ts).
 * eslint.config.mjs keeps `next/link` out of every other file.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...intentPrefetchProps} {...props} />;
}
