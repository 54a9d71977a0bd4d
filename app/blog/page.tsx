import { BlogIndex } from '@/components/blog/BlogIndex';
import { JsonLd } from '@/components/seo/JsonLd';
import { BLOG_SUBTITLE, BLOG_TITLE } from '@/lib/blog/copy';
import { blogListMetadata } from '@/lib/blog/metadata';
import { getAllPosts } from '@/lib/content/posts';
import { blogJsonLd } from '@/lib/seo/article';
import { absoluteUrl } from '@/lib/seo/metadata';

export const metadata = blogListMetadata('/blog/');

export default function BlogPage() {
  const posts = getAllPosts();
  return (
    <>
      <JsonLd
        data={blogJsonLd({
          name: BLOG_TITLE,
          description: BLOG_SUBTITLE,
          url: absoluteUrl('/blog/'),
          publisherLogo: absoluteUrl('/logo.svg'),
          posts: posts.map((post) => ({ ...post, url: absoluteUrl(`/blog/${post.slug}/`), image: absoluteUrl(post.image) })),
        })}
      />
      <BlogIndex posts={posts} />
    </>
  );
}
