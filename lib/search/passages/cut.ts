/**
 * How a page section becomes passages short enough to quote: lines are kept together up to about
 * PASSAGE_CHARS, a long line is cut between sentences, a line that asks a question starts a
 * passage (so a FAQ's answer travels with its question), and a line that ends with a colon keeps
 * the list it introduces.
 */
import type { PageSection } from '@/lib/content/html-text';

export const PASSAGE_CHARS = 500;
/** A list introduced by a colon may make its passage longer, up to this. */
const LIST_CHARS = 2 * PASSAGE_CHARS;

/** A line cut into runs of whole sentences of at most about PASSAGE_CHARS. */
function sentenceRuns(line: string): string[] {
  if (line.length <= PASSAGE_CHARS) return [line];
  const runs: string[] = [];
  let run = '';
  for (const sentence of line.split(/(?<=[.!?;])\s+(?=[A-Z0-9"“(₹])/)) {
    if (run && run.length + sentence.length + 1 > PASSAGE_CHARS) {
      runs.push(run);
      run = sentence;
    } else run = run ? `${run} ${sentence}` : sentence;
  }
  if (run) runs.push(run);
  return runs;
}

/** A step's number standing alone ("1", "2") says nothing without the step. */
const isStepNumber = (line: string) => /^\d$/.test(line.trim());

export function cutSection(section: PageSection): string[] {
  const passages: string[] = [];
  let current = '';
  for (const line of section.text.split('\n').filter((l) => !isStepNumber(l)).flatMap(sentenceRuns)) {
    const introducesList = current.split('\n').some((l) => l.endsWith(':'));
    const full = current.length + line.length + 1 > (introducesList ? LIST_CHARS : PASSAGE_CHARS);
    if (current && (line.trim().endsWith('?') || full)) {
      passages.push(current);
      current = line;
    } else current = current ? `${current}\n${line}` : line;
  }
  if (current) passages.push(current);
  return passages;
}
