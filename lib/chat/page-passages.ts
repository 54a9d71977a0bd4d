/**
 * A page's sections as the passages the assistant ranks and quotes: each passage knows its
 * heading, the headings above it, its page's topic, whether it opens with a FAQ's question, and
 * (for a section's short opening) the outline of the subsections it introduces.
 */
import { site } from '@/content/site';
import type { PageSection } from '@/lib/content/html-text';
import type { PageSummary } from '@/lib/search/site-index';
import { cutSection } from './passage-cut';

export type PagePassage = {
  heading: string;
  /** The headings of the sections this one belongs to ("Security plans" above "Essential"). */
  parents: string;
  /** The page's name, category and tags, and the company's name: what every passage of the page is about. */
  topic: string;
  anchor?: string;
  text: string;
  /** The FAQ question the passage opens with, '' when it does not. */
  question: string;
  /** Its place in its section (0 for the opening). */
  position: number;
  /** For a section's short opening: its subsections' headings and first words. */
  outline: string[];
};

/** A FAQ's question is a short line that asks one question, followed by its answer. */
const FAQ_QUESTION_CHARS = 150;
const QUESTION_START = /^(what|which|how|who|whom|where|when|why|can|could|do|does|did|is|are|was|will|would|should|may|has|have)\b/i;
const isFaqQuestion = (line: string) => line.length <= FAQ_QUESTION_CHARS && line.endsWith('?') && QUESTION_START.test(line) && !/[.!?]\s/.test(line);

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
function subsectionOutline(sections: readonly PageSection[], at: number): string[] {
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

export function pagePassages(page: PageSummary, sections: readonly PageSection[]): PagePassage[] {
  // Every page is the company's own: its name belongs to every passage's topic.
  const topic = [site.name, page.title, page.category ?? '', ...page.tags].join('\n');
  return sections.flatMap((section, s) => {
    const parents = parentHeadings(sections, s);
    const outline = subsectionOutline(sections, s);
    return cutSection(section).map((text, position) => {
      const first = text.split('\n')[0]!.trim();
      return {
        heading: section.heading,
        parents,
        topic,
        anchor: section.anchor,
        text,
        question: isFaqQuestion(first) ? first : '',
        position,
        outline: position === 0 ? outline : [],
      };
    });
  });
}
