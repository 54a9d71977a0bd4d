/**
 * `npm run bench:chat`: figures for the chat endpoint, measured on the Worker in workerd
 * against the fake Gemini, all on 127.0.0.1:
 *   1. model calls per visitor message (and per panel opening, through the cached health check);
 *   2. the time the Worker adds before the first streamed byte, against calling the fake
 *      upstream directly (median);
 *   3. over a run of hostile requests, how many reached the model with a prompt the server
 *      did not compose (every upstream body is compared with the one the server's own code
 *      composes for that message and the turns it may keep).
 */
import { openIndexFolder } from './chat/fs-index';
import { startFakeGemini } from './chat/fake-gemini';
import { readIndexFiles } from './chat/index-files';
import { startLocalWorker } from './chat/local-worker';
import { builtSiteIndex } from './quality/built-index';
import { findPassages } from '../lib/chat/passages';
import { streamUrl } from '../lib/chat/server/gemini-wire';
import { composeRequest, keptTurns } from '../lib/chat/server/prompt';
import { parseChatRequest } from '../lib/chat/server/request-schema';
import { createTurnSigner } from '../lib/chat/server/signing';
import { hostileRequests, type HostileRequest } from './chat/hostile-requests';

const SITE = 'http://127.0.0.1:3999';
const KEY = 'bench-key';
const SECRET = 'bench-secret';
const QUESTIONS = [
  'What does a virtual office cost?',
  'How can I contact your team?',
  'Do you build e-commerce stores?',
  'What are your office hours?',
  'Tell me about WhatsApp chatbots',
  'How long does a logo take?',
  'What are your pricing plans?',
  'Do you offer cloud solutions?',
  'Are you hiring QA engineers?',
  'What is Quantiti?',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstByteMs(send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await send();
  const reader = response.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

async function main() {
  // The site index of the current sources (built once in a throw-away copy when needed).
  const dir = builtSiteIndex();
  const index = openIndexFolder(dir);
  const fake = await startFakeGemini({ chunkDelayMs: 0 });
  const worker = await startLocalWorker({
    indexFiles: readIndexFiles(dir),
    quiet: true,
    vars: { GEMINI_API_KEY: KEY, CHAT_SIGNING_SECRET: SECRET, CHAT_ALLOWED_ORIGINS: SITE, GEMINI_UPSTREAM: fake.url, CHAT_CLIENT_LIMIT: '100000', CHAT_SESSION_LIMIT: '100000', CHAT_DAILY_REQUESTS: '100000', CHAT_DAILY_TOKENS: '1000000000' },
  });
  const headers = { origin: SITE, 'content-type': 'application/json' };
  const body = (message: string, i: number) => JSON.stringify({ message, history: [], sessionId: `user_1700000000000_b${i}aaaa` });

  try {
    // 1. Model calls per visitor message and per panel opening.
    for (let i = 0; i < 20; i += 1) await (await worker.fetch('/health', { headers: { origin: SITE } })).text();
    const healthCalls = fake.received.length;
    fake.reset();
    const messages = QUESTIONS.length * 2;
    for (let i = 0; i < messages; i += 1) await (await worker.fetch('/chat', { method: 'POST', headers, body: body(QUESTIONS[i % QUESTIONS.length]!, i) })).text();
    const calls = fake.received.length;
    console.log(`Model calls per visitor message: ${(calls / messages).toFixed(2)} (${messages} messages, ${calls} model calls; goal 1)`);
    console.log(`Model calls for 20 panel openings (cached health check): ${healthCalls}`);

    // 2. Time to the first streamed byte, over HTTP on loopback, alternating direct and through the Worker.
    const direct: number[] = [];
    const through: number[] = [];
    const upstream = streamUrl(fake.url, 'bench');
    for (let i = 0; i < 70; i += 1) {
      const message = QUESTIONS[i % QUESTIONS.length]!;
      const prompt = JSON.stringify(composeRequest({ passages: await findPassages(index, message), turns: [], message }));
      const a = await firstByteMs(() => fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json', 'x-goog-api-key': KEY }, body: prompt }));
      const b = await firstByteMs(() => fetch(new URL('/chat', worker.url), { method: 'POST', headers, body: body(message, 1000 + i) }));
      // The first ten warm both paths up.
      if (i >= 10) {
        direct.push(a);
        through.push(b);
      }
    }
    const [d, t] = [median(direct), median(through)];
    console.log(`Time to first streamed byte, median of ${direct.length}: fake upstream directly ${d.toFixed(1)} ms; through the Worker ${t.toFixed(1)} ms; the Worker adds ${(t - d).toFixed(1)} ms (goal < 20 ms)`);

    // 3. Hostile requests.
    const signer = createTurnSigner(SECRET);
    const hostile: HostileRequest[] = await hostileRequests(worker, SITE);
    let refused = 0;
    let reached = 0;
    let notComposed = 0;
    for (const attempt of hostile) {
      fake.reset();
      const response = await worker.fetch('/chat', attempt.init);
      await response.text();
      if (!fake.received.length) {
        refused += 1;
        continue;
      }
      reached += fake.received.length;
      const parsed = parseChatRequest(JSON.parse(String(attempt.init.body)));
      if (!parsed.ok) {
        notComposed += fake.received.length;
        continue;
      }
      const { message, history, sessionId } = parsed.request;
      const expected = composeRequest({ passages: await findPassages(index, message), turns: (await keptTurns(history, sessionId, signer)).contents, message });
      for (const call of fake.received) if (JSON.stringify(call.body) !== JSON.stringify(expected)) notComposed += 1;
    }
    console.log(
      `Hostile requests: ${hostile.length} sent; ${refused} refused before any model call; ${reached} reached the model; ` +
        `with a prompt the server did not compose: ${notComposed} (goal 0)`,
    );
    const kinds = [...new Set(hostile.map((h) => h.kind))];
    console.log(`  kinds: ${kinds.map((k) => `${k} ×${hostile.filter((h) => h.kind === k).length}`).join(', ')}`);
  } finally {
    await worker.dispose();
    await fake.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
