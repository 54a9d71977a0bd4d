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
    <nav aria-label="Main" className="main-nav">
      <ul>
        <li>
          <SolutionsDropdown label={navLabels.solutions} chevron={chevron} triggerClassName={`${topItemClass} group-has-[:popover-open]:bg-white/10`}>
            <ul className="menu-grid" aria-label="Services">
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
            <div className="menu-foot">
              <span>Not sure where to start? We will map it with you.</span>
              <Link href="/services/">
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
