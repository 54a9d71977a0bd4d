/**
 * The assistant's quality gate: visitor questions, each with the fact its answer must contain and
 * the page it must cite (written by hand in tests/fixtures/chat-questions*.ts, or generated from
 * the pages by lib/chat/question-generator.ts), judged against what the assistant answered, and
 * the retrieval judged on its own. Used by `npm run eval:chat` and the unit tests that keep the
 * shares from falling.
 */
import { linksTo } from './sources';

export type EvalQuestion = {
  question: string;
  /** Text the answer must contain (or any one of several); case, spacing, dashes and quote marks do not matter. */
  fact: string | readonly string[];
  /** The page (or pages) the answer must cite; null for a question the site does not answer, which must cite none. */
  page: string | readonly string[] | null;
};

export type EvalAnswer = { text: string; sources: readonly { url: string }[] };
export type Verdict = { question: EvalQuestion; ok: boolean; problems: string[]; answer: EvalAnswer };

/** Text as compared: lower case, one kind of dash and quote mark, no bold markers, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\*\*/g, '')
    .replace(/[‐-―−]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export function judge(question: EvalQuestion, answer: EvalAnswer): Verdict {
  const problems: string[] = [];
  const facts = factsOf(question);
  const text = normalise(answer.text);
  if (!facts.some((fact) => text.includes(normalise(fact)))) problems.push(`the answer lacks "${facts.join('" or "')}"`);
  const expected = pagesOf(question);
  const cited = answer.sources.map((source) => source.url);
  if (!expected.length && cited.length) problems.push(`cites ${cited.join(', ')} for a question the site does not answer`);
  if (expected.length && !cited.some((url) => expected.some((page) => linksTo(url, page)))) {
    problems.push(`cites ${cited.join(', ') || 'nothing'} instead of ${expected.join(' or ')}`);
  }
  return { question, ok: !problems.length, problems, answer };
}

export type Evaluation = { verdicts: Verdict[]; correct: number; share: number };

/** Asks every question in turn and judges the answers. */
export async function evaluate(questions: readonly EvalQuestion[], ask: (question: string) => Promise<EvalAnswer>): Promise<Evaluation> {
  const verdicts: Verdict[] = [];
  for (const question of questions) verdicts.push(judge(question, await ask(question.question)));
  const correct = verdicts.filter((v) => v.ok).length;
  return { verdicts, correct, share: questions.length ? correct / questions.length : 0 };
}

/** The facts a question accepts, as a list. */
export const factsOf = (question: EvalQuestion): readonly string[] => (typeof question.fact === 'string' ? [question.fact] : question.fact);
/** The pages a question may cite, as a list (none for a question the site does not answer). */
export const pagesOf = (question: EvalQuestion): readonly string[] => (question.page === null ? [] : typeof question.page === 'string' ? [question.page] : question.page);

/** A passage as the model receives it: where it is from, its heading and its text. */
export type RetrievedPassage = { url: string; title: string; heading: string; text: string };

/**
 * Retrieval on its own: the share of answerable questions for which one of the passages sent to
 * the model (the Worker sends those `findPassages` returns) comes from a page the answer may cite
 * and holds the fact. A question the site does not answer is not counted.
 */
export async function retrievalRecall(questions: readonly EvalQuestion[], retrieve: (question: string) => Promise<readonly RetrievedPassage[]>) {
  const misses: EvalQuestion[] = [];
  let asked = 0;
  for (const question of questions) {
    const pages = pagesOf(question);
    if (!pages.length) continue;
    asked += 1;
    const passages = await retrieve(question.question);
    const holds = passages.some(
      (p) => pages.some((page) => linksTo(p.url, page)) && factsOf(question).some((fact) => normalise(`${p.title}: ${p.heading}\n${p.text}`).includes(normalise(fact))),
    );
    if (!holds) misses.push(question);
  }
  return { asked, found: asked - misses.length, share: asked ? (asked - misses.length) / asked : 1, misses };
}

/** Correct answers per group (the page a generated question was written from), in the groups' first order. */
export function sharesBy(verdicts: readonly Verdict[], groupOf: (question: EvalQuestion) => string) {
  const groups = new Map<string, { asked: number; correct: number }>();
  for (const verdict of verdicts) {
    const key = groupOf(verdict.question);
    const group = groups.get(key) ?? { asked: 0, correct: 0 };
    group.asked += 1;
    if (verdict.ok) group.correct += 1;
    groups.set(key, group);
  }
  return [...groups].map(([group, { asked, correct }]) => ({ group, asked, correct, share: correct / asked }));
}
