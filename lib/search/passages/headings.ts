/**
 * Where a section stands among its page's headings: the headings above it, and for a section's
 * short opening, the outline of the subsections it introduces. Read by the passages of a page
 * (page.ts) and by the questions generated from the pages (lib/chat/question-generator.ts).
 */
import type { PageSection } from '@/lib/content/html-text';

/** The headings above a section: each earlier section of a higher rank, nearest first. */
export function parentHeadings(sections: readonly PageSection[], at: number): string {
  const found: string[] = [];
  let level = sections[at]!.level;
  for (let i = at - 1; i >= 0 && level > 1; i -= 1) {
    const section = sections[i]!;
    if (section.level > 0 && section.level < level) {
      found.push(section.heading);
      level = section.level;
    }
  }
  return found.join('\n');
}

/** Up to this many subsections, and characters of each, are shown under a section's short opening passage. */
const OUTLINE_ITEMS = 8;
const OUTLINE_LINE_CHARS = 160;
const SHORT_OPENING_CHARS = 240;

/** A section's subsections (the sections of a lower rank that follow it), each as its heading and opening words. */
export function subsectionOutline(sections: readonly PageSection[], at: number): string[] {
  const { level, text } = sections[at]!;
  if (!level || text.length > SHORT_OPENING_CHARS) return [];
  const lines: string[] = [];
  for (let i = at + 1; i < sections.length && sections[i]!.level > level && lines.length < OUTLINE_ITEMS; i += 1) {
    const sub = sections[i]!;
    const opening = sub.text.split('\n').filter((line) => !/^\d+$/.test(line)).join(' · ');
    const cut = opening.length > OUTLINE_LINE_CHARS ? `${opening.slice(0, OUTLINE_LINE_CHARS).replace(/\s+\S*$/, '')}…` : opening;
    lines.push(`• **${sub.heading}**${cut ? `: ${cut}` : ''}`);
  }
  return lines;
}
