import { notFound } from 'next/navigation';
import { CategoryView } from '@/components/blog/CategoryView';
import { categorySlug, distinctCategories, findCategory } from '@/lib/blog/categories';
import { categoryMetadata } from '@/lib/blog/metadata';
import { getAllPosts } from '@/lib/content/posts';

type Props = { params: Promise<{ category: string }> };

/*
 * An unknown category could either reach the not-found page or show the raw value as its
 * name. This site takes the first: an
 * unknown category is an unknown page and reaches the not-found page. Only the known
 * categories are exported (dynamicParams = false), so echoing the raw value as a heading
 * (the second reading) could never be served by a static host anyway.
 */
export const dynamicParams = false;

const categories = () => distinctCategories(getAllPosts());

export function generateStaticParams() {
  return categories().map((category) => ({ category: categorySlug(category) }));
}

export async function generateMetadata({ params }: Props) {
  const category = findCategory(categories(), (await params).category);
  if (!category) return {};
  return categoryMetadata(category, getAllPosts().filter((post) => post.category === category).length);
}

export default async function CategoryPage({ params }: Props) {
  const category = findCategory(categories(), (await params).category);
  if (!category) notFound();
  return <CategoryView category={category} posts={getAllPosts()} />;
}
