import { PageHero } from '@/components/ui/PageHero';
import { site } from '@/content/site';
import { categoryCounts, categoryHref } from '@/lib/blog/categories';
import type { Post } from '@/lib/content/posts';
import { CategoryGrid } from './CategoryGrid';
import { EmptyCategory } from './EmptyCategory';
import { PostGrid } from './PostCard';
import { StayUpdated } from './StayUpdated';

/** A category's articles in a card grid; `posts` is every post, for the category grid. */
export function CategoryView({ category, posts }: { category: string; posts: readonly Post[] }) {
  const inCategory = posts.filter((post) => post.category === category);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog/' },
    { name: category, path: categoryHref(category) },
  ];
  return (
    <>
      <PageHero
        eyebrow="Category"
        title={`${category} Blog`}
        subtitle={`${inCategory.length} ${inCategory.length === 1 ? 'article' : 'articles'} on ${category}, written by the ${site.shortName} team.`}
        crumbs={crumbs}
      />
      <div className="container-page py-16 sm:py-20">
        {inCategory.length ? (
          <>
            <h2 className="sr-only">Articles in {category}</h2>
            <PostGrid posts={inCategory} headingLevel="h3" />
          </>
        ) : (
          <EmptyCategory />
        )}
        <CategoryGrid title="Browse All Categories" categories={categoryCounts(posts)} current={category} />
        <StayUpdated />
      </div>
    </>
  );
}
