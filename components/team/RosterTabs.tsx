'use client';
/**
 * The roster's interactive part (spec 001 §2.7, §4): which tab is open and whether the list
 * is expanded. The first cards of each tab arrive server-rendered; the rest are drawn from
 * a chunk loaded the first time a visitor points at, focuses or presses 'Show all'.
 */
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Tabs } from '@/components/ui/Tabs';
import { Bot, ChevronDown, Users } from 'lucide-react';
import type { RosterTab } from '@/lib/team/roster';

type Panel = { value: RosterTab; label: string; count: number; listId: string; firstCards: ReactNode };
type RestCards = ComponentType<{ tab: RosterTab }>;

let restChunk: Promise<RestCards> | null = null;
/** One request per page; a failed one is forgotten so the next attempt asks again. */
function loadRest(): Promise<RestCards> {
  restChunk ??= import('./RosterRest').then(
    (module) => module.RosterRest,
    (error: unknown) => {
      restChunk = null;
      throw error;
    },
  );
  return restChunk;
}
const preloadRest = () => void loadRest().catch(() => undefined);

export function RosterTabs({ panels }: { panels: readonly Panel[] }) {
  const [tab, setTab] = useState<RosterTab>('employees');
  const [expanded, setExpanded] = useState(false);
  const [Rest, setRest] = useState<RestCards | null>(null);
  const [failed, setFailed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A tab switch or 'Show less' outdates a pending load: its failure must not surface later.
  const attempt = useRef(0);
  const loading = expanded && !Rest;

  const toggle = () => {
    attempt.current += 1;
    if (expanded) {
      setExpanded(false);
      // After 'Show less' the list shrinks by many rows; bring the button back into view.
      requestAnimationFrame(() => toggleRef.current?.scrollIntoView({ block: 'center' }));
      return;
    }
    setFailed(false);
    setExpanded(true);
    if (Rest) return;
    const current = attempt.current;
    loadRest().then(
      (cards) => setRest(() => cards),
      () => {
        if (current !== attempt.current) return;
        setExpanded(false);
        setFailed(true);
      },
    );
  };

  return (
    <Tabs
      label="Human + AI Collective"
      value={tab}
      onChange={(value) => {
        attempt.current += 1;
        setTab(value);
        setExpanded(false);
        setFailed(false);
      }}
      listClassName="mx-auto flex w-full max-w-md rounded-full bg-slate-100 p-1.5"
      tabClassName="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-2 text-[0.8125rem] font-semibold whitespace-nowrap sm:px-3 sm:text-sm text-slate-600 transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow"
      panelClassName="mt-10 focus-visible:outline-offset-8"
      items={panels.map((panel) => {
        const open = panel.value === tab;
        return {
          value: panel.value,
          tab: (
            <>
              {panel.value === 'ai' ? <Bot className="hidden size-4 sm:block" aria-hidden="true" /> : <Users className="hidden size-4 sm:block" aria-hidden="true" />}
              {panel.label} ({panel.count})
            </>
          ),
          panel: (
            <>
              <ul id={panel.listId} aria-busy={open && loading} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {panel.firstCards}
                {open && expanded && Rest ? <Rest tab={panel.value} /> : null}
              </ul>
              <div className="mt-10 flex flex-col items-center gap-3">
                <button
                  // Only the open panel's button is brought back into view.
                  ref={open ? toggleRef : undefined}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panel.listId}
                  onClick={toggle}
                  onPointerEnter={preloadRest}
                  onFocus={preloadRest}
                  onTouchStart={preloadRest}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-6 text-sm font-semibold text-brand-700 shadow-sm transition hover:border-brand-400 hover:bg-brand-50"
                >
                  {expanded ? 'Show less' : `Show all ${panel.count}`}
                  <ChevronDown className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden="true" />
                </button>
                {open && loading ? (
                  <p role="status" className="text-sm text-slate-500">
                    Loading all {panel.count} profiles…
                  </p>
                ) : null}
                {open && failed ? (
                  <p role="alert" className="max-w-md text-center text-sm font-medium text-red-700">
                    The full roster didn’t load. Check your connection and choose &lsquo;Show all {panel.count}&rsquo; again.
                  </p>
                ) : null}
              </div>
            </>
          ),
        };
      })}
    />
  );
}
