import { createSearcher, type Searcher } from '@/lib/search/engine';
import type { SearchDocument } from '@/lib/search/types';

/** Where app/search-index.json/route.ts is exported. */
export const SEARCH_INDEX_URL = '/search-index.json';

let searcher: Promise<Searcher> | undefined;

/** Fetches the index once per page view and builds the engine; a failure allows a retry. */
export function loadSearcher(): Promise<Searcher> {
  searcher ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchDocument[]>;
    })
    .then(createSearcher)
    .catch((error: unknown) => {
      searcher = undefined;
      throw error;
    });
  return searcher;
}
