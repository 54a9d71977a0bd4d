/**
 * Renders an MDX body to HTML exactly as the page does: next-mdx-remote with the site's options
 * (lib/mdx/options.ts, the same ones components/mdx/Mdx.tsx passes), then React's static
 * renderer. For build scripts and tests; pages render through components/mdx/Mdx.tsx.
 */
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxOptions } from '../../lib/mdx/options';

/** The body's HTML (what the page puts inside its .mdx-body element). Rejects on invalid MDX. */
export async function renderBodyHtml(source: string): Promise<string> {
  const { content } = await compileMDX({ source, options: mdxOptions });
  return renderToStaticMarkup(content);
}
