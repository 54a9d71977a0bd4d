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

/**
 * Text under one heading: `heading` is '' (`level` 0) and `anchor` absent for what comes before the
 * first one; `level` is the heading's rank (2 for <h2>), so a section's subsections can be told apart.
 */
export type PageSection = { heading: string; level: number; anchor?: string; text: string };

export type PageText = {
  /** Site path, e.g. /blog/edge-ai/ */
  url: string;
  /** The page's <h1>, or its <title> when it has none. */
  title: string;
  /** The page's name as its breadcrumb's last step shows it ("Cloud Solutions"), '' without a breadcrumb. */
  name: string;
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

const containsHeading = (node: Element): boolean =>
  node.children.some((child) => child.type === 'element' && (HEADING.test(child.tagName) || containsHeading(child)));

/** Elements whose text runs inside a sentence, a list or a table: a link there is part of what is said. */
const RUNNING_TEXT = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote', 'figcaption', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function isSkipped(node: Element, inRunningText: boolean): boolean {
  const props = node.properties ?? {};
  if (NOT_CONTENT.has(node.tagName) || props.hidden === true || props.hidden === '' || String(props.ariaHidden) === 'true') return true;
  if (node.tagName !== 'a') return false;
  // A link that opens WhatsApp, e-mail, a call or a map (marked for analytics with data-track by
  // lib/actions/describe.ts) is a control; so is a link standing alone ("Get Started", "Apply Now"). A link
  // around a heading is a card, and is read.
  if (props.dataTrack !== undefined) return true;
  return !inRunningText && !containsHeading(node);
}

/** Screen-reader additions to a link ("(opens in a new tab)") describe the control, not the content. */
const isLinkAnnotation = (node: Element, inLink: boolean) => inLink && Array.isArray(node.properties?.className) && node.properties.className.includes('sr-only');

/** Visible text with runs of white space collapsed and blank lines dropped. */
export function textOf(node: Root | RootContent): string {
  return toText(node as Root)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}


/**
 * The content split at every heading (h1–h6), in document order. A block that holds no heading
 * is read whole, so its text keeps the line breaks a reader sees; a block that holds one is
 * walked into. A section's anchor is its heading's id, else the id of the closest element around
 * the heading (inside the content), else the anchor of the section before: the nearest place a
 * link can lead to.
 */
export function sectionsOf(root: Root | Element): PageSection[] {
  const sections: PageSection[] = [];
  type Block = { text: string; parent: unknown };
  let current: { heading: string; level: number; anchor?: string; blocks: Block[] } = { heading: '', level: 0, blocks: [] };
  const close = () => {
    const text = current.blocks.map((block) => block.text).filter(Boolean).join('\n');
    if (current.heading || text) sections.push({ heading: current.heading, level: current.level, ...(current.anchor ? { anchor: current.anchor } : {}), text });
  };
  const visit = (node: Root | ElementContent | RootContent, parent: unknown, inRunningText: boolean, around: string | undefined) => {
    if (node.type === 'text') return void current.blocks.push({ text: node.value.replace(/\s+/g, ' ').trim(), parent });
    if (node.type !== 'element' && node.type !== 'root') return;
    let enclosing = around;
    if (node.type === 'element') {
      if (isSkipped(node, inRunningText)) return;
      const id = typeof node.properties?.id === 'string' && node.properties.id ? node.properties.id : undefined;
      if (HEADING.test(node.tagName)) {
        const anchor = id ?? around ?? current.anchor;
        const label = trailingLabels(current.blocks, parent);
        close();
        current = { heading: textOf(withoutSkipped(node, true)), level: Number(node.tagName[1]), ...(anchor ? { anchor } : {}), blocks: label };
        return;
      }
      if (!containsHeading(node)) return void current.blocks.push({ text: textOf(withoutSkipped(node, inRunningText)), parent });
      // The id of the content root itself (<main id="main">) names the whole page, not a place in it.
      if (node !== root) enclosing = id ?? around;
      inRunningText ||= RUNNING_TEXT.has(node.tagName);
    }
    for (const child of node.children) visit(child, node, inRunningText, enclosing);
  };
  visit(root, undefined, false, undefined);
  close();
  return sections;
}

/** A label is short and no sentence: an eyebrow ("Pricing"), a year, a step number or a badge ("Most popular"). */
const LABEL_CHARS = 40;
const isLabel = (text: string) => text.length <= LABEL_CHARS && !/[.!?:;]$/.test(text);

/**
 * Short labels placed right before a heading in the same box (an eyebrow, the year of a timeline
 * entry, a step number) belong to that heading: they are taken off the end of the section before.
 */
function trailingLabels(blocks: { text: string; parent: unknown }[], parent: unknown): { text: string; parent: unknown }[] {
  let start = blocks.length;
  while (start > 0 && blocks[start - 1]!.parent === parent && isLabel(blocks[start - 1]!.text)) start -= 1;
  return blocks.splice(start);
}

/** A copy of the element without its controls, hidden parts and link annotations, for reading as one block. */
function withoutSkipped(node: Element, inRunningText: boolean, inLink = false): Element {
  const running = inRunningText || RUNNING_TEXT.has(node.tagName);
  const link = inLink || node.tagName === 'a';
  return {
    ...node,
    children: node.children
      .filter((child) => child.type !== 'element' || (!isSkipped(child, running) && !isLinkAnnotation(child, link)))
      .map((child) => (child.type === 'element' ? withoutSkipped(child, running, link) : child)),
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
  const crumb = main ? select('nav[aria-label="Breadcrumb"] li:last-child', main) : undefined;
  const titleElement = select('title', tree);
  const description = select('meta[name="description"]', tree)?.properties?.content;
  return {
    url,
    title: h1 ? textOf(withoutSkipped(h1, true)) : titleElement ? textOf(titleElement) : '',
    name: crumb ? textOf(crumb) : '',
    description: typeof description === 'string' ? description.trim() : '',
    sections: sectionsOf(content),
  };
}

/** The sections of one part of a page: the element of <main> with this id (a home page section). */
export function extractRegion(html: string, id: string): PageSection[] {
  const region = select(`main [id="${id}"]`, parseHtml(html));
  return region ? sectionsOf(region) : [];
}

/** The sections as plain text: each heading on its own line, then its text. */
export function sectionsText(sections: readonly PageSection[]): string {
  return sections.flatMap((section) => [section.heading, section.text]).filter(Boolean).join('\n');
}

/** Words as a reader counts them: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
