/** @jest-environment node */
import { assistant, cannedReplies, suggestedReplies } from '@/content/chat';
import { createChatEngine } from '@/lib/chat/engine';
import { createOfflineProvider } from '@/lib/chat/offline';
import { memoryIndex } from '@/tests/helpers/memory-index';
import { testPages } from '@/tests/fixtures/site/pages';

const { index } = memoryIndex(testPages);
const now = () => new Date('2026-05-01T10:00:00.000Z');
const conversation = { sessionId: 'user_1_abcdefgh', history: [] };
const fields = { intent: 'ask_pricing', confidence: 0.95, sentiment: 'neutral', entities: [], buttons: [], sources: [{ title: 'Virtual Office', url: '/services/virtual-office/' }] };

/** An endpoint answering health with `healthy` and chat with `chat()` (status, body). */
function endpoint(healthy: boolean, chat: () => [number, string]) {
  const calls: string[] = [];
  const fetchFn = (async (url: RequestInfo | URL) => {
    calls.push(new URL(String(url)).pathname);
    if (String(url).endsWith('/health')) return new Response(JSON.stringify({ ok: healthy }));
    const [status, body] = chat();
    return new Response(body, { status });
  }) as typeof fetch;
  return { fetchFn, calls };
}
const engineWith = (fetchFn?: typeof fetch) =>
  createChatEngine({ endpoint: fetchFn ? 'http://127.0.0.1:9/' : undefined, fetch: fetchFn, offline: createOfflineProvider(), index: () => index, now });
const sse = (...events: [string, unknown][]) => events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

describe('chat engine', () => {
  it('without an endpoint, answers offline from the knowledge', async () => {
    const engine = engineWith();
    await expect(engine.checkAvailability()).resolves.toBe(false);
    const result = await engine.respond('What does a virtual office cost?', conversation);
    expect(result.provider).toBe('offline');
    expect(result.message).toMatchObject({ sender: 'bot', intent: 'ask_pricing', id: String(now().getTime()) });
    expect(result.message.text).toMatch(/₹3,000/);
    expect(result.message.suggestedResponses).toEqual([...suggestedReplies.ask_pricing!]);
  });

  it('with a healthy endpoint, makes one call and shows the model reply with its fields and signature', async () => {
    const api = endpoint(true, () => [200, sse(['delta', { text: '💰 From ₹3,000' }], ['done', { text: '💰 From ₹3,000 a month', sig: 'S1', fields }])]);
    const engine = engineWith(api.fetchFn);
    await expect(engine.checkAvailability()).resolves.toBe(true);
    const seen: string[] = [];
    const result = await engine.respond('What does a virtual office cost?', conversation, (t) => seen.push(t));
    expect(api.calls.filter((p) => p === '/chat')).toHaveLength(1);
    expect(seen).toEqual(['💰 From ₹3,000']);
    expect(result).toMatchObject({ provider: 'model', sig: 'S1', message: { text: '💰 From ₹3,000 a month', intent: 'ask_pricing', confidence: 0.95, sources: fields.sources } });
    // No buttons from the model: the intent's own, at most 3.
    expect(result.message.buttons!.map((b) => b.payload)).toEqual(['whatsapp_pricing', 'email_pricing']);
  });

  it('answers offline when a call fails, and says so when a limit was hit', async () => {
    const failing = engineWith(endpoint(true, () => [502, '{"code":"upstream_error","message":"x"}']).fetchFn);
    await failing.checkAvailability();
    const failed = await failing.respond('What does a virtual office cost?', conversation);
    expect(failed.provider).toBe('offline');
    expect(failed.message.notice).toBeUndefined();
    expect(failing.isAiAvailable()).toBe(true);

    const limited = engineWith(endpoint(true, () => [429, '{"code":"budget_exhausted","message":"x"}']).fetchFn);
    await limited.checkAvailability();
    const result = await limited.respond('What does a virtual office cost?', conversation);
    expect(result.provider).toBe('offline');
    expect(result.message.notice).toBe(assistant.limitNotices.budget_exhausted);
    expect(result.message.text).toMatch(/₹3,000/);
  });

  it('keeps a cut reply and ends it with the error line', async () => {
    const engine = engineWith(endpoint(true, () => [200, sse(['delta', { text: 'Our plans start' }], ['error', { code: 'stream_cut', message: 'x' }])]).fetchFn);
    await engine.checkAvailability();
    const result = await engine.respond('Prices?', conversation);
    expect(result.provider).toBe('error');
    expect(result.message.text).toBe(`Our plans start\n\n${assistant.errorReply}`);
  });

  it('replaces an answer the safety filter withdrew by the out-of-scope reply, unsigned', async () => {
    const engine = engineWith(endpoint(true, () => [200, sse(['delta', { text: 'Something' }], ['error', { code: 'blocked', message: 'x', withdraw: true }])]).fetchFn);
    await engine.checkAvailability();
    const seen: string[] = [];
    const result = await engine.respond('Prices?', conversation, (t) => seen.push(t));
    expect(seen).toEqual(['Something', '']);
    expect(result.message.text).toBe(cannedReplies.out_of_scope);
    expect(result.message.buttons!.map((b) => b.payload)).toEqual(['whatsapp_general', 'contact_us']);
    expect(result.sig).toBeUndefined();
  });

  it('says when the conversation goes on under a new session id', async () => {
    let calls = 0;
    const api = endpoint(true, () => ((calls += 1) === 1 ? [409, '{"code":"session_conflict","message":"x"}'] : [200, sse(['done', { text: 'Hi!', sig: '1.S', fields }])]));
    const engine = engineWith(api.fetchFn);
    await engine.checkAvailability();
    const result = await engine.respond('Hi', conversation);
    expect(result.provider).toBe('model');
    expect(result.sessionId).toMatch(/^user_/);
    expect(result.sessionId).not.toBe(conversation.sessionId);
    const steady = engineWith(endpoint(true, () => [200, sse(['done', { text: 'Hi!', sig: '1.S', fields }])]).fetchFn);
    await steady.checkAvailability();
    expect((await steady.respond('Hi', conversation)).sessionId).toBeUndefined();
  });

  it('stops trying the model in this visit when the endpoint is not configured', async () => {
    const api = endpoint(true, () => [503, '{"code":"not_configured","message":"x"}']);
    const engine = engineWith(api.fetchFn);
    await engine.checkAvailability();
    await engine.respond('Hi', conversation);
    expect(engine.isAiAvailable()).toBe(false);
    await engine.respond('Hi again', conversation);
    expect(api.calls.filter((p) => p === '/chat')).toHaveLength(1);
  });

  it('with an unhealthy endpoint, never calls it for answers', async () => {
    const api = endpoint(false, () => [200, '']);
    const engine = engineWith(api.fetchFn);
    await expect(engine.checkAvailability()).resolves.toBe(false);
    expect((await engine.respond('Hi', conversation)).provider).toBe('offline');
    expect(api.calls).toEqual(['/health']);
  });

  it('a question asked while the site index is still loading waits for it and is answered from it', async () => {
    let arrive: (value: typeof index) => void = () => {};
    const loading = new Promise<typeof index>((resolve) => {
      arrive = resolve;
    });
    const engine = createChatEngine({ offline: createOfflineProvider(), index: () => loading, now });
    let answered = false;
    const pending = engine.respond('What does a virtual office cost?', conversation).then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    arrive(index);
    const result = await pending;
    expect(result.message.text).toMatch(/₹3,000/);
    expect(result.message.sources?.[0]?.url).toMatch(/^\/services\/virtual-office\//);
  });

  it('does not wait for ever: an index that never arrives leaves the question to the canned reply, and says why in the log', async () => {
    const logged: string[] = [];
    const engine = createChatEngine({ offline: createOfflineProvider(), index: () => new Promise(() => {}), indexWaitMs: 30, now, log: (m) => logged.push(m) });
    const result = await engine.respond('What does a virtual office cost?', conversation);
    expect(result.message.text).toBe(cannedReplies.out_of_scope);
    expect(logged).toEqual(['Site index not loaded; answering without it.']);
  });

  it('a question asked while the health check is in flight waits for it and goes to the model when it is up', async () => {
    const api = endpoint(true, () => [200, sse(['done', { text: '💰 From ₹3,000 a month', sig: 'S1', fields }])]);
    const engine = engineWith(api.fetchFn);
    void engine.checkAvailability();
    const result = await engine.respond('What does a virtual office cost?', conversation);
    expect(result.provider).toBe('model');
    expect(api.calls).toEqual(['/health', '/chat']);
  });
});
