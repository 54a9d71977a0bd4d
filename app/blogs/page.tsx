import { BlogIndex } from '@/components/blog/BlogIndex';
import { blogListMetadata } from '@/lib/blog/metadata';
import { getAllPosts } from '@/lib/content/posts';

/** /blogs shows the blog list as an alias; its canonical is /blog/. */
export const metadata = blogListMetadata('/blogs/');

export default function BlogsPage() {
  return <BlogIndex posts={getAllPosts()} />;
}
