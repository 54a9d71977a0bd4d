'use client';

import { useMemo, useState } from 'react';
import { serviceHref, type Service } from '@/content/services';
import { cn } from '@/lib/cn';
import { ALL, cardAction, countByFilter, filterServices, serviceFilters, type ServiceFilter } from '@/lib/home/services';
import { ServiceCard } from './ServiceCard';

/**
 * Category chips and the card grid. The chips are native radio buttons (one choice,
 * arrow keys move between them, screen readers announce "1 of 6"), styled as pills.
 */
export function ServicesExplorer({ services }: { services: readonly Service[] }) {
  const [filter, setFilter] = useState<ServiceFilter>(ALL);
  const counts = useMemo(() => countByFilter(services), [services]);
  const visible = filterServices(services, filter);

  return (
    <div>
      <fieldset className="mx-auto flex max-w-5xl flex-wrap justify-center gap-2 sm:gap-3">
        <legend className="sr-only">Filter services by category</legend>
        {serviceFilters.map((option) => (
          <label
            key={option}
            className={cn(
              'relative inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors sm:h-10 sm:px-4',
              'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
              option === filter
                ? 'border-brand-600 bg-brand-600 text-white shadow-md shadow-brand-600/25'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700',
            )}
          >
            <input
              type="radio"
              name="service-filter"
              value={option}
              checked={option === filter}
              onChange={() => setFilter(option)}
              className="sr-only"
            />
            {option}
            <span
              aria-hidden="true"
              className={cn('rounded-full px-1.5 text-xs', option === filter ? 'bg-white/20' : 'bg-slate-100 text-slate-600')}
            >
              {counts[option]}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="sr-only" aria-live="polite" data-testid="service-count">
        {`Showing ${visible.length} ${visible.length === 1 ? 'service' : 'services'}${filter === ALL ? '' : ` in ${filter}`}`}
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Service cards">
        {visible.map((service) => (
          <li key={service.slug} className="defer-render [contain-intrinsic-size:auto_28rem]">
            <ServiceCard service={service} action={cardAction(service, serviceHref)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
