'use client';

import { SearchPrompt } from '@/components/search/SearchPrompt';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { LoaderCircle } from '@/components/ui/icons';
import type { SearchResult } from '@/lib/search/retrieve';
import { readField, takeOverField } from '@/components/first-paint/fieldTakeOver';
import { foundLabel } from './labels';
import { runSearch } from './load-index';
import { SearchForm } from './SearchForm';
import { MoreResults, NoResults, SearchResults } from './SearchResults';

type Outcome =
  | { query: string; total: number; results: SearchResult[]; more: (offset: number) => Promise<SearchResult[]> }
  | { query: string; error: true };

/**
 * The search page island. The URL is the source of truth: q present runs the search on load; a
 * submit with non-blank text writes q into the URL, which runs it. The engine and the parts of the
 * index a query needs load only here, on first use; results beyond the first run load on request.
 */
export function SiteSearch() {
  const router = useRouter();
  const query = (useSearchParams().get('q') ?? '').trim();
  // The static form shown until this island runs hands over what was typed into it
  // (components/first-paint/fieldTakeOver.ts); untouched, the box starts from q.
  const [fallback] = useState(() => {
    const field = typeof document === 'undefined' ? null : document.getElementById('site-search');
    return field instanceof HTMLInputElement ? { field, state: readField(field)! } : null;
  });
  const [input, setInput] = useState(fallback?.state.value || query);
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (fallback && fallback.field !== inputRef.current) takeOverField(fallback.field, fallback.state, inputRef.current, setInput);
    // Once, as this form replaces the static one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  // Back and forward change q: the box follows the URL.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setInput(query);
  }

  useEffect(() => {
    if (!query) return;
    let current = true;
    runSearch(query)
      .then(async (search) => {
        const results = await search.results(0);
        if (current) setOutcome({ query, total: search.total, results, more: (offset) => search.results(offset) });
      })
      .catch(() => current && setOutcome({ query, error: true }));
    return () => {
      current = false;
    };
  }, [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = input.trim();
    if (!trimmed) return; // a blank query is not submitted
    router.push(`/search/?q=${encodeURIComponent(trimmed)}`, { scroll: false });
  };

  const showMore = async () => {
    if (!outcome || 'error' in outcome) return;
    // A failed load leaves the button to try again.
    const next = await outcome.more(outcome.results.length).catch(() => null);
    if (!next) return;
    setOutcome((shown) => (shown === outcome ? { ...outcome, results: [...outcome.results, ...next] } : shown));
  };

  const loading = Boolean(query) && outcome?.query !== query;
  return (
    <div>
      <SearchForm value={input} onChange={setInput} onSubmit={submit} inputRef={inputRef} />
      <div aria-live="polite" className="mt-10">
        {!query && <SearchPrompt />}
        {loading && (
          <p role="status" className="flex items-center justify-center gap-3 py-10 text-lg text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
            Searching...
          </p>
        )}
        {!loading && outcome && query && 'error' in outcome && (
          <p role="alert" className="text-center text-lg text-slate-700">
            Search is unavailable right now. Please reload the page and try again.
          </p>
        )}
        {!loading && outcome && query && 'results' in outcome && (
          <>
            <h2 className="text-xl font-semibold text-ink">{foundLabel(outcome.total, query)}</h2>
            {outcome.total ? <SearchResults results={outcome.results} /> : <NoResults query={query} />}
            {outcome.results.length < outcome.total && <MoreResults shown={outcome.results.length} total={outcome.total} onMore={showMore} />}
          </>
        )}
      </div>
    </div>
  );
}
