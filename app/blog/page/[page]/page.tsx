import { notFound } from 'next/navigation';
import { BlogIndex } from '@/components/blog/BlogIndex';
import { blogListMetadata } from '@/lib/blog/metadata';
import { pageCount, parsePageNumber } from '@/lib/blog/pagination';
import { getAllPosts } from '@/lib/content/posts';

type Props = { params: Promise<{ page: string }> };

// Only the list's own pages are exported; any other number reaches the not-found page.
export const dynamicParams = false;

const pages = () => pageCount(getAllPosts().length);

/*
 * Pages 2 and on of the blog list, and page 1 again: with `output: 'export'` a dynamic route must
 * export at least one page, and a blog of one page has no page 2. So /blog/page/1/ always exists,
 * as a second address of /blog/ (its canonical); hosts that read `_redirects` answer it with a
 * redirect to /blog/ (scripts/security-headers.ts writes the rule).
 */
export function generateStaticParams() {
  return Array.from({ length: pages() }, (_, index) => ({ page: String(index + 1) }));
}

export async function generateMetadata({ params }: Props) {
  const page = parsePageNumber((await params).page, pages());
  return page ? blogListMetadata(page, pages(), { alias: page === 1 }) : {};
}

export default async function BlogListPage({ params }: Props) {
  const page = parsePageNumber((await params).page, pages());
  if (!page) notFound();
  return <BlogIndex posts={getAllPosts()} page={page} />;
}
