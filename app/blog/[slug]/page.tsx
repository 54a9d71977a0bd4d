import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/blog/ArticleView';
import { articleMetadata } from '@/lib/blog/metadata';
import { getAllPosts, getPost } from '@/lib/content/posts';

type Props = { params: Promise<{ slug: string }> };

// Only the known articles are exported; any other slug reaches the not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props) {
  const post = getPost((await params).slug);
  return post ? articleMetadata(post) : {};
}

export default async function ArticlePage({ params }: Props) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return <ArticleView post={post} allPosts={getAllPosts()} />;
}
