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
            className="chip"
          >
            <input type="radio" name="service-filter" value={chip.filter} data-filter={chip.index} defaultChecked={chip.filter === ALL} className="sr-only" />
            {chip.filter}
            <span aria-hidden="true">{chip.count}</span>
          </label>
        ))}
      </fieldset>
      <p className="sr-only" aria-live="polite" data-testid="service-count">
        {`Showing ${shown} ${shown === 1 ? 'service' : 'services'}${filter === ALL ? '' : ` in ${filter}`}`}
      </p>
    </>
  );
}
