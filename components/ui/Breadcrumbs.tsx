import Link from '@/components/ui/Link';
import { ChevronRight } from '@/components/ui/icons';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbList, type Crumb } from '@/lib/seo/jsonld';

/**
 * A visible trail plus its BreadcrumbList; the last crumb is the current page. Every trail sits
 * on a dark hero. Styled by `.crumbs` (app/globals.css) rather than per-element class lists: the
 * trail is on most pages, and its classes would be written into each page's markup and payloads.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="crumbs">
      <JsonLd data={breadcrumbList(crumbs)} />
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <>
                <Link href={crumb.path}>{crumb.name}</Link>
                <ChevronRight aria-hidden="true" />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
