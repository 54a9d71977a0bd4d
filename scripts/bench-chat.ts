/**
 * `npm run bench:chat`: figures for the chat endpoint, measured on the Worker in workerd
 * against the fake Gemini, all on 127.0.0.1:
 *   1. model calls per visitor message (and per panel opening, through the cached health check);
 *   2. the time the Worker adds before the first streamed byte, against calling the fake
 *      upstream directly (median);
 *   3. over a run of hostile requests, how many reached the model with a prompt the server
 *      did not compose (every upstream body is compared with the one the server's own code
 *      composes for that message and the turns it may keep);
 *   4. how long one address, one IPv6 /64 and a botnet of 100 addresses need to spend the
 *      day's budget (goal: one address or one /64 never more than 5 % of it), simulated over a
 *      day on the limits code the Durable Object runs, each message costing the most one can;
 *      and, on the real Worker, ten calls at once against a small token budget and one /64
 *      sending from a new address each time.
 */
import { botnet, oneAddress, oneSlash64, simulateDay, type DayRun } from './chat/exhaustion';
import { openIndexFolder } from './chat/fs-index';
import { startFakeGemini } from './chat/fake-gemini';
import { readIndexFiles } from './chat/index-files';
import { bundleWorker, startLocalWorker } from './chat/local-worker';
import { builtSiteIndex } from './quality/built-index';
import { passageQuestion } from '../lib/chat/passage-question';
import { findPassages } from '../lib/search/retrieve';
import { readConfig } from '../worker/lib/config';
import { MAX_MESSAGE_CHARS, MAX_TURN_CHARS } from '../lib/chat/contract';
import { streamUrl } from '../worker/lib/gemini-wire';
import { composeRequest, keptTurns } from '../worker/lib/prompt';
import { parseChatRequest } from '../worker/lib/request-schema';
import { createTurnSigner } from '../worker/lib/signing';
import { reservationFor } from '../worker/lib/token-estimate';
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
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const minutes = (min: number) => (min < 1 / 60 ? 'under a second' : min < 1 ? `${Math.round(min * 60)} s` : min < 120 ? `${min.toFixed(1)} min` : `${(min / 60).toFixed(1)} h`);

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
      const prompt = JSON.stringify(composeRequest({ passages: await findPassages(index, passageQuestion(message)), turns: [], message }));
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
      const expected = composeRequest({ passages: await findPassages(index, passageQuestion(message)), turns: (await keptTurns(history, sessionId, signer)).contents, message });
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
  await exhaustion(index);
}

/** 4. How long one address, one /64 and a botnet need to spend the day's budget. */
async function exhaustion(index: ReturnType<typeof openIndexFolder>) {
  const { limits } = readConfig({});
  // The costliest message a caller can send: the longest message, drawing the most passages, after two signed
  // turns of the longest length, with an answer that uses every output token: it spends all it reserves.
  const message = QUESTIONS.join(' ').repeat(20).slice(0, MAX_MESSAGE_CHARS);
  const long = 'x'.repeat(MAX_TURN_CHARS);
  const turns = [0, 1].flatMap(() => [
    { role: 'user' as const, parts: [{ text: long }] },
    { role: 'model' as const, parts: [{ text: long }] },
  ]);
  const prompt = composeRequest({ passages: await findPassages(index, passageQuestion(message)), turns, message });
  const perMessage = reservationFor(JSON.stringify(prompt), [message, long, long]);
  console.log(
    `Day's budget: ${count(limits.dailyRequests)} messages or ${count(limits.dailyTokens)} tokens; one client (an address or an IPv6 /64): ` +
      `${limits.clientLimit} messages a minute, ${count(limits.clientDailyRequests)} messages and ${count(limits.clientDailyTokens)} tokens a day`,
  );
  // And the cheapest: a one-word question with no history; many of them meet the daily message cap first.
  const hi = composeRequest({ passages: await findPassages(index, passageQuestion('Hi')), turns: [], message: 'Hi' });
  const cheapest = reservationFor(JSON.stringify(hi), ['Hi']);
  console.log('Time to spend the day\'s budget (a simulated day on the limits code of the Durable Object; each message spends all it reserves):');
  const line = (name: string, run: DayRun, goal?: number) => {
    const took = `${count(run.messages)} messages and ${count(run.tokens)} tokens (${percent(run.messageShare)} of the messages, ${percent(run.tokenShare)} of the tokens)`;
    const verdict =
      run.exhaustedAfterMin === null
        ? `never: stopped at ${took} after ${minutes(run.lastAdmittedMin)}`
        : `${minutes(run.exhaustedAfterMin)}, taking ${took}`;
    const goalText = goal === undefined ? '' : ` (goal: at most ${percent(goal)})`;
    console.log(`    ${name}: ${verdict}${goalText}`);
  };
  for (const [kind, tokens] of [
    ['the costliest messages (2,000 characters after two signed turns of 2,000, six passages, a full 2,048-token answer)', perMessage],
    ['the cheapest messages ("Hi", no history)', cheapest],
  ] as const) {
    console.log(`  ${kind}, ${count(tokens)} tokens each:`);
    line('one IPv4 address', simulateDay(oneAddress(), limits, tokens), 0.05);
    line('one IPv6 /64, a new address every message', simulateDay(oneSlash64(), limits, tokens), 0.05);
    line('a botnet of 100 IPv4 addresses', simulateDay(botnet(100), limits, tokens));
  }

  // The same limits on the real Worker: calls in flight together against a small budget, and one /64 trying
  // new addresses under the default limits.
  const fake = await startFakeGemini({ chunkDelayMs: 40 });
  const budget = 5_000;
  const scriptPath = await bundleWorker();
  const vars = { GEMINI_API_KEY: KEY, CHAT_SIGNING_SECRET: SECRET, CHAT_ALLOWED_ORIGINS: SITE, GEMINI_UPSTREAM: fake.url };
  const [small, standard] = await Promise.all([
    startLocalWorker({ scriptPath, quiet: true, vars: { ...vars, CHAT_DAILY_TOKENS: String(budget), CHAT_CLIENT_DAILY_TOKENS: String(budget) } }),
    startLocalWorker({ scriptPath, quiet: true, vars }),
  ]);
  const send = (worker: typeof small, ip: string, i: number) =>
    worker.fetch('/chat', { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json', 'cf-connecting-ip': ip }, body: JSON.stringify({ message: 'Hi', history: [], sessionId: `user_1700000000000_x${i}aaaa` }) });
  try {
    const all = await Promise.all(Array.from({ length: 10 }, (_, i) => send(small, `192.0.2.${i + 1}`, i)));
    await Promise.all(all.map((r) => r.text()));
    const spent = fake.answerCalls().length * 1_020;
    console.log(`Ten calls at once against a ${count(budget)}-token budget (real Worker; the fake model reports 1,020 tokens an answer): ${fake.answerCalls().length} answered, ${count(spent)} tokens spent (goal ≤ ${count(budget)})`);
    let answered = 0;
    let refusal = '';
    for (let i = 0; i < 15 && !refusal; i += 1) {
      const response = await send(standard, `2001:db8:77:1:${(i + 1).toString(16)}::${i + 1}`, 100 + i);
      const body = await response.text();
      if (response.status === 200) answered += 1;
      else refusal = `${response.status} ${(JSON.parse(body) as { code: string }).code}`;
    }
    console.log(`One IPv6 /64 on the real Worker (default limits), a new address every message: ${answered} answered, then ${refusal || 'no refusal'}`);
  } finally {
    await Promise.all([small.dispose(), standard.dispose()]);
    await fake.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
