import Link from '@/components/ui/Link';
import type { ComponentProps, ReactNode } from 'react';
import { describeAction, trackingAttributes, type OutboundAction } from '@/lib/actions/describe';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outline-light' | 'whatsapp';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The button look: `.btn` with a variant and a size class (app/globals.css). Short class
 * names on purpose: a page carries every class twice, in its HTML and in the framework's
 * inline payload, and buttons are on every page. Extra utilities in `className` win.
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn('btn', `btn-${variant}`, `btn-${size}`, className);
}

type Styling = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** An internal link that looks like a button. */
export function ButtonLink({
  href,
  variant,
  size,
  className,
  children,
  ...rest
}: Styling & Omit<ComponentProps<typeof Link>, 'className'>) {
  return (
    <Link href={href} className={buttonClasses({ variant, size, className })} {...rest}>
      {children}
    </Link>
  );
}

/**
 * A real anchor for an outbound action (WhatsApp, mail, call, map, download, external
 * site). It works before any script has loaded; the global click listener reports it.
 */
export function ActionLink({
  action,
  children,
  variant,
  size,
  className,
  unstyled = false,
  ...rest
}: Styling & {
  action: OutboundAction;
  children: ReactNode;
  /** Render without button styling (for text links and cards). */
  unstyled?: boolean;
} & Omit<ComponentProps<'a'>, 'href' | 'className' | 'children'>) {
  const description = describeAction(action);
  return (
    <a
      href={description.href}
      {...(description.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(description.download ? { download: description.download } : {})}
      {...trackingAttributes(description.event, description.params)}
      className={unstyled ? className : buttonClasses({ variant, size, className })}
      {...rest}
    >
      {children}
      {description.newTab && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
