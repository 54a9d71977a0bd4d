import { PageHero } from '@/components/ui/PageHero';
import { site } from '@/content/site';
import { categoryCounts, categoryHref } from '@/lib/blog/categories';
import { pageCount, pageLabel, pagePosts } from '@/lib/blog/pagination';
import { categoryPageHref } from '@/lib/blog/urls';
import type { Post } from '@/lib/content/posts';
import { CategoryGrid } from './CategoryGrid';
import { EmptyCategory } from './EmptyCategory';
import { Pager } from './Pager';
import { PostGrid } from './PostCard';
import { StayUpdated } from './StayUpdated';

/**
 * Page `page` of a category's articles in a card grid; `posts` is every post, for the article
 * count (all of the category's posts, whatever the page) and the category grid.
 */
export function CategoryView({ category, posts, page = 1 }: { category: string; posts: readonly Post[]; page?: number }) {
  const inCategory = posts.filter((post) => post.category === category);
  const count = pageCount(inCategory.length);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog/' },
    { name: category, path: categoryHref(category) },
    ...(page > 1 ? [{ name: `Page ${page}`, path: categoryPageHref(category, page) }] : []),
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
            <h2 className="sr-only">
              Articles in {category}
              {page > 1 && `, ${pageLabel(page, count).toLowerCase()}`}
            </h2>
            <PostGrid posts={pagePosts(inCategory, page)} headingLevel="h3" />
            <Pager base={categoryHref(category)} page={page} count={count} label={`${category} pages`} />
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
