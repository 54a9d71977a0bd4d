'use client';
/**
 * The roster's interactive part only (spec 001 §2.7, §4): which tab is open and whether the
 * list is expanded. The cards arrive as server-rendered children; collapsing hides all but
 * the first few with a data attribute, so no card is rendered by client code.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Tabs } from '@/components/ui/Tabs';
import { Bot, ChevronDown, Users } from 'lucide-react';

export type RosterTab = 'employees' | 'ai';

type Panel = { value: RosterTab; label: string; count: number; listId: string; list: ReactNode };

export function RosterTabs({ panels }: { panels: readonly Panel[] }) {
  const [tab, setTab] = useState<RosterTab>('employees');
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    // After 'Show less' the list shrinks by many rows; bring the button back into view.
    if (!next) requestAnimationFrame(() => toggleRef.current?.scrollIntoView({ block: 'center' }));
  };

  return (
    <Tabs
      label="Human + AI Collective"
      value={tab}
      onChange={(value) => {
        setTab(value);
        setExpanded(false);
      }}
      listClassName="mx-auto flex w-full max-w-md rounded-full bg-slate-100 p-1.5"
      tabClassName="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-2 text-[0.8125rem] font-semibold whitespace-nowrap sm:px-3 sm:text-sm text-slate-600 transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow"
      panelClassName="mt-10 focus-visible:outline-offset-8"
      items={panels.map((panel) => ({
        value: panel.value,
        tab: (
          <>
            {panel.value === 'ai' ? <Bot className="hidden size-4 sm:block" aria-hidden="true" /> : <Users className="hidden size-4 sm:block" aria-hidden="true" />}
            {panel.label} ({panel.count})
          </>
        ),
        panel: (
          <>
            <div data-expanded={expanded} className="group/roster">
              {panel.list}
            </div>
            <div className="mt-10 flex justify-center">
              <button
                // Only the open panel's button is brought back into view.
                ref={panel.value === tab ? toggleRef : undefined}
                type="button"
                aria-expanded={expanded}
                aria-controls={panel.listId}
                onClick={toggle}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-6 text-sm font-semibold text-brand-700 shadow-sm transition hover:border-brand-400 hover:bg-brand-50"
              >
                {expanded ? 'Show less' : `Show all ${panel.count}`}
                <ChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden="true" />
              </button>
            </div>
          </>
        ),
      }))}
    />
  );
}
