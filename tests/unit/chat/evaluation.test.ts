/** @jest-environment node */
// The assistant's quality gate: the visitor questions of tests/fixtures/chat-questions.ts asked of
// the assistant without a model, over the site index of the current sources (built once in a
// throw-away copy when the sources changed, scripts/quality/built-index.ts; hence the long wait).
// `npm run eval:chat` prints the same evaluation with every miss.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, judge } from '@/lib/chat/evaluate';
import { offlineAnswerer } from '@/lib/chat/offline-answers';
import { builtSiteIndex } from '@/scripts/quality/built-index';
import { openIndexFolder } from '@/scripts/chat/fs-index';
import { chatQuestions } from '@/tests/fixtures/chat-questions';

jest.setTimeout(15 * 60_000);

const GATE = 0.9;
let dir: string;

beforeAll(() => {
  dir = builtSiteIndex(path.join(__dirname, '../../..'), () => {});
});

/** Every page the index holds, by address. */
function indexedPages(): string[] {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { version: string };
  return readdirSync(path.join(dir, version, 'pages')).flatMap((file) =>
    (JSON.parse(readFileSync(path.join(dir, version, 'pages', file), 'utf8')) as { url: string }[]).map((page) => page.url),
  );
}

describe('the assistant without a model', () => {
  it('is asked at least 80 questions, about every page of the index, and some the site cannot answer', () => {
    expect(chatQuestions.length).toBeGreaterThanOrEqual(80);
    const cited = new Set(chatQuestions.flatMap((q) => (q.page === null ? [] : typeof q.page === 'string' ? [q.page] : [...q.page])));
    expect(indexedPages().filter((page) => !cited.has(page))).toEqual([]);
    expect(chatQuestions.some((q) => q.page === null)).toBe(true);
  });

  it(`answers at least ${GATE * 100}% of them with the fact and the right page`, async () => {
    const { verdicts, share } = await evaluate(chatQuestions, offlineAnswerer(openIndexFolder(dir)));
    const misses = verdicts.filter((v) => !v.ok).map((v) => `${v.question.question}: ${v.problems.join('; ')}`);
    if (share < GATE) throw new Error(`${(share * 100).toFixed(1)}% answered correctly; misses:\n${misses.join('\n')}`);
  });
});

describe('judging an answer', () => {
  const question = { question: 'What are your office hours?', fact: '9:00 AM – 7:00 PM', page: '/contact/' };

  it('asks for the fact, whatever the dashes, case and spacing, and a link to the page or one of its sections', () => {
    expect(judge(question, { text: 'Mon – Sat: **9:00 am - 7:00  PM**', sources: [{ url: '/contact/#contact' }] }).ok).toBe(true);
    expect(judge(question, { text: 'Mon – Sat: 9:00 AM – 7:00 PM', sources: [{ url: '/services/virtual-office/' }] }).problems).toEqual([
      'cites /services/virtual-office/ instead of /contact/',
    ]);
    expect(judge(question, { text: 'We are open every day.', sources: [{ url: '/contact/' }] }).ok).toBe(false);
  });

  it('wants no source for a question the site does not answer', () => {
    const unanswerable = { question: 'Who won the cup?', fact: "I couldn't find that", page: null };
    expect(judge(unanswerable, { text: "🤔 I couldn't find that on our website.", sources: [] }).ok).toBe(true);
    expect(judge(unanswerable, { text: "I couldn't find that", sources: [{ url: '/blog/x/' }] }).ok).toBe(false);
  });
});
