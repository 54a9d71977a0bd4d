/**
 * Taps that arrive before the code that answers them. A page paints from its HTML long before
 * its client components have run, and a control whose answer needs script (the testimonial
 * deck, the roster's 'Show all', the contact form's Continue) would otherwise drop a tap made
 * in that gap. Such a control carries `data-early-action="scope:action"`; until the island
 * for `scope` says it is ready, a tap on it is recorded and stopped before anything else sees
 * it, and the island carries the recorded taps out, in order, when it starts. From then on
 * the island's own handlers answer. Nothing here relies on when or whether React replays an
 * event: the tap is stopped at the window, before React's listeners, and handed over once.
 *
 * Controls that the browser can answer on its own (popover, dialog commands, radio inputs,
 * links) do not need this.
 */

export const EARLY_ACTION_ATTRIBUTE = 'data-early-action';
/** The store the head script (head/early-actions.ts) keeps on window; islands read it through earlyActionStore. */
export const EARLY_ACTION_STORE = 'mfEarlyActions';

export type EarlyActionStore = { queue: string[]; ready: Record<string, boolean> };

export const earlyAction = (scope: string, action: string) => ({ [EARLY_ACTION_ATTRIBUTE]: `${scope}:${action}` });

/** The store the head script made, or an empty one (a test, or a page without the script). */
export function earlyActionStore(win: Window & { [EARLY_ACTION_STORE]?: EarlyActionStore }): EarlyActionStore {
  win[EARLY_ACTION_STORE] ??= { queue: [], ready: {} };
  return win[EARLY_ACTION_STORE];
}

/**
 * Marks `scope` ready, so later taps go to its island's own handlers, and returns the actions
 * recorded for it so far, oldest first, removing them from the queue.
 */
export function takeEarlyActions(store: EarlyActionStore, scope: string): string[] {
  store.ready[scope] = true;
  const taken: string[] = [];
  store.queue = store.queue.filter((entry) => {
    const [entryScope, ...rest] = entry.split(':');
    if (entryScope !== scope) return true;
    taken.push(rest.join(':'));
    return false;
  });
  return taken;
}

/** The island has gone: taps are recorded again until it (or another) takes them. */
export function releaseEarlyActions(store: EarlyActionStore, scope: string): void {
  store.ready[scope] = false;
}
