import Link from '@/components/ui/Link';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { listPageHref, pageLabel, pagerItems } from '@/lib/blog/pagination';

const step = 'inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold';
const number = 'grid size-11 place-items-center rounded-full text-sm font-semibold';
const idle = 'text-ink ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-700 hover:ring-brand-300';

/**
 * The numbered pages of a list: the previous and next pages (rel prev/next, so a browser or
 * reader can step through them too), the first and last pages and those around this one. Plain
 * links, so it works before any script runs. Nothing shows for a list of one page.
 */
export function Pager({ base, page, count, label }: { base: string; page: number; count: number; label: string }) {
  if (count <= 1) return null;
  return (
    // On a phone the numbers take the first row and Previous / Next the row below, at its two ends;
    // from 640 px all stand in one row.
    <nav
      aria-label={`${label}, ${pageLabel(page, count).toLowerCase()}`}
      className="mt-12 grid grid-cols-2 items-center gap-4 sm:flex sm:flex-wrap sm:justify-center sm:gap-3"
    >
      {page > 1 && (
        <Link href={listPageHref(base, page - 1)} rel="prev" className={cn(step, idle, 'row-start-2 justify-self-start')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous<span className="sr-only"> page</span>
        </Link>
      )}
      <ol className="col-span-2 row-start-1 flex flex-wrap items-center justify-center gap-1.5">
        {pagerItems(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span aria-current="page" className={cn(number, 'bg-brand-600 text-white')}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link href={listPageHref(base, item.page)} className={cn(number, idle)}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < count && (
        <Link href={listPageHref(base, page + 1)} rel="next" className={cn(step, idle, 'col-start-2 row-start-2 justify-self-end')}>
          Next<span className="sr-only"> page</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
