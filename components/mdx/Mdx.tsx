import { MDXRemote } from 'next-mdx-remote/rsc';
import { mdxOptions } from '@/lib/mdx/options';
import { cn } from '@/lib/cn';

/** Renders trusted-shape, untrusted-content Markdown/MDX through the sanitising pipeline. */
export async function Mdx({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn('mdx-body', className)}>
      <MDXRemote source={source} options={mdxOptions} />
    </div>
  );
}
