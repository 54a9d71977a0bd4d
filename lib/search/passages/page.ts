/**
 * A page's sections as the passages retrieval ranks and the assistant quotes: each passage knows its
 * heading, the headings above it, its page's topic, whether it opens with a FAQ's question, and
 * (for a section's short opening) the outline of the subsections it introduces.
 */
import { site } from '@/content/site';
import type { PageSection } from '@/lib/content/html-text';
import { quantitiesIn } from '@/lib/text/quantities';
import type { PageSummary } from '../site-index';
import { cutSection } from './cut';
import { parentHeadings, subsectionOutline } from './headings';

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
  /** For the cheapest and the top plan of a page's list of plans, the words visitors use for them ("basic", "top"); '' otherwise. */
  tier: string;
};

/** A FAQ's question is a short line that asks one question, followed by its answer. */
const FAQ_QUESTION_CHARS = 150;
const QUESTION_START = /^(what|which|how|who|whom|where|when|why|can|could|do|does|did|is|are|was|will|would|should|may|has|have)\b/i;
const isFaqQuestion = (line: string) => line.length <= FAQ_QUESTION_CHARS && line.endsWith('?') && QUESTION_START.test(line) && !/[.!?]\s/.test(line);

/**
 * The words visitors use for the cheapest and the top plan ("the basic plan", "your top plan"),
 * general English for a range of plans, and not words a page uses for its plans' names.
 */
const TIER_WORDS = {
  lowest: 'cheapest lowest basic entry starter smallest budget minimum',
  highest: 'top highest premium biggest largest maximum priciest',
} as const;
const isPlan = (section: PageSection) => quantitiesIn(section.text).some((fact) => fact.kind === 'amount') || /\b(custom|on request|priced to)\b/i.test(section.text);
const firstAmount = (section: PageSection) => {
  const amount = quantitiesIn(section.text).find((fact) => fact.kind === 'amount');
  return amount ? Number(amount.text.replace(/[^\d.]/g, '')) : Infinity;
};

/**
 * Which sections are the cheapest and the top plan of a list of plans: a run of two or more
 * sections under the same heading, a heading about plans or prices, each with a price (or a custom
 * one). The cheapest is the one with the lowest price; the top is one priced on request, else the
 * one with the highest price. (A catalogue of services "from ₹…" is no list of plans.)
 */
export function planTiers(sections: readonly PageSection[]): Map<number, keyof typeof TIER_WORDS> {
  const tiers = new Map<number, keyof typeof TIER_WORDS>();
  let run: number[] = [];
  const close = () => {
    const parent = run.length ? parentHeadings(sections, run[0]!).split('\n')[0]! : '';
    if (run.length >= 2 && /\b(plans?|pric(es|ing)|packages?|tiers?|tariffs?)\b/i.test(parent)) {
      const prices = run.map((i) => firstAmount(sections[i]!));
      tiers.set(run[prices.indexOf(Math.min(...prices))]!, 'lowest');
      tiers.set(run[prices.indexOf(Math.max(...prices))]!, 'highest');
    }
    run = [];
  };
  sections.forEach((section, i) => {
    const previous = run.at(-1);
    const sibling = previous !== undefined && previous === i - 1 && sections[previous]!.level === section.level && parentHeadings(sections, previous) === parentHeadings(sections, i);
    if (!section.level || !isPlan(section)) return close();
    if (!sibling) close();
    run.push(i);
  });
  close();
  return tiers;
}

export function pagePassages(page: PageSummary, sections: readonly PageSection[]): PagePassage[] {
  const tiers = planTiers(sections);
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
        tier: tiers.has(s) ? TIER_WORDS[tiers.get(s)!] : '',
      };
    });
  });
}
