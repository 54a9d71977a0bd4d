import Link from '@/components/ui/Link';
import { Briefcase, ChevronDown, ExternalLink } from 'lucide-react';
import { HeaderFrame } from '@/components/layout/HeaderFrame';
import { Logo } from '@/components/layout/Logo';
import { MobileMenuButton } from '@/components/layout/MobileMenu';
import { SectionLink } from '@/components/layout/SectionLink';
import { SolutionsNav } from '@/components/layout/SolutionsNav';
import { TopStrip } from '@/components/layout/TopStrip';
import { buttonClasses } from '@/components/ui/Button';
import { ServiceIcon } from '@/components/ui/ServiceIcon';
import { navLabels } from '@/content/navigation';
import { services } from '@/content/services';
import { serviceHref } from '@/lib/services/urls';
import { trackingAttributes } from '@/lib/actions/describe';

/**
 * Fixed header. Rendered on the server; the icons, the service list and both menus travel
 * as HTML, so the client islands inside (scroll state, the Solutions menu's hover) stay small.
 */
export function Header() {
  const solutions = services.map((service) => ({
    href: serviceHref(service.slug),
    title: service.title,
    blurb: service.features[0] ?? '',
    icon: <ServiceIcon name={service.icon} className="size-5" />,
  }));
  return (
    <HeaderFrame topStrip={<TopStrip />}>
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-[4.5rem]">
        {/* Named by what it shows, "Maninfini Automation", then where it goes. */}
        <Link href="/" className="rounded-lg">
          <Logo />
          <span className="sr-only"> home</span>
        </Link>
        <SolutionsNav
          solutions={solutions}
          chevron={<ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-has-[:popover-open]:rotate-180" />}
          externalIcon={<ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />}
        />
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
          <MobileMenuButton />
        </div>
      </div>
    </HeaderFrame>
  );
}
