/**
 * Generic interface timings for any toast or tooltip the site uses.
 * Client data fetching (the chat) uses the retry rule: 3 retries, exponential backoff
 * capped at 30 s; unused cache entries are dropped after 5 minutes.
 */
export const toastTimings = {
  /** The first notification system: one toast at a time. */
  single: { limit: 1, durationMs: 5000, swipeThresholdPx: 50 },
  /** The second: a stack of three. */
  stacked: { limit: 3, durationMs: 4000, gapPx: 14 },
} as const;

export const tooltipTimings = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;

export const fetchRetry = { retries: 3, maxBackoffMs: 30_000, cacheTtlMs: 5 * 60_000 } as const;

/** Exponential backoff for attempt n (0-based): 1 s, 2 s, 4 s… capped at 30 s. */
export const backoffMs = (attempt: number, baseMs = 1000) => Math.min(baseMs * 2 ** attempt, fetchRetry.maxBackoffMs);

export const statusBannerMs = 5000;
