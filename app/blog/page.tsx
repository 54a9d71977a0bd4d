import { BlogIndex } from '@/components/blog/BlogIndex';
import { blogListMetadata } from '@/lib/blog/metadata';
import { pageCount } from '@/lib/blog/pagination';
import { getAllPosts } from '@/lib/content/posts';

export const metadata = blogListMetadata(1, pageCount(getAllPosts().length));

/** The blog list's first page: the newest posts. Later pages are app/blog/page/[page]/. */
export default function BlogPage() {
  return <BlogIndex posts={getAllPosts()} />;
}
