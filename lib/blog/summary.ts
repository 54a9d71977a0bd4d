/** Shown when a post has neither a canned summary nor an excerpt. */
export const SUMMARY_NOT_AVAILABLE = 'AI-generated summary not available for this article.';

/** The simulated analysis takes between 2 and 4 seconds. */
export const SUMMARY_DELAY_MS = { min: 2000, max: 4000 } as const;

/**
 * The canned summary an article shows: the `summary` of its front matter, falling back to the
 * excerpt, then to the not-available text.
 */
export function resolveSummary(article: { summary?: string; excerpt?: string }): string {
  const canned = article.summary?.trim();
  if (canned) return canned;
  const excerpt = article.excerpt?.trim();
  return excerpt ? excerpt : SUMMARY_NOT_AVAILABLE;
}

/** A delay in [min, max] ms; `random` is injectable so tests can pin both ends. */
export function summaryDelay(random: () => number = Math.random): number {
  const { min, max } = SUMMARY_DELAY_MS;
  return Math.round(min + random() * (max - min));
}
