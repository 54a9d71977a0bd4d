import type { Searcher } from '@/lib/search/engine';
import type { SearchDocument } from '@/lib/search/types';

/** Written after the build by scripts/site-index.ts from the exported pages. */
export const SEARCH_INDEX_URL = '/search-index.json';

let searcher: Promise<Searcher> | undefined;

/**
 * Fetches the index and the engine (MiniSearch) on first use, in parallel, once per page view;
 * neither is part of any page's initial JavaScript. A failure allows a retry.
 */
export function loadSearcher(): Promise<Searcher> {
  searcher ??= Promise.all([
    fetch(SEARCH_INDEX_URL).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchDocument[]>;
    }),
    import('@/lib/search/engine'),
  ])
    .then(([docs, engine]) => engine.createSearcher(docs))
    .catch((error: unknown) => {
      searcher = undefined;
      throw error;
    });
  return searcher;
}
