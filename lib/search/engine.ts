/**
 * Site search over the site index (lib/search/reader.ts). A query matches a page when every one
 * of its words (or a word the pages use for it, lib/search/synonyms.ts) begins a word of the page,
 * in any form (stemmed), or is a small typo of one, one letter off in a short word and two in a
 * longer one once its first two letters are right: "autom" finds "automation", "cybersecurty"
 * finds "cybersecurity", "grafic" finds "graphic" (lib/search/spelling.ts). Pages are ranked by
 * MiniSearch's BM25 relevance with the page's names weighing most (its title, and for the products
 * part the products' names), so "cloud" lists Cloud Solutions first; equal scores list the newest first.
 * Results are summarised a run at a time, so a query that matches a thousand posts downloads
 * what the visitor sees, not a thousand summaries.
 */
import type { SiteIndex } from './reader';
import type { SearchResult } from './types';

/** Results shown at once; the visitor asks for more. */
export const RESULTS_PER_RUN = 20;

export type SiteSearch = {
  query: string;
  /** Every matching page, best first. */
  total: number;
  /** The summaries of `count` results from `offset`. */
  results(offset: number, count?: number): Promise<SearchResult[]>;
};

export async function searchSite(index: SiteIndex, query: string): Promise<SiteSearch> {
  const text = query.trim();
  const hits = text ? await index.findPages(text, { combineWith: 'AND' }) : [];
  return {
    query: text,
    total: hits.length,
    results: (offset, count = RESULTS_PER_RUN) => index.summaries(hits.slice(offset, offset + count).map((hit) => hit.page)),
  };
}
