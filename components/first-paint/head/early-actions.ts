/**
 * Records a tap on a `data-early-action="scope:action"` control while the island for `scope` has
 * not started, and stops it at the window, before React's listeners or a form see it; the
 * island carries the recorded taps out, in order, when it starts (../early-actions.ts says how).
 */
import { EARLY_ACTION_ATTRIBUTE, EARLY_ACTION_STORE, type EarlyActionStore } from '../early-actions';

export function installEarlyActions(w: Window & { [EARLY_ACTION_STORE]?: EarlyActionStore }): void {
  const store: EarlyActionStore = { queue: [], ready: {} };
  w[EARLY_ACTION_STORE] = store;
  w.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const control = target && target.closest ? target.closest(`[${EARLY_ACTION_ATTRIBUTE}]`) : null;
      if (!control) return;
      const value = control.getAttribute(EARLY_ACTION_ATTRIBUTE)!;
      if (store.ready[value.split(':')[0]!]) return;
      event.preventDefault();
      event.stopPropagation();
      store.queue.push(value);
    },
    true,
  );
}
