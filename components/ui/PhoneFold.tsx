import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Content that folds behind a disclosure button on phones and stands open from 640 px up
 * (`.fold` in app/globals.css): the same HTML at every width, no script. `title` names the
 * group twice, once as the phone's button and once as the wider screens' heading (unless
 * `wideTitle` is false); only one of the two is ever displayed, and `id` is the heading's,
 * for aria-labelledby.
 */
export function PhoneFold({
  id,
  title,
  heading: Heading = 'h2',
  titleClassName,
  summaryClassName,
  className,
  as: Box = 'div',
  wideTitle = true,
  children,
}: {
  id: string;
  title: ReactNode;
  heading?: 'h2' | 'h3' | 'h4';
  titleClassName?: string;
  summaryClassName?: string;
  className?: string;
  /** The element around both, e.g. a <nav> labelled by the heading. */
  as?: 'div' | 'nav' | 'section';
  /** False for a fold that needs no heading when open (more of the text above it). */
  wideTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <Box aria-labelledby={Box === 'div' || !wideTitle ? undefined : id} className={cn('fold', className)}>
      {wideTitle ? (
        <Heading id={id} className={cn('fold-title', titleClassName)}>
          {title}
        </Heading>
      ) : null}
      <details>
        <summary className={summaryClassName}>{title}</summary>
        {children}
      </details>
    </Box>
  );
}
