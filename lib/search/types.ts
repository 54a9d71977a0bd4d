/** A search result (spec 001 §3.3). */
export type SearchResultType = 'blog' | 'service' | 'company';

export type SearchResult = {
  id: string;
  title: string;
  excerpt: string;
  url: string;
  type: SearchResultType;
  category?: string;
  tags: string[];
  /** YYYY-MM-DD, blog posts only. */
  date?: string;
  author?: string;
};

/** What the index holds per entry: the result plus the body text that blog posts are matched on. */
export type SearchDocument = SearchResult & {
  /** Plain text of the article; absent for service and company entries (spec 001 §5). */
  content?: string;
};

/** A fixed service or company entry (content/search-entries.ts). */
export type SearchEntry = Omit<SearchResult, 'type' | 'date' | 'author'> & { type: 'service' | 'company' };
