/** @jest-environment node */
import { createChatProxy, proxyConfigFromEnv, type ProxyConfig } from '@/lib/chat/proxy';
import { generateContentBody, type GenerateContentRequest } from '@/lib/chat/gemini-shape';

const ORIGIN = 'https://www.maninfini.example';
const KEY = 'test-key-0123456789';

function setup(overrides: Partial<ProxyConfig> = {}) {
  const upstream: { url: string; headers: Headers; body: GenerateContentRequest }[] = [];
  const fetchFn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    upstream.push({ url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify({ candidates: [{ content: { parts: [{ text: 'ok' }] } }] }), { headers: { 'content-type': 'application/json' } });
  });
  let clock = 0;
  const handler = createChatProxy({ apiKey: KEY, allowedOrigins: [ORIGIN], fetch: fetchFn as unknown as typeof fetch, now: () => clock, ...overrides });
  return { handler, upstream, fetchFn, tick: (ms: number) => (clock += ms) };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/chat', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const message = (text: string, history = 0) =>
  generateContentBody([
    ...Array.from({ length: history }, (_, i) => ({ role: (i % 2 ? 'model' : 'user') as 'user' | 'model', parts: [{ text: `turn ${i}` }] })),
    { role: 'user', parts: [{ text: 'context' }, { text }] },
  ]);

describe('chat proxy', () => {
  it('forwards the generateContent body with the key in the x-goog-api-key header only', async () => {
    const { handler, upstream } = setup();
    const response = await handler(post(message('hello')));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({ candidates: [{ content: { parts: [{ text: 'ok' }] } }] });
    expect(upstream[0]?.url).toBe('https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent');
    expect(upstream[0]?.headers.get('x-goog-api-key')).toBe(KEY);
    expect(upstream[0]?.url).not.toContain(KEY);
  });

  it('fixes the generation settings whatever the browser sends', async () => {
    const { handler, upstream } = setup();
    await handler(post({ ...message('hi'), generationConfig: { maxOutputTokens: 999999 }, safetySettings: [] }));
    expect(upstream[0]?.body.generationConfig.maxOutputTokens).toBe(2048);
    expect(upstream[0]?.body.safetySettings).toHaveLength(4);
  });

  it('answers the CORS preflight for the site only', async () => {
    const { handler } = setup();
    const ok = await handler(new Request('http://127.0.0.1/chat', { method: 'OPTIONS', headers: { origin: ORIGIN } }));
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await handler(new Request('http://127.0.0.1/chat', { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }));
    expect(other.status).toBe(403);
  });

  it.each([
    ['another origin', () => post(message('hi'), { origin: 'https://evil.example' }), 403],
    ['no origin', () => new Request('http://127.0.0.1/chat', { method: 'POST', body: JSON.stringify(message('hi')) }), 403],
    ['a GET', () => new Request('http://127.0.0.1/chat', { headers: { origin: ORIGIN } }), 405],
    ['malformed JSON', () => post('{"contents": ['), 400],
    ['a body of another shape', () => post({ prompt: 'hi' }), 400],
    ['an over-long message', () => post(message('x'.repeat(2001))), 400],
    ['too much history', () => post(message('hi', 11)), 400],
    ['an oversized body', () => post({ contents: [{ parts: [{ text: 'x' }] }], pad: 'y'.repeat(40_000) }), 413],
  ])('refuses %s without calling the model', async (_name, request, status) => {
    const { handler, fetchFn } = setup();
    const response = await handler(request());
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toMatch(/\w/);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('rate-limits each client and lets it in again after the window', async () => {
    const { handler, tick } = setup({ rateLimit: { limit: 2, windowMs: 60_000 } });
    expect((await handler(post(message('1')))).status).toBe(200);
    expect((await handler(post(message('2')))).status).toBe(200);
    const limited = await handler(post(message('3')));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await handler(post(message('4'), { 'x-forwarded-for': '198.51.100.7' }))).status).toBe(200);
    tick(60_001);
    expect((await handler(post(message('5')))).status).toBe(200);
  });

  it("says 'Gemini API key not configured' without a key", async () => {
    const { handler, fetchFn } = setup({ apiKey: undefined });
    const response = await handler(post(message('hi')));
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toBe('Gemini API key not configured');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('reports an unreachable model as 502 and never echoes the key', async () => {
    const down = setup({ fetch: (async () => Promise.reject(new TypeError('fetch failed'))) as typeof fetch });
    expect((await down.handler(post(message('hi')))).status).toBe(502);
    const leaky = setup({ fetch: (async () => new Response(JSON.stringify({ error: { message: `bad key ${KEY}` } }), { status: 400 })) as typeof fetch });
    const text = await (await leaky.handler(post(message('hi')))).text();
    expect(text).not.toContain(KEY);
    expect(text).toContain('[redacted]');
  });

  it('reads its settings from the environment', () => {
    const config = proxyConfigFromEnv({ GEMINI_API_KEY: 'k', CHAT_ALLOWED_ORIGINS: 'https://a.example/, http://127.0.0.1:3107', CHAT_RATE_LIMIT: '5' });
    expect(config).toMatchObject({ apiKey: 'k', allowedOrigins: ['https://a.example', 'http://127.0.0.1:3107'], rateLimit: { limit: 5, windowMs: 60_000 } });
    expect(proxyConfigFromEnv({}).allowedOrigins).toEqual([]);
  });
});
