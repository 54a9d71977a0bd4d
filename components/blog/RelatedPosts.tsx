import Link from '@/components/ui/Link';
import { cardImage } from '@/lib/blog/format';
import type { Post } from '@/lib/content/posts';
import { postUrl } from '@/lib/blog/urls';
import { CategoryBadge, ReadTime } from './PostMeta';

/**
 * Up to three related articles: image, title link, two-line excerpt, read time and category.
 * A phone swipes through them; from 768 px they stand in three columns.
 */
export function RelatedPosts({ title, posts }: { title: string; posts: readonly Post[] }) {
  if (!posts.length) return null;
  return (
    <section aria-labelledby="related-articles" className="border-t border-slate-200 bg-slate-50 py-12 sm:py-20">
      <div className="container-page">
        <h2 id="related-articles" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <ul className="swipe-row mt-6 sm:mt-8 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0">
          {posts.map((post) => (
            <li key={post.slug} className="card related-card">
              {/* eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized WebP */}
              <img src={cardImage(post.image)} width={800} height={450} alt="" loading="lazy" />
              <div>
                <h3>
                  <Link href={postUrl(post.slug)}>
                    {post.title}
                  </Link>
                </h3>
                <p>{post.excerpt}</p>
                <div className="related-card-foot">
                  <ReadTime minutes={post.readTime} />
                  <CategoryBadge category={post.category} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
