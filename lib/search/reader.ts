/**
 * Reads the site index (lib/search/site-index.ts) through `ReadFile`, loading each file once
 * and only when a query needs it: the manifest and the document table on the first query, the
 * term shards of the query's words, the result summaries of the pages shown and the sections of
 * the pages the assistant quotes. The same code runs in the browser (over HTTP) and in the chat
 * Worker (over its key-value store).
 *
 * Each query is answered by a MiniSearch instance loaded from the document table and the shards
 * of its terms only. Prefix matching and typo tolerance work within a shard, so a term is found
 * when its first letters are right (a typo there is not forgiven). A word the pages never use is
 * read as the nearest of their words (lib/search/spelling.ts), for the site search and the
 * assistant alike.
 *
 * MiniSearch rather than Pagefind: both the search and the assistant need typo tolerance and
 * synonyms, which Pagefind lacks, and the same engine must run in the chat Worker, where Pagefind's
 * WebAssembly, fetched at run time, cannot be compiled. See docs/search.md.
 */
import MiniSearch, { type AsPlainObject, type SearchOptions } from 'minisearch';
import type { PageSection } from '@/lib/content/html-text';
import { queryExpression, queryTerms, queryWords, withCorrections, type QueryWord } from './query';
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
  type TermShard,
} from './site-index';
import { isLetterWord, nearestWords, plainWord } from './spelling';
import { shardKeyOf, SHARD_PREFIX_LENGTH } from './text';

/** A matching page: its number in the index, its score and the query's index terms it matched. */
export type PageHit = { page: number; score: number; terms: string[] };
export type FindOptions = {
  combineWith: 'AND' | 'OR';
  limit?: number;
  boost?: SearchOptions['boost'];
  /** Whether a word the index holds as written also finds longer words it begins (a search box: yes; a whole question: no). */
  prefixKnown?: boolean;
  /** Words of the text (as typed, lower case) that weigh less, as hints do: what the visitor says of themselves. */
  lessen?: ReadonlySet<string>;
};

/** Ranking weights of the fields: a page's name and headings say what it is about. */
export const FIELD_BOOST = { title: 10, headings: 2, tags: 2, excerpt: 1.5, body: 1 };

export type SiteIndex = ReturnType<typeof openSiteIndex>;

/**
 * A word the visitor typed, or a word for the same thing, counts fully; a related word counts
 * half; the hint of a phrase ("how long" hints "weeks") less, as the answer need not contain it.
 */
const RELATED_WEIGHT = 0.5;
const HINT_WEIGHT = 0.35;
export function typedWordsFirst(words: readonly QueryWord[]): (term: string) => number {
  const typed = words.filter((w) => w.required && !w.context);
  const full = new Set(typed.flatMap((w) => w.terms.slice(0, w.same)));
  const related = new Set(typed.flatMap((w) => w.terms.slice(w.same)));
  return (term) => (full.has(term) ? 1 : related.has(term) ? RELATED_WEIGHT : HINT_WEIGHT);
}

/** How many pages use each term, and of how many: what makes a word telling (rare) or common. */
export type TermRarity = { pages: number; uses: Map<string, number> };

/** How many pages hold a term as written: the pages an exact search for it finds. */
function pagesUsing(mini: MiniSearch<IndexDocument>, term: string): number {
  return mini.search(term, { prefix: false, fuzzy: false, tokenize: (t) => [t], processTerm: (t) => t }).length;
}

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

  function shardNumbers(m: Manifest, terms: readonly string[]): Set<number> {
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
    return numbers;
  }

  const shardsOf = (m: Manifest, numbers: Iterable<number>) => Promise.all([...numbers].map((n) => load<TermShard>(shardPath(m.version, n), json)));

  /**
   * The MiniSearch instance over every shard loaded so far: made again only when a query needs a
   * shard it does not hold yet, so a visit's later queries search at once. With it, the pages'
   * words of those shards by their first two letters, each with its term, for correcting typos.
   */
  let loaded: {
    version: string;
    shards: Set<number>;
    mini: MiniSearch<IndexDocument>;
    vocabulary: Set<string>;
    words: Map<string, [word: string, term: string][]>;
    pagesOf: (term: string) => Set<string>;
  } | null = null;

  async function engineFor(terms: readonly string[]) {
    const m = await manifest();
    const needed = shardNumbers(m, terms);
    const [table] = await Promise.all([load<AsPlainObject>(docsPath(m.version), json), shardsOf(m, needed)]);
    const current = loaded?.version === m.version ? loaded : null;
    if (current && [...needed].every((n) => current.shards.has(n))) return current;
    const shards = new Set([...(current?.shards ?? []), ...needed]);
    const parts = await shardsOf(m, shards);
    const entries = parts.flatMap((part) => part.entries);
    const words = new Map<string, [string, string][]>();
    const addWord = (word: string, term: string) => {
      const key = word.slice(0, SHARD_PREFIX_LENGTH);
      const list = words.get(key);
      if (list) list.push([word, term]);
      else words.set(key, [[word, term]]);
    };
    for (const part of parts) {
      for (const [term] of part.entries) if (isLetterWord(term)) addWord(term, term);
      for (const [term, forms] of Object.entries(part.words)) for (const word of forms) addWord(word, term);
    }
    const fieldsOf = new Map(entries);
    loaded = {
      version: m.version,
      shards,
      mini: MiniSearch.loadJS<IndexDocument>({ ...table, index: entries }, indexOptions),
      vocabulary: new Set(entries.map(([term]) => term)),
      words,
      // Found for the few words a typo is near, not for every term loaded.
      pagesOf: (term) => new Set(Object.values(fieldsOf.get(term) ?? {}).flatMap((pages) => Object.keys(pages))),
    };
    return loaded;
  }

  /**
   * The words with their slips put right (lib/search/spelling.ts): a word the pages never use (of
   * four letters or more) also stands for the pages' words nearest to it; of several as near, the
   * one whose pages hold the query's other words.
   */
  async function corrected(words: readonly QueryWord[]): Promise<QueryWord[]> {
    const engine = await engineFor(queryTerms(words));
    const known = (w: QueryWord) => w.terms.some((term) => engine.vocabulary.has(term));
    return words.map((w) => {
      const typed = plainWord(w.word);
      if (!w.required || engine.vocabulary.has(w.terms[0]!) || !isLetterWord(typed)) return w;
      const around = new Set(words.filter((other) => other !== w && other.required && known(other)).flatMap((other) => other.terms.flatMap((t) => [...engine.pagesOf(t)])));
      const fits = (term: string) => {
        const pages = engine.pagesOf(term);
        return pages.size ? [...pages].filter((page) => around.has(page)).length / pages.size : 0;
      };
      const candidates = engine.words.get(typed.slice(0, SHARD_PREFIX_LENGTH)) ?? [];
      return withCorrections(w, nearestWords(typed, candidates, (term) => engine.pagesOf(term).size, { fits }));
    });
  }

  /** The words of a text as a query, with their typos corrected against the pages' words. */
  async function correctedWords(text: string): Promise<QueryWord[]> {
    const words = queryWords(text);
    return words.length ? corrected(words) : [];
  }

  async function searcher(words: readonly QueryWord[], prefixKnown: boolean) {
    const { mini, vocabulary } = await engineFor(queryTerms(words));
    const options: SearchOptions = {
      // A word of four letters or more also finds longer words it begins ("autom" finds "automation").
      // Slips are not MiniSearch's to forgive: `correctedWords` has already read each word as the
      // pages' word it stands for, or as written when it is no slip of one.
      prefix: (term) => term.length >= 4 && (prefixKnown || !vocabulary.has(term)),
    };
    return { mini, options: { ...options, boostTerm: typedWordsFirst(words) } };
  }

  /** Terms' page counts, found once per term. */
  const termUses = new Map<string, number>();

  return {
    manifest,

    /** Loads what every query needs (the manifest and the document table) ahead of the first one. */
    async warmUp(): Promise<void> {
      const m = await manifest();
      await load<AsPlainObject>(docsPath(m.version), json);
    },

    /** The words of a text as a query, with their typos corrected against the pages' words. */
    correctedWords,

    /** Pages that match the text, best first. */
    async findPages(text: string, { combineWith, limit = Infinity, boost = FIELD_BOOST, prefixKnown = true, lessen }: FindOptions): Promise<PageHit[]> {
      const words = (await correctedWords(text)).map((w) => (lessen?.has(w.word.toLowerCase()) ? { ...w, context: true } : w));
      if (!words.length) return [];
      const { mini, options } = await searcher(words, prefixKnown);
      return mini
        .search(queryExpression(words, combineWith), { ...options, boost })
        .slice(0, limit)
        .map((hit) => ({ page: Number(hit.id), score: hit.score, terms: hit.queryTerms }));
    },

    /** How many pages use each index term of the words (exactly, not by prefix or typo). */
    async rarity(words: readonly QueryWord[]): Promise<TermRarity> {
      const wanted = queryTerms(words);
      const { mini } = await engineFor(wanted);
      const uses = new Map<string, number>();
      for (const term of wanted) {
        const known = termUses.get(term) ?? pagesUsing(mini, term);
        termUses.set(term, known);
        if (known) uses.set(term, known);
      }
      return { pages: mini.documentCount, uses };
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
