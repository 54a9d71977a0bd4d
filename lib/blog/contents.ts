/**
 * An article's table of contents: its second-level headings with the ids the content
 * pipeline gives them (rehype-slug, lib/mdx/options.ts), read from the same tree the page
 * renders (lib/mdx/tree.ts), so every entry links to a heading that is there.
 */
import type { Element } from 'hast';
import { selectAll } from 'hast-util-select';
import { toText } from 'hast-util-to-text';
import { mdxToTree } from '@/lib/mdx/tree';

export type ContentsEntry = { id: string; title: string };

/** Below this many sections an article is short enough to read without a contents list. */
export const MIN_CONTENTS_SECTIONS = 4;

export function articleContents(source: string): ContentsEntry[] {
  return selectAll('h2[id]', mdxToTree(source)).map((heading: Element) => ({
    id: String(heading.properties.id),
    title: toText(heading).replace(/\s+/g, ' ').trim(),
  }));
}

/** The contents list to show, or none for a short article. */
export const contentsToShow = (entries: readonly ContentsEntry[]) => (entries.length >= MIN_CONTENTS_SECTIONS ? entries : []);
