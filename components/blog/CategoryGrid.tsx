import Link from '@/components/ui/Link';
import { FolderOpen } from '@/components/ui/icons';
import { categoryHref } from '@/lib/blog/categories';

export type CategoryCount = { name: string; count: number };

/**
 * 'Browse by Category' / 'Browse All Categories': links to every category; the current one is
 * highlighted. Styled by `.category-grid` (app/globals.css), as it repeats on every list page.
 */
export function CategoryGrid({
  title,
  categories,
  current,
}: {
  title: string;
  categories: readonly CategoryCount[];
  current?: string;
}) {
  return (
    <section aria-labelledby="blog-categories" className="category-grid">
      <h2 id="blog-categories">{title}</h2>
      <ul>
        {categories.map(({ name, count }) => (
          <li key={name}>
            <Link href={categoryHref(name)} aria-current={name === current ? 'page' : undefined}>
              <span aria-hidden="true">
                <FolderOpen />
              </span>
              <span>
                <b>{name}</b>
                <small>
                  {count} {count === 1 ? 'article' : 'articles'}
                </small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
