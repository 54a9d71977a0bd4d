import Link from '@/components/ui/Link';
import { FolderOpen } from '@/components/ui/icons';
import { categoryHref } from '@/lib/blog/categories';
import { cn } from '@/lib/cn';

export type CategoryCount = { name: string; count: number };

/** 'Browse by Category' / 'Browse All Categories': links to every category; the current one is highlighted. */
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
    <section aria-labelledby="blog-categories" className="mt-20">
      <h2 id="blog-categories" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map(({ name, count }) => {
          const active = name === current;
          return (
            <li key={name}>
              <Link
                href={categoryHref(name)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-full items-center gap-3 rounded-2xl border p-4 transition-colors',
                  active
                    ? 'border-brand-600 bg-brand-600 text-white shadow-[var(--shadow-lift)]'
                    : 'border-slate-200 bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('grid size-10 shrink-0 place-items-center rounded-xl', active ? 'bg-white/15' : 'bg-brand-50 text-brand-600')}
                >
                  <FolderOpen className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold">{name}</span>
                  <span className={cn('block text-sm', active ? 'text-brand-100' : 'text-slate-500')}>
                    {count} {count === 1 ? 'article' : 'articles'}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
