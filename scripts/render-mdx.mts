/**
 * Renders one post body through the site's MDX pipeline (lib/mdx/options.ts, the same options
 * components/mdx/Mdx.tsx uses) and prints the HTML. Editors can preview a post without a build:
 *   node --import tsx scripts/render-mdx.mts content/blog/<slug>.mdx
 * The tests use it to prove hostile markup comes out inert.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { compileMDX } from 'next-mdx-remote/rsc';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxOptions } from '../lib/mdx/options';

const file = process.argv[2];
if (!file) {
  console.error('usage: node --import tsx scripts/render-mdx.mts <file.mdx>');
  process.exit(2);
}
const { content: source } = matter(fs.readFileSync(file, 'utf8'));
const { content } = await compileMDX({ source, options: mdxOptions });
process.stdout.write(renderToStaticMarkup(content));
