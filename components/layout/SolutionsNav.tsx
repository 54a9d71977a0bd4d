import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { SectionLink } from '@/components/layout/SectionLink';
import { SolutionsDropdown } from '@/components/layout/SolutionsDropdown';
import { headerSectionLinks, navLabels } from '@/content/navigation';
import { quantAlgorithmsUrl } from '@/content/site';
import { ActionLink } from '@/components/ui/Button';

export type SolutionItem = { href: string; title: string; blurb: string; icon: ReactNode };

/** A top-level entry (`.nav-item` in app/globals.css). */
export const topItemClass = 'nav-item';

/**
 * Desktop navigation. The Solutions menu is a popover its button opens without any script,
 * so a click works from the first paint; once the page's code runs it also opens on hover
 * (SolutionsDropdown).
 */
export function SolutionsNav({ solutions, chevron, externalIcon }: { solutions: readonly SolutionItem[]; chevron: ReactNode; externalIcon: ReactNode }) {
  return (
    <nav aria-label="Main" className="relative hidden lg:block">
      <ul className="flex items-center gap-0.5">
        <li>
          <SolutionsDropdown label={navLabels.solutions} chevron={chevron} triggerClassName={`${topItemClass} group-has-[:popover-open]:bg-white/10`}>
            <ul className="grid grid-cols-3 gap-1" aria-label="Services">
              {/* Short class names (.menu-entry in app/globals.css): this list is in every page, twice. */}
              {solutions.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="menu-entry">
                    <span>{item.icon}</span>
                    <b>{item.title}</b>
                    <small>{item.blurb}</small>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-2 flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3 text-sm">
              <span className="text-slate-600">Not sure where to start? We will map it with you.</span>
              <Link href="/services/" className="font-semibold text-brand-700 hover:underline">
                All services →
              </Link>
            </div>
          </SolutionsDropdown>
        </li>
        {headerSectionLinks.map((item) => (
          <li key={item.section}>
            <SectionLink section={item.section} className={topItemClass}>
              {item.label}
            </SectionLink>
          </li>
        ))}
        <li>
          <ActionLink action={{ kind: 'outbound', href: quantAlgorithmsUrl }} unstyled className={topItemClass}>
            {navLabels.quant}
            {externalIcon}
          </ActionLink>
        </li>
      </ul>
    </nav>
  );
}
