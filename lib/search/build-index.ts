/**
 * Builds the site index files (lib/search/site-index.ts) from the pages: MiniSearch indexes
 * every page once, then its serialised form is cut apart: the document table once, the term
 * entries by the first letters of each term (with the pages' words behind those terms), the
 * result summaries in runs of pages and the sections per page. Pure: returns the files as
 * path -> text, manifest last.
 */
import MiniSearch from 'minisearch';
import {
  contentVersion,
  docsPath,
  fieldText,
  INDEX_FIELDS,
  indexOptions,
  MANIFEST_PATH,
  pagesPath,
  PAGES_PER_CHUNK,
  sectionsPath,
  shardPath,
  type IndexDocument,
  type IndexedPage,
  type Manifest,
  type PageSummary,
  type TermShard,
} from './site-index';
import { isLetterWord, plainWord } from './spelling';
import { processTerm, shardKeyOf, tokenize } from './text';

export type IndexFile = { path: string; text: string };

/** For each term made of letters, the pages' words that became it where they differ from it. */
function wordsOfTerms(documents: readonly IndexDocument[]): Map<string, Set<string>> {
  const words = new Map<string, Set<string>>();
  for (const document of documents) {
    for (const field of INDEX_FIELDS) {
      for (const token of tokenize(fieldText(document, field))) {
        const term = processTerm(token);
        const word = plainWord(token);
        if (!term || term === word || !isLetterWord(word)) continue;
        const known = words.get(term);
        if (known) known.add(word);
        else words.set(term, new Set([word]));
      }
    }
  }
  return words;
}

export function buildSiteIndex(pages: readonly IndexedPage[], generatedAt: string): IndexFile[] {
  const mini = new MiniSearch<IndexDocument>(indexOptions);
  const documents = pages.map((page, id) => ({ id, page }));
  mini.addAll(documents);
  const { index, ...table } = mini.toJSON();
  const words = wordsOfTerms(documents);

  const prefixes = new Map<string, typeof index>();
  for (const entry of index) {
    const key = shardKeyOf(entry[0]);
    const shard = prefixes.get(key);
    if (shard) shard.push(entry);
    else prefixes.set(key, [entry]);
  }
  const keys = [...prefixes.keys()].sort();

  const summaries: PageSummary[] = pages.map(({ url, title, excerpt, type, category, tags, date, author }, id) => ({ id: String(id), url, title, excerpt, type, category, tags, date, author }));
  const chunks = Array.from({ length: Math.ceil(pages.length / PAGES_PER_CHUNK) }, (_, c) => summaries.slice(c * PAGES_PER_CHUNK, (c + 1) * PAGES_PER_CHUNK));

  const body: { path: (version: string) => string; text: string }[] = [
    { path: docsPath, text: JSON.stringify({ ...table, storedFields: {} }) },
    ...keys.map((key, n) => {
      const entries = prefixes.get(key)!;
      const shard: TermShard = { entries, words: Object.fromEntries(entries.flatMap(([term]) => (words.has(term) ? [[term, [...words.get(term)!].sort()]] : []))) };
      return { path: (v: string) => shardPath(v, n), text: JSON.stringify(shard) };
    }),
    ...chunks.map((chunk, c) => ({ path: (v: string) => pagesPath(v, c), text: JSON.stringify(chunk) })),
    ...pages.map((page, id) => ({ path: (v: string) => sectionsPath(v, id), text: JSON.stringify(page.sections) })),
  ];
  const version = contentVersion(body.map((file) => file.text).join('\n'));
  const manifest: Manifest = {
    version,
    generatedAt,
    pages: pages.length,
    pagesPerChunk: PAGES_PER_CHUNK,
    shards: Object.fromEntries(keys.map((key, n) => [key, n])),
  };
  // The manifest last: a store that is written in this order never names files it does not hold yet.
  return [...body.map((file) => ({ path: file.path(version), text: file.text })), { path: MANIFEST_PATH, text: JSON.stringify(manifest) }];
}
