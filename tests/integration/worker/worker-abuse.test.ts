/** @jest-environment node */
/**
 * The chat Worker against one determined stranger: new addresses in the same IPv6 /64, a
 * script that keeps asking all day, a session carried to another address, many calls at once
 * against the day's token budget, and (when the site uses it) a missing or replayed Turnstile
 * token. Each must leave the rest of the day's budget to everyone else.
 */
import type { FakeGemini } from '@/scripts/chat/fake-gemini';
import { startFakeTurnstile, type FakeTurnstile } from '@/scripts/chat/fake-turnstile';
import type { LocalWorker } from '@/scripts/chat/local-worker';
import { ask, chat, eventually, events, reservationWithoutPassages, workersAgainstFake } from './worker-helpers';

jest.setTimeout(60_000);

/** What the fake model reports for every answer (usageMetadata.totalTokenCount). */
const TOKENS_PER_ANSWER = 1_020;

const workers = workersAgainstFake();
const start = (vars?: Record<string, string>, instances?: 1 | 2) => workers.start(vars, instances);
let fake: FakeGemini;
beforeAll(() => (fake = workers.fake));

const session = (n: number | string) => `user_1700000000000_abuse${n}`;

async function statusOf(response: Response) {
  const body = await response.text();
  return { status: response.status, code: response.status === 200 ? null : (JSON.parse(body) as { code: string }).code };
}

describe('one client, however it presents itself', () => {
  it('counts IPv6 addresses per /64: new addresses in one /64 share one bucket', async () => {
    const worker = await start({ CHAT_CLIENT_LIMIT: '2' });
    const sameNetwork = ['2001:db8:a:b::1', '2001:DB8:A:B:0:0:0:2', '2001:db8:a:b:ffff:ffff:ffff:fffe'];
    const results = [];
    for (const [i, ip] of sameNetwork.entries()) results.push(await statusOf(await chat(worker, ask('Hi', { sessionId: session(`v6${i}`) }), { ip })));
    expect(results).toEqual([
      { status: 200, code: null },
      { status: 200, code: null },
      { status: 429, code: 'rate_limited' },
    ]);
    expect(await statusOf(await chat(worker, ask('Hi', { sessionId: session('v6other') }), { ip: '2001:db8:a:c::1' }))).toEqual({ status: 200, code: null });
    expect(fake.answerCalls()).toHaveLength(3);
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address', async () => {
    const worker = await start({ CHAT_CLIENT_LIMIT: '1' });
    expect((await statusOf(await chat(worker, ask('Hi', { sessionId: session('m1') }), { ip: '198.51.100.77' }))).status).toBe(200);
    expect(await statusOf(await chat(worker, ask('Hi', { sessionId: session('m2') }), { ip: '::ffff:198.51.100.77' }))).toEqual({ status: 429, code: 'rate_limited' });
  });

  it('caps the messages of one client a day, beside the per-minute window, until the next UTC day', async () => {
    const worker = await start({ CHAT_CLIENT_LIMIT: '100', CHAT_CLIENT_DAILY_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1) expect((await statusOf(await chat(worker, ask('Hi', { sessionId: session(`d${i}`) }), { ip: '198.51.100.20' }))).status).toBe(200);
    const refused = await chat(worker, ask('Hi', { sessionId: session('d3') }), { ip: '198.51.100.20' });
    expect(await refused.json()).toEqual({ code: 'daily_limit', message: expect.any(String) });
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(Math.floor((midnight.getTime() - Date.now()) / 1000) - 60);
    expect((await statusOf(await chat(worker, ask('Hi', { sessionId: session('d4') }), { ip: '198.51.100.21' }))).status).toBe(200);
    expect(fake.answerCalls()).toHaveLength(4);
  });

  it('caps the tokens of one client a day, counting what its answers used', async () => {
    const cap = 6_000;
    const worker = await start({ CHAT_CLIENT_LIMIT: '100', CHAT_CLIENT_DAILY_TOKENS: String(cap) });
    let last = { status: 200, code: null as string | null };
    for (let i = 0; i < 12 && last.status === 200; i += 1) last = await statusOf(await chat(worker, ask('Hi', { sessionId: session(`t${i}`) }), { ip: '198.51.100.30' }));
    expect(last).toEqual({ status: 429, code: 'daily_limit' });
    expect(fake.answerCalls().length).toBeGreaterThanOrEqual(1);
    expect(fake.answerCalls().length * TOKENS_PER_ANSWER).toBeLessThanOrEqual(cap);
    expect((await statusOf(await chat(worker, ask('Hi', { sessionId: session('t-other') }), { ip: '198.51.100.31' }))).status).toBe(200);
  });

  it('binds a session to the client that started it', async () => {
    const worker = await start({ CHAT_CLIENT_LIMIT: '100' });
    expect((await statusOf(await chat(worker, ask('Hi', { sessionId: session('bound') }), { ip: '198.51.100.40' }))).status).toBe(200);
    const elsewhere = await chat(worker, ask('Hi again', { sessionId: session('bound') }), { ip: '203.0.113.99' });
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toEqual({ code: 'session_conflict', message: expect.any(String) });
    expect((await statusOf(await chat(worker, ask('Hi again', { sessionId: session('bound') }), { ip: '198.51.100.40' }))).status).toBe(200);
    expect(fake.answerCalls()).toHaveLength(2);
  });
});

describe("the day's token budget", () => {
  afterEach(() => fake.setChunkDelay(5));

  // Each call comes from its own address: the site's budget is what is tested, not a client's share of it.
  const unlimitedClients = { CHAT_CLIENT_LIMIT: '100', CHAT_CLIENT_DAILY_LIMIT: '100', CHAT_CLIENT_DAILY_TOKENS: '100000000' };

  it('reserves tokens at admission: ten calls at once never spend more than the budget', async () => {
    const budget = 5_000;
    const worker = await start({ CHAT_DAILY_TOKENS: String(budget), ...unlimitedClients });
    // Slow enough that all ten are in flight together.
    fake.setChunkDelay(40);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => chat(worker, ask('Hi', { sessionId: session(`c${i}`) }), { ip: `192.0.2.${40 + i}` })));
    const results = await Promise.all(responses.map(statusOf));
    const answered = results.filter((r) => r.status === 200).length;
    expect(answered).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.code === 'budget_exhausted')).toBe(true);
    expect(fake.answerCalls()).toHaveLength(answered);
    expect(answered * TOKENS_PER_ANSWER).toBeLessThanOrEqual(budget);
  });

  it('gives back what a reservation did not use once the answer is counted', async () => {
    // Room for one reservation and one answer's real use, not for two reservations.
    const reservation = reservationWithoutPassages('Hi');
    const worker = await start({ CHAT_DAILY_TOKENS: String(reservation + TOKENS_PER_ANSWER + 10), ...unlimitedClients });
    await (await chat(worker, ask('Hi', { sessionId: session('r1') }), { ip: '192.0.2.60' })).text();
    await eventually(async () => (await statusOf(await chat(worker, ask('Hi', { sessionId: session('r2') }), { ip: '192.0.2.61' }))).status === 200);
    expect(fake.answerCalls()).toHaveLength(2);
  });
});

describe('with Turnstile configured', () => {
  const TURNSTILE = 'turnstile-test-secret-not-real';
  let turnstile: FakeTurnstile;
  let worker: LocalWorker;
  beforeAll(async () => {
    turnstile = await startFakeTurnstile({ secret: TURNSTILE });
    worker = await start({ CHAT_CLIENT_LIMIT: '100', TURNSTILE_SECRET: TURNSTILE, TURNSTILE_VERIFY_URL: turnstile.url });
  });
  afterAll(() => turnstile?.close());

  it("refuses a session's first message without a token, or with one Cloudflare did not issue, before any model call", async () => {
    const missing = await chat(worker, ask('Hi', { sessionId: session('ts1') }), { ip: '198.51.100.60' });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ code: 'verification_required', message: expect.any(String) });
    const forged = await chat(worker, { ...ask('Hi', { sessionId: session('ts1') }), turnstile: '0.forged-token' }, { ip: '198.51.100.60' });
    const text = await forged.text();
    expect([forged.status, JSON.parse(text).code]).toEqual([403, 'verification_required']);
    expect(text).not.toContain(TURNSTILE);
    expect(turnstile.checks.at(-1)).toMatchObject({ secret: TURNSTILE, response: '0.forged-token', remoteip: '198.51.100.60' });
    expect(fake.received).toHaveLength(0);
  });

  it('lets a verified session go on without a new token; a new session needs its own', async () => {
    const checksBefore = turnstile.checks.length;
    const first = await chat(worker, { ...ask('Hi', { sessionId: session('ts2') }), turnstile: turnstile.issue() }, { ip: '198.51.100.61' });
    expect((await events(first)).at(-1)!.event).toBe('done');
    expect((await statusOf(await chat(worker, ask('And prices?', { sessionId: session('ts2') }), { ip: '198.51.100.61' }))).status).toBe(200);
    expect(turnstile.checks.length).toBe(checksBefore + 1);
    expect(await statusOf(await chat(worker, ask('Hi', { sessionId: session('ts3') }), { ip: '198.51.100.61' }))).toEqual({ status: 403, code: 'verification_required' });
  });

  it('accepts a token once: a replayed token starts no other session', async () => {
    const token = turnstile.issue();
    expect((await statusOf(await chat(worker, { ...ask('Hi', { sessionId: session('ts4') }), turnstile: token }, { ip: '198.51.100.62' }))).status).toBe(200);
    expect(await statusOf(await chat(worker, { ...ask('Hi', { sessionId: session('ts5') }), turnstile: token }, { ip: '198.51.100.63' }))).toEqual({ status: 403, code: 'verification_required' });
  });

  it('refuses when the check cannot be made, rather than letting everyone through', async () => {
    turnstile.setFailing(true);
    try {
      expect(await statusOf(await chat(worker, { ...ask('Hi', { sessionId: session('ts6') }), turnstile: turnstile.issue() }, { ip: '198.51.100.64' }))).toEqual({ status: 403, code: 'verification_required' });
    } finally {
      turnstile.setFailing(false);
    }
    expect(fake.received).toHaveLength(0);
  });
});
