/**
 * Canned "AI Summary" texts (spec 001 §9.1), keyed by the exact article title. The summary
 * block shows these after a simulated analysis; an article without an entry shows its excerpt.
 */
export const blogSummaries: Readonly<Record<string, string>> = {};
