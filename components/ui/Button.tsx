import Link from '@/components/ui/Link';
import type { ComponentProps, ReactNode } from 'react';
import { describeAction, trackingAttributes, type OutboundAction } from '@/lib/actions';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outline-light' | 'whatsapp';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-[0_10px_30px_-12px_rgb(52_71_220/0.8)] hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-white text-ink ring-1 ring-slate-300 hover:ring-brand-400 hover:text-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-800 hover:bg-brand-50',
  'outline-light': 'text-white ring-1 ring-white/40 hover:bg-white/10 hover:ring-white/70',
  whatsapp: 'bg-whatsapp text-white hover:brightness-110',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-13 px-6 text-base gap-2.5',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center rounded-full font-semibold whitespace-nowrap transition-colors duration-200',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
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
