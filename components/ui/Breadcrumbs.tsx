import Link from '@/components/ui/Link';
import { ChevronRight } from '@/components/ui/icons';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbList, type Crumb } from '@/lib/seo/jsonld';

/** A visible trail plus its BreadcrumbList; the last crumb is the current page. */
export function Breadcrumbs({ crumbs, tone = 'dark' }: { crumbs: readonly Crumb[]; tone?: 'dark' | 'light' }) {
  const linkClass = tone === 'dark' ? 'text-slate-300 hover:text-white' : 'text-slate-600 hover:text-brand-700';
  const currentClass = tone === 'dark' ? 'text-white' : 'text-ink';
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <JsonLd data={breadcrumbList(crumbs)} />
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className={`font-medium ${currentClass} line-clamp-1`}>
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className={`${linkClass} underline-offset-4 hover:underline`}>
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
