/**
 * Passage retrieval over the site index, for the assistant's prompts (the Worker) and its offline
 * answers (the browser) alike: first the pages that match the question, then the sections of the
 * best few, cut into passages (a paragraph, a question with its answer, a plan) and ranked by a
 * small MiniSearch of their own. Each passage keeps its page and the anchor of its section, so an
 * answer links to the place it quotes. How a question is read (which words only set the scene,
 * which page it is about, what kind of figure it asks for) is the asker's: it comes in as a
 * `PassageQuestion`, so retrieval knows nothing of chat and the assistant's reading is in one place
 * (lib/chat/passage-question.ts).
 */
import { matchesOf, textHolds, type QueryWord } from '../query';
import type { SiteIndex, TermRarity } from '../reader';
import type { PageSummary } from '../site-index';
import { pagePassages, type PagePassage } from './page';
import { indexPassages, rankPassages, type PassageIndex } from './rank';
import { minCoverage, wordWeights } from './weights';

/** A question as its asker reads it for retrieval. */
export type PassageQuestion = {
  /** The words to look for: the question, less the words that only say what kind of answer is wanted. */
  text: string;
  /** The words (lower case) of the asker's own situation ("we are a school in Pune"): they weigh less. */
  situation: ReadonlySet<string>;
  /** How much a page weighs for the question, by its address and type: 1 for no preference. */
  pageWeight: (url: string, type?: string) => number;
  /** A page weighing this much or more is the one the question is plainly about: it is always read when it matches. */
  topicWeight: number;
  /**
   * How much more a passage weighs for what the question asks (a figure, a name): 1 for no
   * preference. `holdsFocus` says whether a text names the thing a "how many X" counts.
   */
  passageWeight: (passage: PagePassage, holdsFocus?: (text: string) => boolean) => number;
};

/**
 * A retrieved piece of a page: `url` leads to its section, `page` is the page itself, `coverage`
 * the share of the question it (with its heading and page name) answers, `answers` whether that
 * share is enough to quote it as the answer.
 */
export type Passage = {
  url: string;
  page: string;
  title: string;
  heading: string;
  /** The headings of the sections its section belongs to ("ERP / CRM / HRM Suite" above "Enterprise Resource Planning"). */
  parents?: string;
  /** For the cheapest or the top plan of a page's plans, the words visitors use for it ("basic", "top"). */
  tier?: string;
  text: string;
  score: number;
  coverage: number;
  answers: boolean;
};

/** What retrieval found for a question: the passages, the question's words, how many pages use each, and every term of the pages read. */
export type Retrieval = { passages: Passage[]; words: readonly QueryWord[]; rarity: TermRarity; vocabulary: ReadonlySet<string> };

/** Enough context for a short answer, little enough to keep the prompt cheap. */
export const PASSAGES_PER_ANSWER = 6;
/** Pages whose sections are read for one question. */
const PAGES_READ = 6;
/**
 * Field weights for finding the pages to read: a question names a page less often than a search
 * does, so a page's name weighs less than in the site search.
 */
const PAGE_BOOST = { title: 5, headings: 2, tags: 1.5, excerpt: 1.5, body: 1 };
/** Pages ranked before the page boosts of the question's topic re-order them. */
const PAGES_CONSIDERED = 16;
/** The opening passage of a section usually introduces it; each later one (other than a FAQ's answer) weighs a little less. */
const LATER_PASSAGE_DISCOUNT = 0.04;

/**
 * The link to a passage: its page, at its section. A page that is itself a part of a longer page
 * (/#about) is linked as it is: its address already leads to the place.
 */
export function passageUrl(pageUrl: string, anchor?: string): string {
  return anchor && !pageUrl.includes('#') ? `${pageUrl}#${anchor}` : pageUrl;
}

type PageRead = { page: PageSummary; pageScore: number; topicBoost: number; passages: PassageIndex };

/** Each index's pages, turned into ranked passage indexes once: asking again does not cut and index them again. */
const indexedPages = new WeakMap<SiteIndex, Map<number, Promise<PassageIndex>>>();

function passagesOf(index: SiteIndex, page: number, summary: PageSummary): Promise<PassageIndex> {
  let pages = indexedPages.get(index);
  if (!pages) indexedPages.set(index, (pages = new Map()));
  let found = pages.get(page);
  if (!found) {
    found = index.sections(page).then((sections) => indexPassages(pagePassages(summary, sections)));
    found.catch(() => pages.delete(page));
    pages.set(page, found);
  }
  return found;
}

/**
 * The pages to read for a question: the best matches, re-ordered by the pages its topic belongs to
 * and by how much of the question each holds, its words weighed by how few pages use them (a page
 * with "enterprise" and "platforms" beats one that says "enterprise" often).
 */
async function pagesToRead(index: SiteIndex, question: PassageQuestion, words: readonly QueryWord[], rarity: TermRarity): Promise<PageRead[]> {
  const lessen = new Set(words.filter((w) => w.context).map((w) => w.word.toLowerCase()));
  const hits = await index.findPages(question.text, { combineWith: 'OR', limit: PAGES_CONSIDERED, boost: PAGE_BOOST, prefixKnown: false, lessen });
  if (!hits.length) return [];
  const summaries = await index.summaries(hits.map((hit) => hit.page));
  const held = pageCoverage(words, rarity);
  const scored = hits
    .map((hit, i) => {
      const topicBoost = question.pageWeight(summaries[i]!.url, summaries[i]!.type);
      return { hit, page: summaries[i]!, topicBoost, score: hit.score * topicBoost * (PAGE_COVERAGE_FLOOR + held(hit.terms)) };
    })
    .sort((a, b) => b.score - a.score);
  const ranked = scored.slice(0, PAGES_READ);
  // The page a question is plainly about (its company page: contact, careers, a policy) is always read when it matches.
  const topic = scored.find((read) => read.topicBoost >= question.topicWeight);
  if (topic && !ranked.includes(topic)) ranked[ranked.length - 1] = topic;
  const top = ranked[0]!.score;
  return Promise.all(
    ranked.map(async ({ hit, page, topicBoost, score }) => ({ page, topicBoost, pageScore: score / top, passages: await passagesOf(index, hit.page, page) })),
  );
}

/** Even a page holding little of the question keeps this much of its match score, so the match still counts. */
const PAGE_COVERAGE_FLOOR = 0.25;

/** The share of a question's words (each weighed by how few pages use it) that a page's matched terms hold. */
function pageCoverage(words: readonly QueryWord[], rarity: TermRarity): (matched: readonly string[]) => number {
  const asked = words.filter((w) => w.required);
  const weights = wordWeights(asked, rarity);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return (matched) => {
    const terms = new Set(matched);
    const held = (w: QueryWord) => Math.max(0, ...matchesOf(w, (t) => terms.has(t)).map((m) => m.share));
    return total ? asked.reduce((sum, w, i) => sum + weights[i]! * held(w), 0) / total : 0;
  };
}

/** The passages that best answer a question, best first, each with the share of the question it covers. */
export async function findPassages(index: SiteIndex, question: PassageQuestion, limit = PASSAGES_PER_ANSWER): Promise<Passage[]> {
  return (await retrievePassages(index, question, limit)).passages;
}

/**
 * What retrieval found for a question: the passages, and what the answer step weighs their
 * sentences with (the question's words, how many pages use each, and every term of the pages read).
 */
export async function retrievePassages(index: SiteIndex, question: PassageQuestion, limit = PASSAGES_PER_ANSWER): Promise<Retrieval> {
  // The question's words as the site search reads them, slips put right against the pages' words;
  // those of the asker's own situation weigh less ("we are a school in Pune").
  const { situation } = question;
  const words = (await index.correctedWords(question.text)).map((w) => (w.required && situation.has(w.word.toLowerCase()) ? { ...w, context: true } : w));
  if (!words.length) return { passages: [], words, rarity: { pages: 0, uses: new Map() }, vocabulary: new Set() };
  const rarity = await index.rarity(words);
  const pages = await pagesToRead(index, question, words, rarity);
  const needed = minCoverage(words.filter((w) => w.required).length);
  const found = pages.flatMap((read, p) => rankPassages(read.passages, words, rarity).map((ranking) => ({ read, ranking, order: [p, ranking.id] })));
  const best = Math.max(...found.map(({ ranking }) => ranking.score));
  const focus = words.find((w) => w.focus);
  const holdsFocus = focus ? (text: string) => textHolds(focus, text) : undefined;
  const passages = found
    .map(({ read, ranking: { id, score, coverage, fit }, order }) => {
      const passage = read.passages.passages[id]!;
      // How much of the question it answers counts most, then the page the question is about, the
      // page's own rank (a passage of the page the question is about beats a similar one elsewhere)
      // and how strongly it matches; a section's opening comes before its later passages; then
      // what the question asks for (a figure, a name).
      const rank =
        fit ** 2 *
        read.topicBoost *
        (0.8 + 0.2 * read.pageScore) *
        (score / best) ** 0.25 *
        (passage.question ? 1 : 1 - LATER_PASSAGE_DISCOUNT * Math.min(passage.position, 5)) *
        question.passageWeight(passage, holdsFocus);
      const result: Passage = {
        url: passageUrl(read.page.url, passage.anchor),
        page: read.page.url,
        title: read.page.title,
        heading: passage.heading,
        parents: passage.parents,
        tier: passage.tier || undefined,
        // A short opening of a section that has subsections is quoted with their outline: it is their summary.
        text: passage.outline.length ? [passage.text, ...passage.outline].filter(Boolean).join('\n') : passage.text,
        score: rank,
        coverage,
        answers: coverage >= needed,
      };
      return { result, order };
    })
    // Equal scores keep the pages' rank, then the page's own order.
    .sort((a, b) => b.result.score - a.result.score || a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]!)
    .slice(0, limit)
    .map(({ result }) => result);
  // Every term of the pages read, gathered only when asked for: the answer step needs it, the
  // model's prompt (the Worker) does not.
  let vocabulary: ReadonlySet<string> | undefined;
  return {
    passages,
    words,
    rarity,
    get vocabulary() {
      return (vocabulary ??= new Set(pages.flatMap((read) => [...read.passages.vocabulary])));
    },
  };
}
