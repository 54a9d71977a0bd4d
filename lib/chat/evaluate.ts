/**
 * The assistant's quality gate: visitor questions, each with the fact its answer must contain and
 * the page it must cite (tests/fixtures/chat-questions.ts), judged against what the assistant
 * answered. Used by `npm run eval:chat` and the unit test that keeps the share from falling.
 */
import { linksTo } from './passages';

export type EvalQuestion = {
  question: string;
  /** Text the answer must contain; case, spacing, dashes and quote marks do not matter. */
  fact: string;
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
  if (!normalise(answer.text).includes(normalise(question.fact))) problems.push(`the answer lacks "${question.fact}"`);
  const expected = question.page === null ? [] : typeof question.page === 'string' ? [question.page] : [...question.page];
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
