import { MDXRemote, type MDXRemoteProps } from 'next-mdx-remote/rsc';
import { CONTENT_BODY_CLASS, mdxOptions } from '@/lib/mdx/options';
import { cn } from '@/lib/cn';
import { ScrollTable } from './ScrollTable';

/** Renders trusted-shape, untrusted-content Markdown/MDX through the sanitising pipeline; tables come framed (ScrollTable). */
export async function Mdx({
  source,
  className,
  components,
}: {
  source: string;
  className?: string;
  /** Overrides for Markdown's own elements (e.g. headings with anchors); JSX in the source stays blocked. */
  components?: MDXRemoteProps['components'];
}) {
  return (
    <div className={cn(CONTENT_BODY_CLASS, className)}>
      <MDXRemote source={source} options={mdxOptions} components={{ table: ScrollTable, ...components }} />
    </div>
  );
}
