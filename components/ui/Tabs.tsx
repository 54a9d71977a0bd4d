'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from '@/lib/ui/tabs';

export type TabItem<V extends string> = { value: V; tab: ReactNode; panel: ReactNode };

/**
 * Accessible tabs (WAI-ARIA pattern, automatic activation: a tab is selected as it gets
 * focus), controlled by the caller.
 * Written here rather than taken from a primitive because every panel is pre-rendered
 * and hydrated: this version hydrates without a second render, where the primitive's
 * presence tracking re-rendered each panel inside the hydration commit and forced a
 * style recalculation there. Inactive panels stay in the HTML, `hidden`.
 */
export function Tabs<V extends string>({
  items,
  value,
  onChange,
  label,
  listClassName,
  tabClassName,
  panelClassName,
}: {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (v: V) => `${base}-tab-${v}`;
  const panelId = (v: V) => `${base}-panel-${v}`;
  // Only a change is reported: a click on the open tab (which also focuses it) is not one.
  const select = (next: V) => {
    if (next !== value) onChange(next);
  };

  // Movement starts from the focused tab; focusing a tab selects it (automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const next = tabIndexForKey(event.key, tabs.indexOf(event.target as HTMLButtonElement), tabs.length);
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
  };

  return (
    <div>
      <div ref={listRef} role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={tabClassName}
              onClick={() => select(item.value)}
              onFocus={() => select(item.value)}
            >
              {item.tab}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          hidden={item.value !== value}
          tabIndex={0}
          className={panelClassName}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
