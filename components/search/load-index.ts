import type { SiteSearch } from '@/lib/search/engine';
import type { SiteIndex } from '@/lib/search/reader';

let index: Promise<SiteIndex> | undefined;

/**
 * Loads the engine on first use, once per page view; neither it nor any part of the index is in
 * a page's initial JavaScript. The index itself is read a query's parts at a time (lib/search/reader.ts).
 */
function loadIndex(): Promise<SiteIndex> {
  index ??= Promise.all([import('@/lib/search/reader'), import('@/lib/search/read-http')])
    .then(([reader, http]) => reader.openSiteIndex(http.readOverHttp()))
    .catch((error: unknown) => {
      index = undefined;
      throw error;
    });
  return index;
}

/** Runs a search; a failure (offline, a missing file) rejects, and the next search tries again. */
export async function runSearch(query: string): Promise<SiteSearch> {
  const [engine, opened] = await Promise.all([import('@/lib/search/engine'), loadIndex()]);
  return engine.searchSite(opened, query);
}
