/**
 * The one HTML reader of the build and check scripts (CSP hashes, size budget, content and link
 * checks). Pages are parsed by parse5, through hast-util-from-html, the same parser the site index
 * uses (lib/content/html-text.ts), so every script sees a page the way a browser does: entities
 * decoded, attributes in any quoting, comments and `<script>` bodies never mistaken for markup.
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { find, html } from 'property-information';

export type HtmlDocument = { tree: Root; source: string };

/**
 * A page, parsed. Scripts run as ES modules (the package's "type"), so hast-util-from-html and
 * parse5 load natively: under tsx's CommonJS path they were recompiled for `require` and parsed
 * three to four times slower.
 */
export function parseHtml(source: string): HtmlDocument {
  return { tree: fromHtml(source), source };
}

/** Every element of the document in source order, optionally only those with one of the given tag names. */
export function elements(doc: HtmlDocument, ...tagNames: string[]): Element[] {
  const wanted = new Set(tagNames.map((name) => name.toLowerCase()));
  const found: Element[] = [];
  const walk = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (!wanted.size || wanted.has(node.tagName)) found.push(node);
      walk(node.children);
      // <template> content is a fragment of its own in hast.
      if (node.content) walk(node.content.children);
    }
  };
  walk(doc.tree.children);
  return found;
}

/**
 * An attribute's value as written in HTML (`class`, `http-equiv`, `data-x`), decoded; null when
 * absent. hast stores attributes under property names and lists; property-information (hast's own
 * table) maps the HTML name and says how a list is joined.
 */
export function attribute(element: Element, name: string): string | null {
  const info = find(html, name);
  const value = element.properties?.[info.property];
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return '';
  return Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : String(value);
}

/** Inline event-handler attributes of an element (onclick, onerror…), lower case as HTML writes them. */
export function eventHandlerAttributes(element: Element): string[] {
  return Object.keys(element.properties ?? {})
    .filter((key) => /^on[A-Z]/.test(key))
    .map((key) => key.toLowerCase());
}

/** The text of a raw-text element (`<script>`, `<style>`, `<title>`) exactly as the browser reads it. */
export function rawText(element: Element): string {
  return element.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

/**
 * Where a `<meta>` that must govern the whole head goes: right after `<meta charset>` (which must
 * stay within the first 1024 bytes), else before the head's first child. Null without a head.
 */
export function headInsertionOffset(doc: HtmlDocument): number | null {
  const head = elements(doc, 'head')[0];
  if (!head) return null;
  const charset = head.children.find((child): child is Element => child.type === 'element' && child.tagName === 'meta' && attribute(child, 'charset') !== null);
  if (charset?.position) return charset.position.end.offset ?? null;
  const first = head.children.find((child) => child.position);
  return first?.position?.start.offset ?? null;
}
