'use client';

import { useState } from 'react';
import Link from '@/components/ui/Link';
import { LocalDate } from '@/components/blog/LocalDate';
import type { SearchResult, SearchResultType } from '@/lib/search/retrieve';
import { showingLabel } from './labels';
import { moreTagsLabel, visibleTags } from './tags';

const typeLabels: Record<SearchResultType, string> = { blog: 'Article', service: 'Service', company: 'Company' };

function ResultCard({ result }: { result: SearchResult }) {
  const { shown, more } = visibleTags(result.tags);
  return (
    <li className="card p-6 transition-shadow hover:shadow-[var(--shadow-lift)]">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-600 px-2.5 py-1 text-white">{typeLabels[result.type]}</span>
        {result.category && <span className="rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 text-brand-700">{result.category}</span>}
      </div>
      <h3 className="mt-3 text-xl font-bold">
        <Link href={result.url} className="hover:text-brand-700">
          {result.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm break-all text-accent-700">{result.url}</p>
      <p className="mt-3 line-clamp-3 leading-7 text-slate-600">{result.excerpt}</p>
      {shown.length > 0 && (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2 text-sm">
          {shown.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
              {tag}
            </li>
          ))}
          {more > 0 && <li className="rounded-full bg-slate-200 px-3 py-1 font-medium text-slate-800">{moreTagsLabel(more)}</li>}
        </ul>
      )}
      {(result.date || result.author) && (
        <p className="mt-4 flex flex-wrap gap-x-4 text-sm text-slate-600">
          {result.date && <LocalDate date={result.date} />}
          {result.author && <span>By {result.author}</span>}
        </p>
      )}
    </li>
  );
}

export function SearchResults({ results }: { results: readonly SearchResult[] }) {
  return (
    <ul aria-label="Search results" className="mt-8 grid gap-5">
      {results.map((result) => (
        <ResultCard key={result.id} result={result} />
      ))}
    </ul>
  );
}

export function NoResults({ query }: { query: string }) {
  return (
    <div className="card mt-8 px-6 py-12 text-center">
      <h2 className="text-2xl font-bold">No results found</h2>
      <p className="mx-auto mt-3 max-w-lg leading-7 text-slate-600">
        We couldn&apos;t find any results for &quot;{query}&quot;. Try different keywords or browse our services.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/services/" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Browse services
        </Link>
        <Link href="/blog/" className="rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-slate-300 hover:ring-brand-400">
          Read the blog
        </Link>
      </div>
    </div>
  );
}

/** Results beyond the first run load when the visitor asks for them. */
export function MoreResults({ shown, total, onMore }: { shown: number; total: number; onMore: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="mt-8 text-center">
      <p className="text-sm text-slate-600">{showingLabel(shown, total)}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onMore().finally(() => setBusy(false));
        }}
        className="mt-3 rounded-full px-5 py-2.5 font-semibold text-brand-700 ring-1 ring-slate-300 hover:ring-brand-400 disabled:opacity-60"
      >
        {busy ? 'Loading...' : 'Show more results'}
      </button>
    </div>
  );
}
