import { PageHero } from '@/components/ui/PageHero';
import { categoryCounts } from '@/lib/blog/categories';
import { BLOG_SUBTITLE, BLOG_TITLE } from '@/lib/blog/copy';
import type { Post } from '@/lib/content/posts';
import { CategoryGrid } from './CategoryGrid';
import { PostGrid } from './PostCard';
import { StayUpdated } from './StayUpdated';

export const blogCrumbs = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blog/' },
] as const;

/** The blog list, shown at /blog and at its aliases /blogs, /articles and /news. */
export function BlogIndex({ posts }: { posts: readonly Post[] }) {
  return (
    <>
      <PageHero eyebrow="Insights" title={BLOG_TITLE} subtitle={BLOG_SUBTITLE} crumbs={blogCrumbs} />
      <div className="container-page py-16 sm:py-20">
        <h2 className="sr-only">Latest articles</h2>
        <PostGrid posts={posts} headingLevel="h3" />
        <CategoryGrid title="Browse by Category" categories={categoryCounts(posts)} />
        <StayUpdated />
      </div>
    </>
  );
}
