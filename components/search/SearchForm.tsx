import type { FormEvent, Ref } from 'react';
import { Search } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/Button';

/**
 * The search box; also rendered as the static fallback before the island runs, where it is a
 * plain GET form to /search/ that works without script.
 */
export function SearchForm({
  value,
  onChange,
  onSubmit,
  inputRef,
}: {
  value?: string;
  onChange?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <form role="search" action="/search/" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor="site-search" className="sr-only">
        Search articles, services and company pages
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          id="site-search"
          type="search"
          name="q"
          value={value}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          placeholder="Search articles, services and more..."
          autoComplete="off"
          enterKeyHint="search"
          className="h-14 w-full rounded-full border border-slate-300 bg-white pr-5 pl-13 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      <button type="submit" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'h-14' })}>
        Search
      </button>
    </form>
  );
}
