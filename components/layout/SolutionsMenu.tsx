'use client';

import Link from 'next/link';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { services, serviceHref } from '@/content/services';
import { headerSectionLinks, navLabels } from '@/content/navigation';
import { quantAlgorithmsUrl } from '@/content/site';
import { ServiceIcon } from '@/components/ui/ServiceIcon';
import { SectionLink } from '@/components/layout/SectionLink';
import { trackingAttributes } from '@/lib/actions';

const topItem =
  'inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-sm font-semibold text-slate-100 transition hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10';

/**
 * Desktop navigation. Radix opens the Solutions menu after a 200 ms hover delay, skips
 * the delay for 300 ms after one closes, and closes 150 ms after the pointer leaves
 * (its fixed close timer): the three timings of spec 000 §2.
 */
export function SolutionsMenu() {
  return (
    <NavigationMenu.Root delayDuration={200} skipDelayDuration={300} aria-label="Main" className="relative hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={`${topItem} group`}>
            {navLabels.solutions}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-3 w-[46rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-2xl shadow-slate-900/20">
            <ul className="grid grid-cols-3 gap-1" aria-label="Services">
              {services.map((service) => (
                <li key={service.slug}>
                  <NavigationMenu.Link asChild>
                    <Link
                      href={serviceHref(service.slug)}
                      className="group/item flex h-full gap-3 rounded-xl p-3 transition hover:bg-brand-50 focus-visible:bg-brand-50"
                    >
                      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 group-hover/item:bg-white">
                        <ServiceIcon name={service.icon} className="size-5" />
                      </span>
                      <span>
                        <span className="block text-sm font-semibold text-ink">{service.title}</span>
                        <span className="mt-0.5 line-clamp-2 block text-xs leading-5 text-slate-600">{service.features[0]}</span>
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
              <SectionLink section={item.section} className={topItem}>
                {item.label}
              </SectionLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <a
              href={quantAlgorithmsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={topItem}
              {...trackingAttributes('outbound_click', { url: quantAlgorithmsUrl })}
            >
              {navLabels.quant}
              <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
