'use client';

import Link from '@/components/ui/Link';
import { Briefcase, ChevronDown, ExternalLink } from '@/components/ui/icons';
import { HeaderFrame } from '@/components/layout/HeaderFrame';
import { Logo } from '@/components/layout/Logo';
import { MobileMenuButton } from '@/components/layout/MobileMenu';
import { SectionLink } from '@/components/layout/SectionLink';
import { SolutionsNav } from '@/components/layout/SolutionsNav';
import { TopStrip } from '@/components/layout/TopStrip';
import { buttonClasses } from '@/components/ui/Button';
import { ServiceIcon } from '@/components/ui/ServiceIcon';
import { navLabels } from '@/content/navigation';
import { trackingAttributes } from '@/lib/actions/describe';
import type { ServiceLink } from '@/lib/services/menu';

/**
 * Fixed header. Like the rest of the shared chrome it is a client component with no props: it
 * is in every page's HTML (so the menus work from the first paint), while the page's navigation
 * payloads carry only a reference to it, and its code and text come once, in a cached chunk.
 * As server output it was written four more times per page (the inline payload, index.txt and
 * two prefetch files): some 13 KB a page, most of the header's weight in a 1,000-post export.
 */
export function Header({ services }: { services: readonly ServiceLink[] }) {
  const solutions = services.map((service) => ({ ...service, icon: <ServiceIcon name={service.icon} className="size-5" /> }));
  return (
    <HeaderFrame topStrip={<TopStrip />}>
      <div className="container-page head-row">
        {/* Named by what it shows, "Maninfini Automation", then where it goes. */}
        <Link href="/" className="rounded-lg">
          <Logo />
          <span className="sr-only"> home</span>
        </Link>
        <SolutionsNav
          solutions={solutions}
          chevron={<ChevronDown className="chevron" />}
          externalIcon={<ExternalLink className="size-3.5 opacity-70" />}
        />
        <div className="flex items-center gap-2">
          <Link
            href="/careers/"
            className="hire-link"
            {...trackingAttributes('hiring_cta_click', { location: 'header' })}
          >
            <Briefcase className="size-4" />
            {navLabels.hiring}
          </Link>
          <span className="hidden md:inline-flex">
            <SectionLink section="contact" className={buttonClasses({ size: 'sm', className: 'h-10 px-4' })}>
              {navLabels.consultation}
            </SectionLink>
          </span>
          <MobileMenuButton />
        </div>
      </div>
    </HeaderFrame>
  );
}
