/** Spec 001 §8, exact text. */
export const SUMMARY_NOT_AVAILABLE = 'AI-generated summary not available for this article.';

/** Spec 001 §9.1: the simulated analysis takes between 2 and 4 seconds. */
export const SUMMARY_DELAY_MS = { min: 2000, max: 4000 } as const;

/**
 * The canned summary for an article: looked up by exact title, falling back to the excerpt,
 * then to the not-available text (spec 001 §9.1).
 */
export function resolveSummary(
  summaries: Readonly<Record<string, string>>,
  article: { title: string; excerpt?: string },
): string {
  const canned = Object.hasOwn(summaries, article.title) ? summaries[article.title]?.trim() : undefined;
  if (canned) return canned;
  const excerpt = article.excerpt?.trim();
  return excerpt ? excerpt : SUMMARY_NOT_AVAILABLE;
}

/** A delay in [min, max] ms; `random` is injectable so tests can pin both ends. */
export function summaryDelay(random: () => number = Math.random): number {
  const { min, max } = SUMMARY_DELAY_MS;
  return Math.round(min + random() * (max - min));
}
