/** A search result: what a result card shows of a page. */
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
