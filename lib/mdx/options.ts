/**
 * The one MDX pipeline for posts and legal pages. JavaScript in MDX is blocked,
 * rehype-sanitize drops every JSX element and raw HTML (script, iframe, on* handlers)
 * and every link whose protocol is not allowed; links then open in a new tab with no
 * opener access (spec 001 §2.4).
 */
import remarkGfm from 'remark-gfm';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
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

export const mdxOptions: SerializeOptions = {
  blockJS: true,
  blockDangerousJS: true,
  mdxOptions: {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [[rehypeSanitize, sanitizeSchema], rehypeLinkTargets],
  },
};
