/** @jest-environment node */
/**
 * The browser-side engine talking to the real proxy (over HTTP on 127.0.0.1), which talks
 * to a fake model service: whatever the model does, the visitor gets an answer.
 */
import path from 'node:path';
import { createChatProxy } from '@/lib/chat/proxy';
import { createGeminiProvider } from '@/lib/chat/gemini';
import { createOfflineProvider } from '@/lib/chat/offline';
import { createChatEngine } from '@/lib/chat/engine';
import { buildIndex, type KnowledgeIndex } from '@/lib/chat/retrieval';
import { collectKnowledge } from '@/scripts/chat/collect-knowledge';
import { startProxyServer } from '@/scripts/chat/serve-proxy';
import { startFakeGemini, unusedPort, type Mode } from './fake-gemini';

const SITE = 'http://127.0.0.1:3107';
const KEY = 'integration-test-key';

let gemini: Awaited<ReturnType<typeof startFakeGemini>>;
let proxy: Awaited<ReturnType<typeof startProxyServer>>;
let index: KnowledgeIndex;

beforeAll(async () => {
  index = buildIndex(await collectKnowledge(path.resolve(__dirname, '../../..'), () => {}));
  gemini = await startFakeGemini();
  proxy = await startProxyServer(
    createChatProxy({ apiKey: KEY, allowedOrigins: [SITE], upstream: gemini.url, timeoutMs: 1500, rateLimit: { limit: 1000, windowMs: 60_000 } }),
  );
});

afterAll(async () => {
  await proxy.close();
  await gemini.close();
});

/** The browser adds the page's origin to every cross-origin request. */
const browserFetch = ((url: RequestInfo | URL, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), origin: SITE } })) as typeof fetch;

function engineFor(endpoint: string) {
  const ai = createGeminiProvider({ endpoint, fetch: browserFetch, timeoutMs: 5000, retry: { baseDelayMs: 5 } });
  return createChatEngine({ ai, offline: createOfflineProvider(), index: () => index, sessionId: 'user_1_it', log: () => {} });
}

describe('engine -> proxy -> model service', () => {
  beforeEach(() => gemini.setMode('ok'));

  it('answers with the model when everything works, the key travelling only from the proxy', async () => {
    const engine = engineFor(proxy.url);
    await expect(engine.checkAvailability()).resolves.toBe(true);
    const before = gemini.received.length;
    const result = await engine.respond('What does a virtual office cost?');
    expect(result.provider).toBe('gemini');
    expect(result.message.text).toMatch(/from the model/);
    expect(result.message).toMatchObject({ intent: 'ask_pricing', confidence: 0.93, sentiment: 'neutral' });
    expect(result.message.sources?.[0]?.url).toBe('/services/virtual-office/');
    const calls = gemini.received.slice(before);
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.apiKey).toBe(KEY);
      expect(call.url).toBe('/v1beta/models/gemini-2.0-flash:generateContent');
    }
    const prompt = calls.map((c) => JSON.stringify(c.body)).find((b) => b.includes('You are Manu'));
    expect(prompt).toContain('₹3,000');
  });

  it.each<[Mode, string]>([
    ['badRequest', '4xx'],
    ['serverError', '5xx (after retries)'],
    ['timeout', 'a timeout'],
    ['malformed', 'malformed JSON'],
    ['emptyCandidates', 'an answer without text'],
  ])('falls back to an offline answer on %s (%s)', async (mode) => {
    const engine = engineFor(proxy.url);
    await engine.checkAvailability();
    gemini.setMode(mode);
    const before = gemini.received.length;
    const result = await engine.respond('What does a virtual office cost?');
    expect(result.provider).toBe('offline');
    expect(result.message.text).toMatch(/₹3,000/);
    expect(result.message.sources?.[0]?.url).toBe('/services/virtual-office/');
    // A 5xx is retried: the reply call alone reaches the model four times.
    if (mode === 'serverError') expect(gemini.received.length - before).toBeGreaterThanOrEqual(4);
  }, 30_000);

  it('reports a model outage as unavailable at the health check, then answers offline', async () => {
    gemini.setMode('serverError');
    const engine = engineFor(proxy.url);
    await expect(engine.checkAvailability()).resolves.toBe(false);
    const result = await engine.respond('How can I contact your team?');
    expect(result.provider).toBe('offline');
    expect(result.message.text).toMatch(/Talk to our team/);
  });

  it('answers offline when the proxy itself cannot be reached (network failure)', async () => {
    const engine = engineFor(`http://127.0.0.1:${await unusedPort()}/`);
    await expect(engine.checkAvailability()).resolves.toBe(false);
    expect((await engine.respond('What are your office hours?')).message.text).toMatch(/Mon-Fri 9-6 IST/);
  });

  it('answers offline when the proxy cannot reach the model service', async () => {
    const deadUpstream = await startProxyServer(
      createChatProxy({ apiKey: KEY, allowedOrigins: [SITE], upstream: `http://127.0.0.1:${await unusedPort()}` }),
    );
    try {
      const response = await browserFetch(deadUpstream.url, { method: 'POST', body: JSON.stringify({ contents: [{ parts: [{ text: 'Hello' }] }] }) });
      expect(response.status).toBe(502);
      const engine = engineFor(deadUpstream.url);
      await expect(engine.checkAvailability()).resolves.toBe(false);
      expect((await engine.respond('hello')).provider).toBe('offline');
    } finally {
      await deadUpstream.close();
    }
  });

  it('refuses a request from a page of another site', async () => {
    const response = await fetch(proxy.url, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: JSON.stringify({ contents: [{ parts: [{ text: 'Hello' }] }] }),
    });
    expect(response.status).toBe(403);
  });
});
