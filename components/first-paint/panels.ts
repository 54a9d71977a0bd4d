/**
 * The chat assistant's panel opens and closes through the head script (head/page-controls.ts),
 * before and after the island has loaded: an island reaches the same function through
 * pagePanels(), and hears each change as PANEL_EVENT on the panel.
 */
export const PANEL_EVENT = 'mf-panel';
export const PANELS_GLOBAL = 'mfPanels';

export type PagePanels = { set: (id: string, open: boolean) => void };

/** The panel functions the head script put on window (none in a test or without the script). */
export function pagePanels(win: Window & { [PANELS_GLOBAL]?: PagePanels }): PagePanels | undefined {
  return win[PANELS_GLOBAL];
}
