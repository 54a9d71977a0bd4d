/**
 * The one door to retrieval for the assistant, for the Worker's prompts and the browser's offline
 * answers alike. It reads the site index the site search reads (lib/search/reader.ts): first the
 * pages that match the question, then the sections of the best few, cut into passages (a
 * paragraph, a question with its answer, a plan) and ranked by a small MiniSearch of their own.
 * Each passage keeps its page and the anchor of its section, so an answer links to the place it quotes.
 */
import { site } from '@/content/site';
import type { PageSection } from '@/lib/content/html-text';
import { queryWords, type QueryWord } from '@/lib/search/query';
import type { SiteIndex } from '@/lib/search/reader';
import type { PageSummary } from '@/lib/search/site-index';
import { pageBoostFor } from './intents';
import { cutSection } from './passage-cut';
import { rankPassages } from './passage-rank';
import type { Passage, SourceLink } from './types';

export { cutSection };

/** Enough context for a short answer, little enough to keep the prompt cheap. */
export const PASSAGES_PER_ANSWER = 6;
/** Pages whose sections are read for one question. */
const PAGES_READ = 8;
/**
 * Field weights for finding the pages to read: a question names a page less often than a search
 * does, so a page's name weighs less than in the site search.
 */
const PAGE_BOOST = { title: 5, headings: 2, tags: 1.5, excerpt: 1.5, body: 1 };
/** Pages ranked before the page boosts of the question's topic re-order them. */
const PAGES_CONSIDERED = 16;
/**
 * How much of the question a passage must answer: the share of its words, each weighed by how
 * telling it is (a word few pages use weighs more than a common one), that the passage (with its
 * heading and page name) contains. A short question must be answered more than half; a long one,
 * which carries context ("we are a small company in Kochi"), at least about a third.
 */
export function minCoverage(words: number): number {
  return Math.max(0.3, 0.6 - 0.03 * words);
}
const MAX_SOURCES = 2;
/** A FAQ's question is a short line that asks one question, followed by its answer. */
const FAQ_QUESTION_CHARS = 150;
const QUESTION_START = /^(what|which|how|who|whom|where|when|why|can|could|do|does|did|is|are|was|will|would|should|may|has|have)\b/i;
const isFaqQuestion = (line: string) => line.length <= FAQ_QUESTION_CHARS && line.endsWith('?') && QUESTION_START.test(line) && !/[.!?]\s/.test(line);
/** The opening passage of a section usually introduces it; each later one (other than a FAQ's answer) weighs a little less. */
const LATER_PASSAGE_DISCOUNT = 0.04;

type Chunk = {
  id: number;
  page: PageSummary;
  pageScore: number;
  /** More than 1 on the page the question is about (its careers, contact, about or services page). */
  topicBoost: number;
  heading: string;
  /** The headings of the sections this one belongs to ("Security plans" above "Essential"). */
  parents: string;
  anchor?: string;
  text: string;
  question: string;
  position: number;
  /** For a section's opening passage: its subsections' headings and first lines. */
  outline: string[];
};

/**
 * The link to a passage: its page, at its section. A page that is itself a part of a longer page
 * (/#about) is linked as it is: its address already leads to the place.
 */
export function passageUrl(pageUrl: string, anchor?: string): string {
  return anchor && !pageUrl.includes('#') ? `${pageUrl}#${anchor}` : pageUrl;
}

/** Whether a link (a source under an answer) leads to this page or one of its sections. */
export const linksTo = (url: string, page: string) => url === page || (!page.includes('#') && url.startsWith(`${page}#`));

async function readChunks(index: SiteIndex, message: string, words: readonly QueryWord[]) {
  const [hits, rarity] = await Promise.all([index.findPages(message, { combineWith: 'OR', limit: PAGES_CONSIDERED, boost: PAGE_BOOST, prefixKnown: false }), index.rarity(words)]);
  if (!hits.length) return { chunks: [] as Chunk[], rarity };
  const summaries = await index.summaries(hits.map((hit) => hit.page));
  const boost = pageBoostFor(message);
  const ranked = hits
    .map((hit, i) => ({ hit, page: summaries[i]!, topicBoost: boost(summaries[i]!.url), score: hit.score * boost(summaries[i]!.url) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, PAGES_READ);
  const top = ranked[0]!.score;
  const sections = await Promise.all(ranked.map(({ hit }) => index.sections(hit.page)));
  const chunks: Chunk[] = [];
  ranked.forEach(({ page, score, topicBoost }, i) => {
    const pageSections = sections[i]!;
    pageSections.forEach((section, s) => {
      const parents = parentHeadings(pageSections, s);
      const outline = subsectionOutline(pageSections, s);
      cutSection(section).forEach((text, position) => {
        const first = text.split('\n')[0]!.trim();
        const question = isFaqQuestion(first) ? first : '';
        chunks.push({
          id: chunks.length,
          page,
          pageScore: score / top,
          topicBoost,
          heading: section.heading,
          parents,
          anchor: section.anchor,
          text,
          question,
          position,
          outline: position === 0 ? outline : [],
        });
      });
    });
  });
  return { chunks, rarity };
}

/** The headings above a section: each earlier section of a higher rank, nearest first. */
function parentHeadings(sections: readonly PageSection[], at: number): string {
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

/** Up to this many characters of each subsection are shown under a section's short opening passage. */
const OUTLINE_LINE_CHARS = 160;
const SHORT_OPENING_CHARS = 240;

/** A section's subsections (the sections of a lower rank that follow it), each as its heading and opening words. */
function subsectionOutline(sections: readonly PageSection[], at: number): string[] {
  const { level, text } = sections[at]!;
  if (!level || text.length > SHORT_OPENING_CHARS) return [];
  const lines: string[] = [];
  for (let i = at + 1; i < sections.length && sections[i]!.level > level; i += 1) {
    const sub = sections[i]!;
    const opening = sub.text.split('\n').filter((line) => !/^\d+$/.test(line)).join(' · ');
    const cut = opening.length > OUTLINE_LINE_CHARS ? `${opening.slice(0, OUTLINE_LINE_CHARS).replace(/\s+\S*$/, '')}…` : opening;
    lines.push(`• **${sub.heading}**${cut ? `: ${cut}` : ''}`);
  }
  return lines;
}

/** The passages that best answer a message, best first, each with the share of the message it covers. */
export async function findPassages(index: SiteIndex, message: string, limit = PASSAGES_PER_ANSWER): Promise<Passage[]> {
  const words = queryWords(message);
  if (!words.length) return [];
  const { chunks, rarity } = await readChunks(index, message, words);
  if (!chunks.length) return [];
  const needed = minCoverage(words.filter((w) => w.required).length);
  // Every page is the company's own: its name belongs to every passage's topic.
  const ranked = rankPassages(chunks.map((c) => ({ ...c, topic: [site.name, c.page.title, c.page.category ?? '', ...c.page.tags].join('\n') })), words, rarity);
  const best = Math.max(...ranked.map((r) => r.score));
  return ranked
    .map(({ id, score, coverage, fit }) => {
      const chunk = chunks[id]!;
      // How much of the question it answers counts most, then the page's own rank (a passage of the
      // page the question is about beats a similar one elsewhere), then how strongly it matches.
      const rank =
        fit ** 2 *
        chunk.topicBoost *
        (0.8 + 0.2 * chunk.pageScore) *
        (score / best) ** 0.25 *
        (chunk.question ? 1 : 1 - LATER_PASSAGE_DISCOUNT * Math.min(chunk.position, 5));
      return {
        url: passageUrl(chunk.page.url, chunk.anchor),
        page: chunk.page.url,
        title: chunk.page.title,
        heading: chunk.heading,
        // A short opening of a section that has subsections is quoted with their outline: it is their summary.
        text: chunk.outline.length ? [chunk.text, ...chunk.outline].filter(Boolean).join('\n') : chunk.text,
        score: rank,
        coverage,
        answers: coverage >= needed,
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** The pages worth linking under a model's answer: those whose passages cover the question. */
export function sourcesFor(passages: readonly Passage[]): SourceLink[] {
  const seen = new Map<string, SourceLink>();
  for (const passage of passages) {
    if (seen.size >= MAX_SOURCES || !passage.answers || seen.has(passage.page)) continue;
    seen.set(passage.page, { title: passage.title, url: passage.url });
  }
  return [...seen.values()];
}
