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
    <article className="card group flex h-full w-full flex-col overflow-hidden transition-shadow duration-300 hover:shadow-[var(--shadow-lift)]">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden bg-brand-950">
        {/* eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized WebP */}
        <img
          src={cardImage(post.image)}
          width={800}
          height={450}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-500">
          <CategoryBadge category={post.category} />
          <LocalDate date={post.publishedDate} />
        </div>
        <Heading className="mt-4 line-clamp-2 text-xl leading-snug font-bold text-ink">
          <Link href={href} className="hover:text-brand-700 focus-visible:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 leading-7 text-slate-600">{post.excerpt}</p>
        <div className="mt-auto pt-6">
          <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{post.author}</span>
            </span>
            <ReadTime minutes={post.readTime} className="shrink-0" />
          </div>
          <Link
            href={href}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
          >
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
    <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
