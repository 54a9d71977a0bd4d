'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { Briefcase } from 'lucide-react';
import { Logo } from '@/components/layout/Logo';
import { MobileMenu } from '@/components/layout/MobileMenu';
import { SectionLink } from '@/components/layout/SectionLink';
import { SolutionsMenu } from '@/components/layout/SolutionsMenu';
import { useScrolled } from '@/components/layout/useScrolled';
import { buttonClasses } from '@/components/ui/Button';
import { navLabels } from '@/content/navigation';
import { site } from '@/content/site';
import { trackingAttributes } from '@/lib/actions';
import { cn } from '@/lib/cn';

/** Fixed header: transparent over each page's dark opening band, opaque after 10 px of scroll. */
export function Header({ topStrip }: { topStrip: ReactNode }) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        scrolled ? 'bg-night/95 shadow-lg shadow-night/30 backdrop-blur-md' : 'bg-transparent',
      )}
    >
      <div className={cn('overflow-hidden transition-[max-height] duration-300', scrolled ? 'max-h-0' : 'max-h-10')}>{topStrip}</div>
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-[4.5rem]">
        <Link href="/" aria-label={`${site.name}, home`} className="rounded-lg">
          <Logo />
        </Link>
        <SolutionsMenu />
        <div className="flex items-center gap-2">
          <Link
            href="/careers/"
            className="hidden items-center gap-1.5 rounded-full border border-accent-400/40 bg-accent-500/10 px-3.5 py-2 text-sm font-semibold text-accent-300 transition hover:bg-accent-500/20 sm:inline-flex"
            {...trackingAttributes('hiring_cta_click', { location: 'header' })}
          >
            <Briefcase aria-hidden="true" className="size-4" />
            {navLabels.hiring}
          </Link>
          <span className="hidden md:inline-flex">
            <SectionLink section="contact" className={buttonClasses({ size: 'sm', className: 'h-10 px-4' })}>
              {navLabels.consultation}
            </SectionLink>
          </span>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
