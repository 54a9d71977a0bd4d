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
    <section className="article-hero">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized WebP */}
      <img
        src={image}
        width={1280}
        height={720}
        alt=""
        fetchPriority="high"
      />
      <div aria-hidden="true" className="article-hero-shade" />
      <div className="container-page">
        <Breadcrumbs crumbs={crumbs} />
        <div className="article-hero-meta">
          <CategoryBadge category={category} tone="dark" />
          <span>
            <CalendarDays aria-hidden="true" />
            <LocalDate date={publishedDate} />
          </span>
        </div>
        <h1>{title}</h1>
        <p>{excerpt}</p>
      </div>
    </section>
  );
}
