/**
 * When a dropdown opened by hovering opens and closes: 200 ms after the pointer arrives, at
 * once when another close was less than 300 ms ago (the pointer is moving along the menu
 * bar), and 150 ms after the pointer has left.
 */
export const dropdownTimings = { openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 } as const;

/** The wait before a hovered dropdown opens, given when the last one closed (null: never). */
export function hoverOpenDelay(now: number, lastClosedAt: number | null, timings = dropdownTimings): number {
  return lastClosedAt !== null && now - lastClosedAt < timings.skipDelayMs ? 0 : timings.openDelayMs;
}
