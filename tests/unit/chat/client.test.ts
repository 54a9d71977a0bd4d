/** @jest-environment node */
import { askEndpoint, checkEndpointHealth, createEndpointConversation, endpointUrl, historyForRequest } from '@/lib/chat/client';
import { historyEntry } from '@/lib/chat/session';

const request = { message: 'Hi', history: [], sessionId: 'user_1_abcdefgh' };
const fields = { intent: 'greet', confidence: 0.9, sentiment: 'neutral', entities: [], buttons: [], sources: [] };
const sse = (...events: [string, unknown][]) => events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

/** A fetch that answers with this body, sent in small pieces like a real stream. */
function answering(body: string, init: ResponseInit = { headers: { 'content-type': 'text/event-stream' } }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchFn = (async (url: RequestInfo | URL, options?: RequestInit) => {
    calls.push({ url: String(url), init: options });
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    return new Response(stream, init);
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe('the chat endpoint client', () => {
  it('sends only { message, history, sessionId } and reports the text as it grows', async () => {
    const { fetchFn, calls } = answering(sse(['delta', { text: 'Hel' }], ['delta', { text: 'lo!' }], ['done', { text: 'Hello!', sig: 'S', fields }]));
    const seen: string[] = [];
    const outcome = await askEndpoint({ endpoint: 'http://127.0.0.1:9/', request, onText: (t) => seen.push(t), fetch: fetchFn });
    expect(outcome).toEqual({ kind: 'answer', text: 'Hello!', sig: 'S', fields });
    expect(seen).toEqual(['Hel', 'Hello!']);
    expect(calls[0]!.url).toBe('http://127.0.0.1:9/chat');
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual(request);
  });

  it('keeps a reply cut after some text, and fails one cut before any', async () => {
    expect(await askEndpoint({ endpoint: 'http://x/', request, fetch: answering(sse(['delta', { text: 'Half a' }], ['error', { code: 'stream_cut' }])).fetchFn })).toEqual({ kind: 'partial', text: 'Half a' });
    expect(await askEndpoint({ endpoint: 'http://x/', request, fetch: answering(sse(['delta', { text: 'Half a' }])).fetchFn })).toEqual({ kind: 'partial', text: 'Half a' });
    expect(await askEndpoint({ endpoint: 'http://x/', request, fetch: answering(sse(['error', { code: 'blocked' }])).fetchFn })).toEqual({ kind: 'failed', code: 'blocked', limit: false });
  });

  it('takes back the text of an answer the safety filter withdrew', async () => {
    const seen: string[] = [];
    const { fetchFn } = answering(sse(['delta', { text: 'Half a' }], ['error', { code: 'blocked', message: 'x', withdraw: true }]));
    expect(await askEndpoint({ endpoint: 'http://x/', request, onText: (t) => seen.push(t), fetch: fetchFn })).toEqual({ kind: 'withdrawn' });
    expect(seen).toEqual(['Half a', '']);
  });

  it('tells a limit from other failures', async () => {
    const limited = answering(JSON.stringify({ code: 'rate_limited', message: 'wait' }), { status: 429 });
    expect(await askEndpoint({ endpoint: 'http://x/', request, fetch: limited.fetchFn })).toEqual({ kind: 'failed', code: 'rate_limited', limit: true });
    const broken = answering('<html>', { status: 500 });
    expect(await askEndpoint({ endpoint: 'http://x/', request, fetch: broken.fetchFn })).toEqual({ kind: 'failed', code: 'network', limit: false });
    const refused = (async () => {
      throw new TypeError('NetworkError when attempting to fetch resource.');
    }) as typeof fetch;
    expect(await askEndpoint({ endpoint: 'http://x/', request, fetch: refused })).toEqual({ kind: 'failed', code: 'blocked_by_policy', limit: false });
  });

  it('sends the last 5 turns, model turns with their signature, none longer than the contract allows', () => {
    const history = [
      historyEntry('q0', 'user', 's'),
      historyEntry('a0', 'bot', 's', new Date(), 'sig0'),
      historyEntry('x'.repeat(2_001), 'user', 's'),
      historyEntry('q1', 'user', 's'),
      historyEntry('offline answer', 'bot', 's'),
      historyEntry('q2', 'user', 's'),
      historyEntry('a2', 'bot', 's', new Date(), 'sig2'),
    ];
    expect(historyForRequest(history)).toEqual([
      { role: 'model', text: 'a0', sig: 'sig0' },
      { role: 'user', text: 'q1' },
      { role: 'model', text: 'offline answer' },
      { role: 'user', text: 'q2' },
      { role: 'model', text: 'a2', sig: 'sig2' },
    ]);
  });

  it('counts a turn as the endpoint does: 2,000 emoji fit, 2,001 do not', () => {
    const fits = '😀'.repeat(2_000);
    expect(historyForRequest([historyEntry(fits, 'user', 's'), historyEntry(`${fits}😀`, 'user', 's')])).toEqual([{ role: 'user', text: fits }]);
  });

  it('reads the health check and joins addresses', async () => {
    expect(await checkEndpointHealth('http://x/', answering('{"ok":true}', { status: 200 }).fetchFn)).toBe(true);
    expect(await checkEndpointHealth('http://x/', answering('{"ok":false,"reason":"budget"}', { status: 200 }).fetchFn)).toBe(false);
    expect(await checkEndpointHealth('http://x/', answering('nope', { status: 403 }).fetchFn)).toBe(false);
    expect(endpointUrl('https://chat.example/api', '/health')).toBe('https://chat.example/api/health');
  });
});

describe('a conversation with the endpoint', () => {
  /** An endpoint that answers each call with the next of these (status, body), recording the requests. */
  function scripted(...answers: [number, string][]) {
    const bodies: Record<string, unknown>[] = [];
    const fetchFn = (async (_: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      const [status, body] = answers[bodies.length - 1] ?? [500, ''];
      return new Response(body, { status, headers: { 'content-type': status === 200 ? 'text/event-stream' : 'application/json' } });
    }) as typeof fetch;
    return { fetchFn, bodies };
  }
  const done = sse(['done', { text: 'Hello!', sig: '1.S', fields }]);
  const refusal = (code: string) => JSON.stringify({ code, message: 'x' });

  it('goes on under a new session when the endpoint says the session belongs to another connection', async () => {
    const api = scripted([409, refusal('session_conflict')], [200, done]);
    const ask = createEndpointConversation({ endpoint: 'http://x/', fetch: api.fetchFn });
    const { outcome, sessionId } = await ask(request);
    expect(outcome.kind).toBe('answer');
    expect(sessionId).not.toBe(request.sessionId);
    expect(sessionId).toMatch(/^user_\d+_[a-z0-9]+$/);
    expect(api.bodies.map((b) => b.sessionId)).toEqual([request.sessionId, sessionId]);
  });

  it('with a Turnstile site key, sends a token until the session is verified, and one fresh token when the check fails', async () => {
    let n = 0;
    const tokens = async () => `token-${(n += 1)}`;
    const api = scripted([200, done], [200, done], [403, refusal('verification_required')], [200, done], [403, refusal('verification_required')], [403, refusal('verification_required')]);
    const ask = createEndpointConversation({ endpoint: 'http://x/', fetch: api.fetchFn, turnstileTokens: tokens });
    await ask(request);
    await ask(request);
    // The endpoint forgot the session (a new day): one retry with a fresh token.
    expect((await ask(request)).outcome.kind).toBe('answer');
    expect((await ask({ ...request, sessionId: 'user_2_abcdefgh' })).outcome).toEqual({ kind: 'failed', code: 'verification_required', limit: false });
    expect(api.bodies.map((b) => b.turnstile)).toEqual(['token-1', undefined, undefined, 'token-2', 'token-3', 'token-4']);
  });

  it('without a token to give, asks without one', async () => {
    const api = scripted([403, refusal('verification_required')], [403, refusal('verification_required')]);
    const ask = createEndpointConversation({ endpoint: 'http://x/', fetch: api.fetchFn, turnstileTokens: async () => null });
    expect((await ask(request)).outcome).toMatchObject({ kind: 'failed', code: 'verification_required' });
    expect(api.bodies.every((b) => !('turnstile' in b))).toBe(true);
  });
});
