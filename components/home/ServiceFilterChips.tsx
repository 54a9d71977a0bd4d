'use client';

import { useEffect, useRef, useState } from 'react';
import { ALL, type ServiceFilter } from '@/lib/home/services';

type Chip = { filter: ServiceFilter; index: number; count: number };

/**
 * The category chips: native radio buttons (one choice, arrow keys move between them, screen
 * readers announce "1 of 6"), styled as pills. The browser checks them and CSS filters the
 * grid; this island only announces how many services show, from the checked chip, including
 * one chosen before it ran.
 */
export function ServiceFilterChips({ filters }: { filters: readonly Chip[] }) {
  const [filter, setFilter] = useState<ServiceFilter>(ALL);
  const group = useRef<HTMLFieldSetElement>(null);
  const shown = filters.find((chip) => chip.filter === filter)?.count ?? 0;

  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked) setFilter(checked.value as ServiceFilter);
  }, []);

  return (
    <>
      <fieldset
        ref={group}
        onChange={(event) => setFilter((event.target as unknown as HTMLInputElement).value as ServiceFilter)}
        // One row that scrolls sideways on a phone, wrapping and centred wider.
        className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-auto sm:max-w-5xl sm:flex-wrap sm:justify-center sm:gap-3 sm:overflow-visible sm:pb-0"
      >
        <legend className="sr-only">Filter services by category</legend>
        {filters.map((chip) => (
          <label
            key={chip.filter}
            className="group relative inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-400 hover:text-brand-700 has-[input:checked]:border-brand-600 has-[input:checked]:bg-brand-600 has-[input:checked]:text-white has-[input:checked]:shadow-md has-[input:checked]:shadow-brand-600/25 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500 sm:px-4"
          >
            <input type="radio" name="service-filter" value={chip.filter} data-filter={chip.index} defaultChecked={chip.filter === ALL} className="sr-only" />
            {chip.filter}
            <span aria-hidden="true" className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-600 group-has-[input:checked]:bg-white/20 group-has-[input:checked]:text-white">
              {chip.count}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="sr-only" aria-live="polite" data-testid="service-count">
        {`Showing ${shown} ${shown === 1 ? 'service' : 'services'}${filter === ALL ? '' : ` in ${filter}`}`}
      </p>
    </>
  );
}
