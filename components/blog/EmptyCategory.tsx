import { Newspaper } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/Button';

/** A category without articles: 'No Articles Found' and a way back to the blog. */
export function EmptyCategory() {
  return (
    <div className="card mx-auto max-w-2xl px-6 py-14 text-center">
      <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Newspaper className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-bold">No Articles Found</h2>
      <p className="mx-auto mt-3 max-w-md leading-7 text-slate-600">
        We don&apos;t have any articles in this category yet. Check back soon for new content!
      </p>
      <ButtonLink href="/blog/" className="mt-8">
        Browse All Articles
      </ButtonLink>
    </div>
  );
}
