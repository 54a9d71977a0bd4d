/**
 * The one way in to the site index (out/site-index/, lib/search/site-index.ts) for its two
 * readers: the search box, which lists the pages that match a query, and the assistant Manu, which
 * quotes the passages that answer a question (in the browser for its answers without a model, in
 * the Worker for the model's prompt). Code outside lib/search imports the search from here only,
 * with the browser's fetch adapter (read-http.ts) beside it; a lint rule holds that (eslint.config.mjs).
 *
 * Each reader downloads its own part. The search box loads what it names of this file
 * (components/search/search-engine.ts) on the first search, with the reader and the page search;
 * the passage ranking (cutting, indexing and ranking a page's passages) loads on the first
 * question, so a search never downloads it. Hence functions that load their part, and named
 * re-exports of small modules only: never `export *`, which would drag every module into every
 * reader's download.
 */
import type { SiteIndex } from './reader';
import { MANIFEST_PATH, parseManifest, type ReadFile } from './site-index';
import type { Passage, PassageQuestion, Retrieval } from './passages/find';

// Reading the index: pages for the search box, the index itself for both readers.
export { openSiteIndex, type SiteIndex, type TermRarity } from './reader';
export { searchSite, type SiteSearch } from './engine';
export type { IndexedPage, ReadFile } from './site-index';
export type { SearchResult, SearchResultType } from './types';
export type { Passage, PassageQuestion, Retrieval } from './passages/find';
export type { PagePassage } from './passages/page';

// The words as the index reads them, which the assistant's answer step weighs the same way.
export { processTerm, terms, tokenize } from './text';
export { matchesOf, textHolds, type QueryWord } from './query';
export { CONTEXT_WEIGHT, minCoverage, wordWeights } from './passages/weights';
export { faqMatch, nameMatch, wordPairs } from './passages/word-pairs';
export { parentHeadings } from './passages/headings';

/** The version of the index a store holds (the manifest names it), or null when it holds none. */
export async function indexVersion(read: ReadFile): Promise<string | null> {
  return parseManifest(await read(MANIFEST_PATH).catch(() => null))?.version ?? null;
}

/** Passage retrieval, loaded once on first use. */
const passages = () => import('./passages/find');

/** The passages that best answer a question (as its asker reads it), best first. */
export async function findPassages(index: SiteIndex, question: PassageQuestion, limit?: number): Promise<Passage[]> {
  return (await passages()).findPassages(index, question, limit);
}

/** What retrieval found for a question: its passages, and what the answer step weighs their sentences with. */
export async function retrievePassages(index: SiteIndex, question: PassageQuestion, limit?: number): Promise<Retrieval> {
  return (await passages()).retrievePassages(index, question, limit);
}
