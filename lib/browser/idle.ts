/** Runs a task when the browser is idle (within 2 s), or on the next turn where idle callbacks are missing. */
export function whenIdle(win: Window, task: () => void) {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: 2000 });
  else win.setTimeout(task, 1);
}
