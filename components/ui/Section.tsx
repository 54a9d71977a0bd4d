import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Section({
  id,
  className,
  children,
  labelledBy,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-12 sm:py-24', className)}>
      <div className="container-page">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'light',
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'left';
  /** 'dark' when the section sits on a dark background. */
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={cn('sec-head', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className={cn('eyebrow', tone === 'dark' && 'border-white/20 bg-white/10 text-brand-100')}>{eyebrow}</p>
      )}
      <h2
        id={id}
className={cn('sec-title', tone === 'dark' && 'text-white')}>
        {title}
      </h2>
      {intro && (
        <p className={cn('sec-intro', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>{intro}</p>
      )}
    </div>
  );
}
