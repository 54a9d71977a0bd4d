/**
 * `npm run eval:chat`: asks the assistant (without a model, as a visitor gets it offline) every
 * question of tests/fixtures/chat-questions.ts and prints the share answered correctly (the fact
 * in the answer, the right page cited) and every miss. The index is the current sources' (built
 * once in a throw-away copy, scripts/quality/built-index.ts); `--index out/site-index` evaluates a
 * given build instead.
 */
import path from 'node:path';
import { evaluate } from '../lib/chat/evaluate';
import { offlineAnswerer } from '../lib/chat/offline-answers';
import { chatQuestions } from '../tests/fixtures/chat-questions';
import { openIndexFolder } from './chat/fs-index';
import { builtSiteIndex } from './quality/built-index';

const GOAL = 0.95;

async function main() {
  const flag = process.argv.indexOf('--index');
  const dir = flag > 0 ? path.resolve(process.argv[flag + 1] ?? '') : builtSiteIndex();
  const { verdicts, correct, share } = await evaluate(chatQuestions, offlineAnswerer(openIndexFolder(dir)));
  for (const verdict of verdicts.filter((v) => !v.ok)) {
    console.log(`✖ ${verdict.question.question}\n    ${verdict.problems.join('; ')}\n    answer: ${verdict.answer.text.replace(/\n/g, ' ⏎ ').slice(0, 220)}`);
  }
  console.log(`\nManu without a model: ${correct} of ${verdicts.length} questions answered correctly (${(share * 100).toFixed(1)}%; goal ${GOAL * 100}%), index ${path.relative(process.cwd(), dir)}`);
  if (share < GOAL) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
