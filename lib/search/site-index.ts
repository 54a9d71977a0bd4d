/**
 * The site index: one index of every page a visitor can open, for the site search and the
 * assistant alike. Written after the build (scripts/site-index.ts) as small files, so a query
 * downloads only what it needs (see docs/search.md):
 *
 *   manifest.json                  version, page count, which term shard holds which prefix
 *   {version}/docs.json            per-page lengths that ranking needs (MiniSearch's document table)
 *   {version}/terms/{n}.json       the index entries of the terms that start with one prefix, and
 *                                  the pages' words behind them (for typo correction, lib/search/spelling.ts)
 *   {version}/pages/{n}.json       what a search result shows, for a run of pages
 *   {version}/sections/{id}.json   a page's sections (heading, anchor, text): the assistant's passages
 *
 * The browser reads these files over HTTP from /site-index/, the chat Worker from its key-value
 * store; both through `ReadFile`.
 */
import type { AsPlainObject, Options } from 'minisearch';
import type { PageSection } from '@/lib/content/html-text';
import { processTerm, tokenize } from './text';
import type { SearchResult } from './types';

export const SITE_INDEX_DIR = 'site-index';
export const MANIFEST_PATH = 'manifest.json';
export const PAGES_PER_CHUNK = 32;

/**
 * A page as the index holds it: what its result shows, its headings and sections, and the other
 * names it is known by (the products the home page's products part presents), which count as its name.
 */
export type IndexedPage = Omit<SearchResult, 'id'> & { sections: PageSection[]; names?: string[] };
export type PageSummary = SearchResult;

/**
 * One term shard: MiniSearch's index entries of the terms with one prefix, and for each of those
 * terms the words of the pages that became it, where they differ from it ("solut": ["solution",
 * "solutions"]). A typo is compared with the words, not the stems (lib/search/spelling.ts).
 */
export type TermShard = { entries: AsPlainObject['index']; words: Record<string, string[]> };

export type Manifest = {
  version: string;
  generatedAt: string;
  pages: number;
  pagesPerChunk: number;
  /** Term prefix -> shard number. */
  shards: Record<string, number>;
};

/** Reads one file of the index by its path; null when it does not exist. */
export type ReadFile = (path: string) => Promise<string | null>;

export const docsPath = (version: string) => `${version}/docs.json`;
export const shardPath = (version: string, shard: number) => `${version}/terms/${shard}.json`;
export const pagesPath = (version: string, chunk: number) => `${version}/pages/${chunk}.json`;
export const sectionsPath = (version: string, page: number) => `${version}/sections/${page}.json`;

/** The fields every page is indexed on, in the order of their weight in the ranking. */
export const INDEX_FIELDS = ['title', 'headings', 'tags', 'excerpt', 'body'] as const;
type Field = (typeof INDEX_FIELDS)[number];

/** What MiniSearch indexes of a page (its id is its number in the index). */
export type IndexDocument = { id: number; page: IndexedPage };

export function fieldText({ page }: IndexDocument, field: Field): string {
  switch (field) {
    case 'title':
      return [page.title, ...(page.names ?? [])].join('\n');
    case 'headings':
      return page.sections.map((section) => section.heading).join('\n');
    case 'tags':
      return [page.category ?? '', ...page.tags].join('\n');
    case 'excerpt':
      return page.excerpt;
    case 'body':
      return page.sections.map((section) => section.text).join('\n');
  }
}

/** The MiniSearch options shared by the build (indexing) and every reader (searching). */
export const indexOptions: Options<IndexDocument> = {
  fields: [...INDEX_FIELDS],
  idField: 'id',
  extractField: (doc, field) => (field === 'id' ? String(doc.id) : fieldText(doc, field as Field)),
  tokenize,
  processTerm,
};

/** FNV-1a: a short version that changes whenever the content of the index does. */
export function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The manifest, or null when the text is not one (a reader then has no index). */
export function parseManifest(text: string | null): Manifest | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.version !== 'string' || !isRecord(value.shards)) return null;
    if (!Number.isInteger(value.pages) || !Number.isInteger(value.pagesPerChunk) || (value.pagesPerChunk as number) < 1) return null;
    return value as Manifest;
  } catch {
    return null;
  }
}
