/** The wording of the search page's counts, singular for one result. */
const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** 'Found 1 result for "query"', 'Found 12 results for "query"'. */
export const foundLabel = (total: number, query: string) => `Found ${results(total)} for "${query}"`;

/** 'Showing 20 of 35 results'. */
export const showingLabel = (shown: number, total: number) => `Showing ${shown} of ${results(total)}`;
