import Link from '@/components/ui/Link';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { listPageHref, pageLabel, pagerItems } from '@/lib/blog/pagination';

/**
 * The numbered pages of a list: the previous and next pages (rel prev/next, so a browser or
 * reader can step through them too), the first and last pages and those around this one. Plain
 * links, so it works before any script runs. Nothing shows for a list of one page. Styled by
 * `.pager` (app/globals.css): its links repeat on every list page, in the markup and each payload.
 */
export function Pager({ base, page, count, label }: { base: string; page: number; count: number; label: string }) {
  if (count <= 1) return null;
  return (
    // On a phone the numbers take the first row and Previous / Next the row below, at its two ends;
    // from 640 px all stand in one row.
    <nav aria-label={`${label}, ${pageLabel(page, count).toLowerCase()}`} className="pager">
      {page > 1 && (
        <Link href={listPageHref(base, page - 1)} rel="prev">
          <ChevronLeft aria-hidden="true" />
          Previous<span className="sr-only"> page</span>
        </Link>
      )}
      <ol>
        {pagerItems(page, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span aria-current="page">
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link href={listPageHref(base, item.page)}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < count && (
        <Link href={listPageHref(base, page + 1)} rel="next">
          Next<span className="sr-only"> page</span>
          <ChevronRight aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
