/** @jest-environment node */
// The visitor questions of tests/fixtures/chat-questions.ts through the model path: the chat
// Worker in workerd (Miniflare), its KV seeded with the site index of the current sources (built
// once in a throw-away copy when the sources changed), against the fake Gemini on 127.0.0.1. The
// model is a fake, so what is checked is what the Worker sends it and what it cites: the prompt's
// passages must hold each question's fact, from the page the answer should cite, and only a few
// passages, never the whole site.
import path from 'node:path';
import { factsOf, normalise, pagesOf } from '@/lib/chat/evaluate';
import { PASSAGES_PER_ANSWER } from '@/lib/search/passages/find';
import { startFakeGemini, type FakeGemini } from '@/scripts/chat/fake-gemini';
import { readIndexFiles } from '@/scripts/chat/index-files';
import { bundleWorker, startLocalWorker, type LocalWorker } from '@/scripts/chat/local-worker';
import { builtSiteIndex } from '@/scripts/quality/built-index';
import { chatQuestions } from '@/tests/fixtures/chat-questions';
import { KEY, SECRET, SITE, ask, chat, events } from '../worker/worker-helpers';

jest.setTimeout(15 * 60_000);

const GATE = 0.9;
let fake: FakeGemini;
let worker: LocalWorker;

beforeAll(async () => {
  const dir = builtSiteIndex(path.join(import.meta.dirname, '../../..'), () => {});
  const [script, gemini] = await Promise.all([bundleWorker(), startFakeGemini({ chunkDelayMs: 0 })]);
  fake = gemini;
  worker = await startLocalWorker({
    scriptPath: script,
    indexFiles: readIndexFiles(dir),
    quiet: true,
    vars: { GEMINI_API_KEY: KEY, CHAT_SIGNING_SECRET: SECRET, CHAT_ALLOWED_ORIGINS: SITE, GEMINI_UPSTREAM: fake.url, CHAT_CLIENT_LIMIT: '100000', CHAT_SESSION_LIMIT: '100000', CHAT_DAILY_REQUESTS: '100000', CHAT_DAILY_TOKENS: '1000000000' },
  });
});

afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
});

/** The passages part of the system instruction, as a list of "[n] Title: heading (url)\ntext". */
const promptPassages = (system: string) => system.split('Website passages:\n')[1]?.split(/\n\n(?=\[\d+\] )/) ?? [];

describe('the model path', () => {
  it(`sends the model passages that hold the fact, from the right page, for at least ${GATE * 100}% of the questions, and only a few`, async () => {
    const misses: string[] = [];
    for (const [i, question] of chatQuestions.entries()) {
      fake.reset();
      const received = await events(await chat(worker, ask(question.question, { sessionId: `user_1700000000000_eval${i}` })));
      const done = received.find((e) => e.event === 'done');
      const [call] = fake.answerCalls();
      const passages = promptPassages(call?.body.systemInstruction?.parts[0]?.text ?? '');
      expect(passages.length).toBeLessThanOrEqual(PASSAGES_PER_ANSWER);
      const sources = ((done?.data.fields as { sources?: { url: string }[] } | undefined)?.sources ?? []).map((s) => s.url);
      if (question.page === null) {
        if (sources.length) misses.push(`${question.question}: cites ${sources.join(', ')} for a question the site does not answer`);
        continue;
      }
      const pages = pagesOf(question);
      const fromPage = passages.filter((p) => pages.some((page) => p.includes(`(${page})`) || p.includes(`(${page}#`)));
      const facts = factsOf(question);
      if (!fromPage.some((p) => facts.some((fact) => normalise(p).includes(normalise(fact))))) misses.push(`${question.question}: no passage from ${pages.join(' or ')} holds "${facts.join('" or "')}"`);
    }
    const share = 1 - misses.length / chatQuestions.length;
    if (share < GATE) throw new Error(`${(share * 100).toFixed(1)}% of the prompts carry the fact; misses:\n${misses.join('\n')}`);
  });
});
