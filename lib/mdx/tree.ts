/**
 * A post's or legal page's body as the sanitised HTML tree the page shows, built without
 * running anything: the MDX parser and the page's own plugins (lib/mdx/options.ts), stopped at
 * the HTML tree instead of going on to JavaScript as next-mdx-remote does for the page.
 *
 * MDX's own nodes (JSX elements, {expressions} and {comments}, import/export) are dropped when
 * the Markdown tree becomes HTML; on the page they are dropped by rehype-sanitize one step later,
 * so both trees hold the same text (tests/unit/content/mdx-tree.test.ts compares them). The MDX
 * compiler itself is not used here because it cannot be loaded synchronously by the build scripts.
 */
import type { Root } from 'hast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { mdxPlugins } from './options';

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(mdxPlugins.remarkPlugins as PluggableList)
  // Any node that is not Markdown is dropped, children included, as the sanitiser drops it on the page.
  .use(remarkRehype, { unknownHandler: () => undefined })
  .use(mdxPlugins.rehypePlugins as PluggableList)
  .freeze();

/**
 * The last tree, kept for the next call with the same source: an article page asks for its
 * body's tree twice (word count, contents list), and a build of 1,000 posts would otherwise
 * parse every body one extra time. Callers read the tree; none may change it.
 */
let last: { source: string; tree: Root } | undefined;

/** Parses and transforms synchronously; throws (with line and column) on invalid MDX. */
export function mdxToTree(source: string): Root {
  if (last?.source !== source) last = { source, tree: processor.runSync(processor.parse(source)) as Root };
  return last.tree;
}
