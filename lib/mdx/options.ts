/**
 * The one MDX pipeline for posts and legal pages. JavaScript in MDX is blocked,
 * rehype-sanitize drops every JSX element and raw HTML (script, iframe, on* handlers),
 * every expression and comment ({...}) and every link whose protocol is not allowed;
 * headings then get ids from their text (after sanitising, so they keep no prefix) and
 * links open in a new tab without opener access.
 */
import remarkGfm from 'remark-gfm';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import type { MDXRemoteProps } from 'next-mdx-remote/rsc';

type SerializeOptions = NonNullable<MDXRemoteProps['options']>;

export const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

export const sanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: [...ALLOWED_LINK_PROTOCOLS] },
};

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** Every surviving link opens in a new tab without opener access. */
export function rehypeLinkTargets() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'a' && node.properties?.href) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

/** The class of the element that holds a rendered body; the site text step reads a page's body from it. */
export const CONTENT_BODY_CLASS = 'mdx-body';

type MdxCompileOptions = NonNullable<SerializeOptions['mdxOptions']>;

/** Shared by the page (next-mdx-remote) and by lib/mdx/tree.ts, so both see the same tree. */
export const mdxPlugins = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [[rehypeSanitize, sanitizeSchema], rehypeSlug, rehypeLinkTargets],
} satisfies Pick<MdxCompileOptions, 'remarkPlugins' | 'rehypePlugins'>;

export const mdxOptions: SerializeOptions = {
  blockJS: true,
  blockDangerousJS: true,
  mdxOptions: mdxPlugins,
};
