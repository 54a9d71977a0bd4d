import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/ui/PageHero';
import { categoryCounts } from '@/lib/blog/categories';
import { BLOG_SUBTITLE, BLOG_TITLE } from '@/lib/blog/copy';
import { pageCount, pageLabel, pagePosts } from '@/lib/blog/pagination';
import { BLOG_PATH, blogPageHref, postUrl } from '@/lib/blog/urls';
import type { Post } from '@/lib/content/posts';
import { blogJsonLd } from '@/lib/seo/article';
import { absoluteUrl } from '@/lib/seo/metadata';
import { CategoryGrid } from './CategoryGrid';
import { Pager } from './Pager';
import { PostGrid } from './PostCard';
import { StayUpdated } from './StayUpdated';

export const blogCrumbs = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: BLOG_PATH },
] as const;

/**
 * Page `page` of the blog list (newest first). `posts` is every published post: the category
 * counts cover all of them, the cards and the structured data this page's share only.
 */
export function BlogIndex({ posts, page = 1 }: { posts: readonly Post[]; page?: number }) {
  const count = pageCount(posts.length);
  const shown = pagePosts(posts, page);
  const crumbs = page > 1 ? [...blogCrumbs, { name: `Page ${page}`, path: blogPageHref(page) }] : blogCrumbs;
  return (
    <>
      <JsonLd
        data={blogJsonLd({
          name: BLOG_TITLE,
          description: BLOG_SUBTITLE,
          url: absoluteUrl(BLOG_PATH),
          publisherLogo: absoluteUrl('/logo.svg'),
          posts: shown.map((post) => ({ ...post, url: absoluteUrl(postUrl(post.slug)), image: absoluteUrl(post.image) })),
        })}
      />
      <PageHero eyebrow="Insights" title={BLOG_TITLE} subtitle={BLOG_SUBTITLE} crumbs={crumbs} />
      <div className="container-page py-16 sm:py-20">
        <h2 className="sr-only">{page > 1 ? `Articles, ${pageLabel(page, count).toLowerCase()}` : 'Latest articles'}</h2>
        <PostGrid posts={shown} headingLevel="h3" />
        <Pager base={BLOG_PATH} page={page} count={count} label="Blog pages" />
        <CategoryGrid title="Browse by Category" categories={categoryCounts(posts)} />
        <StayUpdated />
      </div>
    </>
  );
}
