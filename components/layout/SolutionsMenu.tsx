'use client';

import Link from '@/components/ui/Link';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { SectionLink } from '@/components/layout/SectionLink';
import { QuantLink, topItemClass, type SolutionsNavProps } from '@/components/layout/SolutionsNav';
import { headerSectionLinks, navLabels } from '@/content/navigation';

/**
 * The enhanced desktop navigation. Radix opens the Solutions menu after a 200 ms hover
 * delay, skips the delay for 300 ms after one closes, and closes 150 ms after the
 * pointer leaves (its fixed close timer): the three timings of spec 000 §2.
 */
export function SolutionsMenu({ solutions, chevron, externalIcon }: SolutionsNavProps) {
  return (
    <NavigationMenu.Root delayDuration={200} skipDelayDuration={300} aria-label="Main" className="relative">
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={`${topItemClass} group`}>
            {navLabels.solutions}
            {chevron}
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-3 w-[46rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-2xl shadow-slate-900/20">
            <ul className="grid grid-cols-3 gap-1" aria-label="Services">
              {solutions.map((item) => (
                <li key={item.href}>
                  <NavigationMenu.Link asChild>
                    <Link href={item.href} className="group/item flex h-full gap-3 rounded-xl p-3 transition hover:bg-brand-50 focus-visible:bg-brand-50">
                      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 group-hover/item:bg-white">
                        {item.icon}
                      </span>
                      <span>
                        <span className="block text-sm font-semibold text-ink">{item.title}</span>
                        <span className="mt-0.5 line-clamp-2 block text-xs leading-5 text-slate-600">{item.blurb}</span>
                      </span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
            <div className="mt-2 flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3 text-sm">
              <span className="text-slate-600">Not sure where to start? We will map it with you.</span>
              <NavigationMenu.Link asChild>
                <Link href="/services/" className="font-semibold text-brand-700 hover:underline">
                  All services →
                </Link>
              </NavigationMenu.Link>
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {headerSectionLinks.map((item) => (
          <NavigationMenu.Item key={item.section}>
            <NavigationMenu.Link asChild>
              <SectionLink section={item.section} className={topItemClass}>
                {item.label}
              </SectionLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <QuantLink icon={externalIcon} />
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
