import type { SiteIndex, SiteSearch } from '@/lib/search/retrieve';

let index: Promise<SiteIndex> | undefined;

/**
 * Loads the search on first use, once per page view; neither it nor any part of the index is in
 * a page's initial JavaScript. It comes through the index's one entry (lib/search/retrieve.ts,
 * by way of search-engine.ts), which loads the passage ranking only for the assistant, and the
 * index itself is read a query's parts at a time.
 */
function loadIndex(): Promise<SiteIndex> {
  index ??= Promise.all([import('./search-engine'), import('@/lib/search/read-http')])
    .then(([engine, http]) => engine.openSiteIndex(http.readOverHttp()))
    .catch((error: unknown) => {
      index = undefined;
      throw error;
    });
  return index;
}

/** Runs a search; a failure (offline, a missing file) rejects, and the next search tries again. */
export async function runSearch(query: string): Promise<SiteSearch> {
  const [engine, opened] = await Promise.all([import('./search-engine'), loadIndex()]);
  return engine.searchSite(opened, query);
}
