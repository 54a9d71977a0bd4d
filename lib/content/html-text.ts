/**
 * The one step from rendered HTML to text. The search index, the assistant's knowledge and the
 * word counts read what a visitor gets (an exported page, or a body rendered by the page's own
 * pipeline), never the Markdown source, so text the page hides (MDX comments, removed JSX,
 * scripts) exists nowhere else either.
 *
 * HTML is parsed by parse5 (through hast-util-from-html) and turned into text with the DOM's
 * innerText rules (hast-util-to-text); this module only decides which part of a page is its
 * content and where a section starts.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { CONTENT_BODY_CLASS } from '@/lib/mdx/options';

/** Text under one heading: `heading` is '' and `anchor` absent for what comes before the first one. */
export type PageSection = { heading: string; anchor?: string; text: string };

export type PageText = {
  /** Site path, e.g. /blog/edge-ai/ */
  url: string;
  /** The page's <h1>, or its <title> when it has none. */
  title: string;
  /** The meta description, '' when absent. */
  description: string;
  sections: PageSection[];
};

const HEADING = /^h[1-6]$/;

/**
 * Parts of the content that are controls or decoration, not reading matter: navigation (the
 * breadcrumb), forms and buttons, and anything hidden from everyone or from assistive technology.
 */
const NOT_CONTENT = new Set(['nav', 'form', 'button', 'svg', 'script', 'style', 'template', 'noscript']);

function isSkipped(node: Element): boolean {
  const props = node.properties ?? {};
  return NOT_CONTENT.has(node.tagName) || props.hidden === true || props.hidden === '' || String(props.ariaHidden) === 'true';
}

/** Visible text with runs of white space collapsed and blank lines dropped. */
export function textOf(node: Root | RootContent): string {
  return toText(node as Root)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const containsHeading = (node: Element): boolean =>
  node.children.some((child) => child.type === 'element' && (HEADING.test(child.tagName) || containsHeading(child)));

/**
 * The content split at every heading (h1–h6), in document order. A block that holds no heading
 * is read whole, so its text keeps the line breaks a reader sees; a block that holds one is
 * walked into. Headings without an id get no anchor.
 */
export function sectionsOf(root: Root | Element): PageSection[] {
  const sections: PageSection[] = [];
  let current: { heading: string; anchor?: string; blocks: string[] } = { heading: '', blocks: [] };
  const close = () => {
    const text = current.blocks.filter(Boolean).join('\n');
    if (current.heading || text) sections.push({ heading: current.heading, ...(current.anchor ? { anchor: current.anchor } : {}), text });
  };
  const visit = (node: Root | ElementContent | RootContent) => {
    if (node.type === 'text') return void current.blocks.push(node.value.replace(/\s+/g, ' ').trim());
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (isSkipped(node)) return;
      if (HEADING.test(node.tagName)) {
        close();
        const id = node.properties?.id;
        current = { heading: textOf(withoutSkipped(node)), ...(typeof id === 'string' && id ? { anchor: id } : {}), blocks: [] };
        return;
      }
      if (!containsHeading(node)) return void current.blocks.push(textOf(withoutSkipped(node)));
    }
    node.children.forEach(visit);
  };
  visit(root);
  close();
  return sections;
}

/** A copy of the element without its controls and hidden parts, for reading as one block. */
function withoutSkipped(node: Element): Element {
  return {
    ...node,
    children: node.children
      .filter((child) => child.type !== 'element' || !isSkipped(child))
      .map((child) => (child.type === 'element' ? withoutSkipped(child) : child)),
  };
}

/** Parses a whole HTML document with parse5. */
export function parseHtml(html: string): Root {
  return fromHtml(html);
}

/**
 * What a page says: its title, description and content sections. The content is the rendered
 * body of an article or legal page (the `.mdx-body` element) when the page has one, otherwise
 * everything inside <main>.
 */
export function extractPage(html: string, url: string): PageText {
  const tree = parseHtml(html);
  const main = select('main', tree);
  const content = select(`main .${CONTENT_BODY_CLASS}`, tree) ?? main ?? select('body', tree) ?? tree;
  const h1 = main ? select('h1', main) : undefined;
  const titleElement = select('title', tree);
  const description = select('meta[name="description"]', tree)?.properties?.content;
  return {
    url,
    title: h1 ? textOf(withoutSkipped(h1)) : titleElement ? textOf(titleElement) : '',
    description: typeof description === 'string' ? description.trim() : '',
    sections: sectionsOf(content),
  };
}

/** The sections as plain text: each heading on its own line, then its text. */
export function sectionsText(sections: readonly PageSection[]): string {
  return sections.flatMap((section) => [section.heading, section.text]).filter(Boolean).join('\n');
}

/** Words as a reader counts them: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
