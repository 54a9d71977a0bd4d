import { CalendarDays } from '@/components/ui/icons';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { Crumb } from '@/lib/seo/jsonld';
import { LocalDate } from './LocalDate';
import { CategoryBadge } from './PostMeta';

/** The article's opening band: cover image under a dark overlay. */
export function ArticleHero({
  title,
  excerpt,
  category,
  publishedDate,
  image,
  crumbs,
}: {
  title: string;
  excerpt: string;
  category: string;
  publishedDate: string;
  image: string;
  crumbs: readonly Crumb[];
}) {
  return (
    <section className="relative isolate overflow-hidden bg-night pt-32 pb-16 text-white sm:pt-40 sm:pb-20">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized WebP */}
      <img
        src={image}
        width={1600}
        height={900}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-night/85 via-night/80 to-night/95" />
      <div className="container-page">
        <Breadcrumbs crumbs={crumbs} />
        <div className="mt-8 flex flex-wrap items-center gap-3 text-sm text-slate-200">
          <CategoryBadge category={category} tone="dark" />
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <LocalDate date={publishedDate} />
          </span>
        </div>
        <h1 className="mt-5 max-w-4xl text-3xl leading-tight font-extrabold text-white sm:text-5xl sm:leading-[1.1]">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-200">{excerpt}</p>
      </div>
    </section>
  );
}
