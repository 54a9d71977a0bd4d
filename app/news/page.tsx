import { BlogIndex } from '@/components/blog/BlogIndex';
import { blogListMetadata } from '@/lib/blog/metadata';
import { getAllPosts } from '@/lib/content/posts';

/** /news shows the blog list as an alias; its canonical is /blog/. */
export const metadata = blogListMetadata('/news/');

export default function NewsPage() {
  return <BlogIndex posts={getAllPosts()} />;
}
