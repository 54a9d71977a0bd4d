/**
 * Reads the site index (lib/search/site-index.ts) through `ReadFile`, loading each file once
 * and only when a query needs it: the manifest and the document table on the first query, the
 * term shards of the query's words, the result summaries of the pages shown and the sections of
 * the pages the assistant quotes. The same code runs in the browser (over HTTP) and in the chat
 * Worker (over its key-value store).
 *
 * Each query is answered by a MiniSearch instance loaded from the document table and the shards
 * of its terms only. Prefix matching and typo tolerance work within a shard, so a term is found
 * when its first letters are right (a typo there is not forgiven).
 */
import MiniSearch, { type AsPlainObject, type SearchOptions } from 'minisearch';
import type { PageSection } from '@/lib/content/html-text';
import { queryExpression, queryTerms, queryWords, type QueryWord } from './query';
import {
  docsPath,
  indexOptions,
  MANIFEST_PATH,
  pagesPath,
  parseManifest,
  sectionsPath,
  shardPath,
  type IndexDocument,
  type Manifest,
  type PageSummary,
  type ReadFile,
} from './site-index';
import { shardKeyOf, SHARD_PREFIX_LENGTH } from './text';

/** A matching page: its number in the index, its score and the query's index terms it matched. */
export type PageHit = { page: number; score: number; terms: string[] };
export type FindOptions = {
  combineWith: 'AND' | 'OR';
  limit?: number;
  boost?: SearchOptions['boost'];
  /** Whether a word the index holds as written also finds longer words it begins (a search box: yes; a whole question: no). */
  prefixKnown?: boolean;
};
type Entries = AsPlainObject['index'];

/** Ranking weights of the fields: a page's name and headings say what it is about. */
export const FIELD_BOOST = { title: 10, headings: 2, tags: 2, excerpt: 1.5, body: 1 };

export type SiteIndex = ReturnType<typeof openSiteIndex>;

/** A word the visitor typed (or a phrase's hint), or a word for the same thing, counts fully; a related word counts half. */
const RELATED_WEIGHT = 0.5;
export function typedWordsFirst(words: readonly QueryWord[]): (term: string) => number {
  const full = new Set(words.flatMap((w) => w.terms.slice(0, w.same)));
  return (term) => (full.has(term) ? 1 : RELATED_WEIGHT);
}

/** How many pages use each term, and of how many: what makes a word telling (rare) or common. */
export type TermRarity = { pages: number; uses: Map<string, number> };

export function openSiteIndex(read: ReadFile) {
  const cache = new Map<string, Promise<unknown>>();

  /** One file, parsed, read at most once; a failed read is forgotten so the next query retries. */
  function load<T>(path: string, parse: (text: string | null) => T | null): Promise<T> {
    let pending = cache.get(path) as Promise<T> | undefined;
    if (!pending) {
      pending = read(path).then((text) => {
        const value = parse(text);
        if (value === null) throw new Error(`site index: ${path} is missing or unreadable`);
        return value;
      });
      pending.catch(() => cache.delete(path));
      cache.set(path, pending);
    }
    return pending;
  }
  const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));
  const manifest = () => load<Manifest>(MANIFEST_PATH, parseManifest);

  async function shardsFor(m: Manifest, terms: readonly string[]): Promise<Entries> {
    const numbers = new Set<number>();
    for (const term of terms) {
      if (term.length >= SHARD_PREFIX_LENGTH) {
        const shard = m.shards[shardKeyOf(term)];
        if (shard !== undefined) numbers.add(shard);
      } else {
        // A one-letter term may begin any term of the shards that start with it.
        for (const [key, shard] of Object.entries(m.shards)) if (key.startsWith(term)) numbers.add(shard);
      }
    }
    const shards = await Promise.all([...numbers].map((n) => load<Entries>(shardPath(m.version, n), json)));
    return shards.flat();
  }

  async function searcher(words: readonly QueryWord[], prefixKnown: boolean) {
    const m = await manifest();
    const [table, entries] = await Promise.all([load<AsPlainObject>(docsPath(m.version), json), shardsFor(m, queryTerms(words))]);
    const vocabulary = new Set(entries.map(([term]) => term));
    const mini = MiniSearch.loadJS<IndexDocument>({ ...table, index: entries }, indexOptions);
    const options: SearchOptions = {
      // A word of four letters or more also finds longer words it begins ("pric" finds "price").
      prefix: (term) => term.length >= 4 && (prefixKnown || !vocabulary.has(term)),
      // A word that exists in the index is taken as written: "cloud" must not also match "could".
      fuzzy: (term) => (term.length > 3 && !vocabulary.has(term) ? 0.2 : false),
    };
    return { mini, options: { ...options, boostTerm: typedWordsFirst(words) } };
  }

  return {
    manifest,

    /** Loads what every query needs (the manifest and the document table) ahead of the first one. */
    async warmUp(): Promise<void> {
      const m = await manifest();
      await load<AsPlainObject>(docsPath(m.version), json);
    },

    /** Pages that match the text, best first. */
    async findPages(text: string, { combineWith, limit = Infinity, boost = FIELD_BOOST, prefixKnown = true }: FindOptions): Promise<PageHit[]> {
      const words = queryWords(text);
      if (!words.length) return [];
      const { mini, options } = await searcher(words, prefixKnown);
      return mini
        .search(queryExpression(words, combineWith), { ...options, boost })
        .slice(0, limit)
        .map((hit) => ({ page: Number(hit.id), score: hit.score, terms: hit.queryTerms }));
    },

    /** How many pages use each index term of the words (exactly, not by prefix or typo). */
    async rarity(words: readonly QueryWord[]): Promise<TermRarity> {
      const m = await manifest();
      const wanted = new Set(queryTerms(words));
      const [table, entries] = await Promise.all([load<AsPlainObject>(docsPath(m.version), json), shardsFor(m, [...wanted])]);
      const uses = new Map<string, number>();
      for (const [term, fields] of entries) {
        if (!wanted.has(term)) continue;
        const pages = new Set<string>();
        for (const postings of Object.values(fields)) for (const page of Object.keys(postings)) pages.add(page);
        uses.set(term, pages.size);
      }
      return { pages: table.documentCount, uses };
    },

    /** What the results of these pages show, in the order asked. */
    async summaries(pages: readonly number[]): Promise<PageSummary[]> {
      const m = await manifest();
      const chunks = [...new Set(pages.map((page) => Math.floor(page / m.pagesPerChunk)))];
      const loaded = new Map(await Promise.all(chunks.map(async (c) => [c, await load<PageSummary[]>(pagesPath(m.version, c), json)] as const)));
      return pages.flatMap((page) => loaded.get(Math.floor(page / m.pagesPerChunk))?.[page % m.pagesPerChunk] ?? []);
    },

    /** A page's sections: its heading, anchor and text, in page order. */
    async sections(page: number): Promise<PageSection[]> {
      const m = await manifest();
      return load<PageSection[]>(sectionsPath(m.version, page), json);
    },
  };
}
