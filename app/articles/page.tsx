import { BlogIndex } from '@/components/blog/BlogIndex';
import { blogListMetadata } from '@/lib/blog/metadata';
import { getAllPosts } from '@/lib/content/posts';

/** /articles shows the blog list as an alias; its canonical is /blog/. */
export const metadata = blogListMetadata('/articles/');

export default function ArticlesPage() {
  return <BlogIndex posts={getAllPosts()} />;
}
