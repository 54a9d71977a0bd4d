import { Mdx } from '@/components/mdx/Mdx';
import { JsonLd } from '@/components/seo/JsonLd';
import { categoryHref } from '@/lib/blog/categories';
import { articleContents, contentsToShow } from '@/lib/blog/contents';
import { latestOtherPosts, relatedPosts } from '@/lib/blog/related';
import { resolveSummary } from '@/lib/blog/summary';
import { postWordCount, type Post } from '@/lib/content/posts';
import { articleJsonLd } from '@/lib/seo/article';
import { absoluteUrl } from '@/lib/seo/metadata';
import { postUrl } from '@/lib/blog/urls';
import { AiSummary } from './AiSummary';
import { ArticleContents } from './ArticleContents';
import { ArticleByline } from './ArticleByline';
import { ArticleHero } from './ArticleHero';
import { RelatedPosts } from './RelatedPosts';
import { ShareLinks } from './ShareLinks';

/** The article page. */
export function ArticleView({ post, allPosts }: { post: Post; allPosts: readonly Post[] }) {
  const url = absoluteUrl(postUrl(post.slug));
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog/' },
    { name: post.category, path: categoryHref(post.category) },
    { name: post.title, path: postUrl(post.slug) },
  ];
  const related = relatedPosts(post, allPosts);
  const more = related.length ? related : latestOtherPosts(post, allPosts);
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          title: post.title,
          description: post.excerpt,
          wordCount: postWordCount(post),
          author: post.author,
          publishedDate: post.publishedDate,
          updatedDate: post.updatedDate,
          image: absoluteUrl(post.image),
          url,
          category: post.category,
          tags: post.tags,
          readTime: post.readTime,
          blogUrl: absoluteUrl('/blog/'),
          publisherLogo: absoluteUrl('/logo.svg'),
        })}
      />
      <ArticleHero
        title={post.title}
        excerpt={post.excerpt}
        category={post.category}
        publishedDate={post.publishedDate}
        image={post.image}
        crumbs={crumbs}
      />
      <article className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <ArticleByline author={post.author} readTime={post.readTime} tags={post.tags} />
          <AiSummary summary={resolveSummary(post)} />
          <ArticleContents entries={contentsToShow(articleContents(post.content))} />
          <Mdx source={post.content} />
          <ShareLinks title={post.title} url={url} />
        </div>
      </article>
      <RelatedPosts title={related.length ? 'Related Articles' : 'More from the blog'} posts={more} />
    </>
  );
}
