import { notFound } from 'next/navigation';
import { CategoryView } from '@/components/blog/CategoryView';
import { categorySlug, distinctCategories, findCategory } from '@/lib/blog/categories';
import { categoryMetadata } from '@/lib/blog/metadata';
import { pageCount, parsePageNumber } from '@/lib/blog/pagination';
import { getAllPosts } from '@/lib/content/posts';

/** `page` is absent on a category's first page (/blog/category/x/) and ['page', 'n'] on page n (…/page/n/). */
type Props = { params: Promise<{ category: string; page?: string[] }> };

/*
 * An unknown category could either reach the not-found page or show the raw value as its
 * name. This site takes the first: an
 * unknown category is an unknown page and reaches the not-found page. Only the known
 * categories are exported (dynamicParams = false), so echoing the raw value as a heading
 * (the second reading) could never be served by a static host anyway.
 *
 * A category's pages are one optional catch-all route, so the route always exports at least the
 * first page of each category (with `output: 'export'` a dynamic route must export a page, and a
 * category of one page has no page 2).
 */
export const dynamicParams = false;

const categories = () => distinctCategories(getAllPosts());
const postsIn = (category: string) => getAllPosts().filter((post) => post.category === category);

export function generateStaticParams() {
  return categories().flatMap((category) =>
    Array.from({ length: pageCount(postsIn(category).length) }, (_, index) => ({
      category: categorySlug(category),
      page: index === 0 ? [] : ['page', String(index + 1)],
    })),
  );
}

/** The category and page a route's parameters name, or null for an address the site does not have. */
async function resolve(params: Props['params']) {
  const { category: param, page: rest = [] } = await params;
  const category = findCategory(categories(), param);
  if (!category) return null;
  const count = pageCount(postsIn(category).length);
  if (!rest.length) return { category, page: 1, count };
  const page = rest.length === 2 && rest[0] === 'page' ? parsePageNumber(rest[1], count) : null;
  // Page 1 has one address, the category's own.
  return page && page > 1 ? { category, page, count } : null;
}

export async function generateMetadata({ params }: Props) {
  const found = await resolve(params);
  return found ? categoryMetadata(found.category, postsIn(found.category).length, found.page, found.count) : {};
}

export default async function CategoryPage({ params }: Props) {
  const found = await resolve(params);
  if (!found) notFound();
  return <CategoryView category={found.category} posts={getAllPosts()} page={found.page} />;
}
