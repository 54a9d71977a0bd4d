import MiniSearch from 'minisearch';
import type { SearchDocument, SearchResult } from './types';

/**
 * Site search. Two layers, so that tolerance never costs correctness:
 * 1. the rule of spec 001 §5 — a case-insensitive substring of the whole query in the title,
 *    excerpt, any tag, or (blog posts only) the content; every such hit is returned;
 * 2. MiniSearch over the same fields, which adds documents reached only through a prefix or a
 *    small typo ("automaton", "cybersecurty").
 * Ranking: title hits first, then tag, excerpt and content hits, then tolerant-only hits;
 * within a tier by MiniSearch relevance, then newest.
 */

const FIELDS = ['title', 'tags', 'excerpt', 'content'] as const;
type Field = (typeof FIELDS)[number];

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const normalise = (text: string) => text.toLowerCase();

/** Which field the query occurs in first, in ranking order; undefined when it occurs nowhere. */
function substringTier(doc: SearchDocument, needle: string): number | undefined {
  const haystacks: Record<Field, string[]> = {
    title: [doc.title],
    tags: doc.tags,
    excerpt: [doc.excerpt],
    content: doc.type === 'blog' && doc.content ? [doc.content] : [],
  };
  const tier = FIELDS.findIndex((field) => haystacks[field].some((text) => normalise(text).includes(needle)));
  return tier === -1 ? undefined : tier;
}

export type Searcher = (query: string) => SearchResult[];

export function createSearcher(docs: readonly SearchDocument[]): Searcher {
  const order = new Map(docs.map((doc, index) => [doc.id, index]));
  // Words that exist in the index are never "corrected": fuzziness is for misspellings only,
  // so "cloud" does not also match every "could".
  const vocabulary = new Set<string>();
  for (const doc of docs) {
    for (const text of [doc.title, doc.excerpt, doc.content ?? '', ...doc.tags]) {
      for (const token of tokenize(text)) if (token) vocabulary.add(normalise(token));
    }
  }

  const mini = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    idField: 'id',
    extractField: (doc, field) => {
      if (field === 'tags') return doc.tags.join(' ');
      if (field === 'content') return doc.type === 'blog' ? (doc.content ?? '') : '';
      return String(doc[field as keyof SearchDocument] ?? '');
    },
    searchOptions: {
      boost: { title: 4, tags: 2, excerpt: 1.5 },
      combineWith: 'AND',
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length > 3 && !vocabulary.has(term) ? 0.2 : false),
    },
  });
  mini.addAll(docs as SearchDocument[]);

  return (query: string) => {
    const needle = normalise(query.trim());
    if (!needle) return [];

    const scores = new Map(mini.search(needle).map((hit) => [String(hit.id), hit.score]));
    const ranked: { doc: SearchDocument; tier: number; score: number }[] = [];
    for (const doc of docs) {
      const exactTier = substringTier(doc, needle);
      const score = scores.get(doc.id);
      if (exactTier !== undefined) ranked.push({ doc, tier: exactTier, score: score ?? 0 });
      else if (score !== undefined) ranked.push({ doc, tier: FIELDS.length, score });
    }
    ranked.sort(
      (a, b) =>
        a.tier - b.tier ||
        b.score - a.score ||
        (b.doc.date ?? '').localeCompare(a.doc.date ?? '') ||
        (order.get(a.doc.id) ?? 0) - (order.get(b.doc.id) ?? 0),
    );
    return ranked.map(({ doc }) => toResult(doc));
  };
}

function toResult(doc: SearchDocument): SearchResult {
  const { content: _content, ...result } = doc;
  void _content;
  return result;
}
