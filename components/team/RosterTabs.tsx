'use client';
/**
 * The roster's interactive part: 'Human Specialists' and 'AI Agents' are radio tabs the
 * browser switches by itself (RadioTabs), and each list shows its first cards until 'Show
 * all'. The other cards are drawn from a chunk loaded the first time a visitor points at,
 * focuses or presses 'Show all'; a press before this code runs is carried out when it does.
 * Switching tabs collapses the list again.
 */
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Bot, ChevronDown, Users } from '@/components/ui/icons';
import { RadioTabs } from '@/components/ui/RadioTabs';
import { useEarlyActions } from '@/components/first-paint/useEarlyActions';
import { earlyAction } from '@/components/first-paint/early-actions';
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
  /** The tab whose list is expanded, if any. */
  const [expanded, setExpanded] = useState<RosterTab | null>(null);
  const [Rest, setRest] = useState<RestCards | null>(null);
  const [failed, setFailed] = useState<RosterTab | null>(null);
  const toggles = useRef(new Map<RosterTab, HTMLButtonElement>());
  // A tab switch or 'Show less' outdates a pending load: its failure must not surface later.
  const attempt = useRef(0);

  const toggle = (tab: RosterTab) => {
    attempt.current += 1;
    if (expanded === tab) {
      setExpanded(null);
      // After 'Show less' the list shrinks by many rows; bring the button back into view.
      requestAnimationFrame(() => toggles.current.get(tab)?.scrollIntoView({ block: 'center' }));
      return;
    }
    setFailed(null);
    setExpanded(tab);
    if (Rest) return;
    const current = attempt.current;
    loadRest().then(
      (cards) => setRest(() => cards),
      () => {
        if (current !== attempt.current) return;
        setExpanded(null);
        setFailed(tab);
      },
    );
  };

  useEarlyActions('roster', (action) => toggle(action as RosterTab));

  return (
    <RadioTabs
      name="roster-tab"
      label="Human + AI Collective"
      onChange={() => {
        attempt.current += 1;
        setExpanded(null);
        setFailed(null);
      }}
      listClassName="mx-auto flex w-full max-w-md rounded-full bg-slate-100 p-1.5"
      tabClassName="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-2 text-[0.8125rem] font-semibold whitespace-nowrap sm:px-3 sm:text-sm text-slate-600 transition-colors hover:text-ink has-[input:checked]:bg-white has-[input:checked]:text-brand-700 has-[input:checked]:shadow"
      panelClassName="mt-10"
      items={panels.map((panel) => {
        const open = expanded === panel.value;
        const loading = open && !Rest;
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
              <ul id={panel.listId} aria-busy={loading} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {panel.firstCards}
                {open && Rest ? <Rest tab={panel.value} /> : null}
              </ul>
              <div className="mt-10 flex flex-col items-center gap-3">
                <button
                  ref={(button) => void (button ? toggles.current.set(panel.value, button) : toggles.current.delete(panel.value))}
                  type="button"
                  aria-expanded={open}
                  aria-controls={panel.listId}
                  {...earlyAction('roster', panel.value)}
                  onClick={() => toggle(panel.value)}
                  onPointerEnter={preloadRest}
                  onFocus={preloadRest}
                  onTouchStart={preloadRest}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-6 text-sm font-semibold text-brand-700 shadow-sm transition hover:border-brand-400 hover:bg-brand-50"
                >
                  {open ? 'Show less' : `Show all ${panel.count}`}
                  <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
                </button>
                {loading ? (
                  <p role="status" className="text-sm text-slate-500">
                    Loading all {panel.count} profiles…
                  </p>
                ) : null}
                {failed === panel.value ? (
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
