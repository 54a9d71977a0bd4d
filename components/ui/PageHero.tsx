import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { Crumb } from '@/lib/seo/jsonld';
import { cn } from '@/lib/cn';

/**
 * The dark band every interior page opens with. The fixed header is transparent with
 * white text at the top of a page, so a page must start on a dark background.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  crumbs,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('bg-hero relative overflow-hidden pt-36 pb-16 text-white sm:pt-44 sm:pb-20', className)}>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
      <div className="container-page relative">
        {crumbs && <Breadcrumbs crumbs={crumbs} />}
        {eyebrow && (
          <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-100 uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-5 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl lg:leading-[1.05]">
          {title}
        </h1>
        {subtitle && <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-300">{subtitle}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
