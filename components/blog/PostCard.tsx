import Link from '@/components/ui/Link';
import { UserRound } from '@/components/ui/icons';
import type { Post } from '@/lib/content/posts';
import { cardImage } from '@/lib/blog/format';
import { postUrl } from '@/lib/blog/urls';
import { LocalDate } from './LocalDate';
import { CategoryBadge, ReadTime } from './PostMeta';

export type PostSummary = Pick<Post, 'slug' | 'title' | 'excerpt' | 'author' | 'category' | 'publishedDate' | 'readTime' | 'image'>;

/** One article card: every card has the same shape, whatever the text length. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const href = postUrl(post.slug);
  return (
    <article className="card post-card">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="post-card-pic">
        {/* eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized WebP */}
        <img
          src={cardImage(post.image)}
          width={800}
          height={450}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="post-card-body">
        <div className="post-card-meta">
          <CategoryBadge category={post.category} />
          <LocalDate date={post.publishedDate} />
        </div>
        <Heading className="post-card-title">
          <Link href={href}>
            {post.title}
          </Link>
        </Heading>
        <p className="post-card-excerpt">{post.excerpt}</p>
        <div className="post-card-foot">
          <div>
            <span>
              <UserRound aria-hidden="true" />
              <span>{post.author}</span>
            </span>
            <ReadTime minutes={post.readTime} />
          </div>
          <Link href={href} className="post-card-more">
            Read More →<span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The responsive grid of cards: 1 column small, 2 medium, 3 large. */
export function PostGrid({ posts, headingLevel }: { posts: readonly PostSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="post-grid">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
