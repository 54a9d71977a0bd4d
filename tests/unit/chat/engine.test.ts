/** @jest-environment node */
import { createChatEngine } from '@/lib/chat/engine';
import { createOfflineProvider } from '@/lib/chat/offline';
import { createGeminiProvider, ERRORS } from '@/lib/chat/gemini';
import { buildIndex } from '@/lib/chat/retrieval';
import type { ChatProvider, Knowledge } from '@/lib/chat/types';
import { assistant, suggestedReplies } from '@/content/chat';

const knowledge: Knowledge = {
  generatedAt: '2026-01-01T00:00:00.000Z',
  pages: [
    { url: '/services/virtual-office/', title: 'Virtual Office', content: 'Virtual office plans cost ₹3,000, ₹5,000, ₹8,000 or ₹15,000 per month.', lastUpdated: '' },
    { url: '/contact/', title: 'Contact', content: 'Office hours: Mon-Fri 9-6 IST, Sat 10-4, Sun closed.', lastUpdated: '' },
  ],
};
const index = buildIndex(knowledge);
const now = () => new Date('2026-05-01T10:00:00.000Z');

/** A model whose every answer is chosen by the prompt it gets. */
function fakeModel(answer: (prompt: string) => string | Error) {
  const prompts: string[] = [];
  const fetchFn = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    const prompt = body.contents.at(-1).parts.map((p: { text: string }) => p.text).join('\n');
    prompts.push(prompt);
    const result = answer(prompt);
    if (result instanceof Error) throw result;
    return new Response(JSON.stringify({ candidates: [{ content: { parts: [{ text: result }] } }] }));
  }) as typeof fetch;
  return { provider: createGeminiProvider({ endpoint: 'http://127.0.0.1:9/', fetch: fetchFn, retry: { sleep: async () => {} } }), prompts };
}

const modelAnswers = (prompt: string) => {
  if (prompt === 'Hello') return 'Hi!';
  if (prompt.startsWith('Classify')) return '{"intent":"ask_pricing","confidence":0.95}';
  if (prompt.startsWith('Extract')) return '[]';
  if (prompt.startsWith('Give the sentiment')) return 'neutral';
  return '💰 **Virtual office**\n• From ₹3,000 per month';
};

describe('chat engine', () => {
  it('without a model, answers offline from the knowledge', async () => {
    const engine = createChatEngine({ offline: createOfflineProvider(), index: () => index, sessionId: 'user_1_a', now });
    await expect(engine.checkAvailability()).resolves.toBe(false);
    const result = await engine.respond('What does a virtual office cost?');
    expect(result.provider).toBe('offline');
    expect(result.reply).toMatchObject({ recipient_id: 'user_1_a' });
    expect(result.message).toMatchObject({ sender: 'bot', intent: 'ask_pricing', sentiment: 'neutral', id: String(now().getTime()) });
    expect(result.message.text).toMatch(/₹3,000/);
    expect(result.message.sources?.[0]?.url).toBe('/services/virtual-office/');
    expect(result.message.suggestedResponses).toEqual([...suggestedReplies.ask_pricing!]);
  });

  it('with a reachable model, shows its text with at most 3 buttons and the parsed intent', async () => {
    const model = fakeModel(modelAnswers);
    const engine = createChatEngine({ ai: model.provider, offline: createOfflineProvider(), index: () => index, sessionId: 's', now });
    await expect(engine.checkAvailability()).resolves.toBe(true);
    const result = await engine.respond('What does a virtual office cost?');
    expect(result.provider).toBe('gemini');
    expect(result.message.text).toBe('💰 **Virtual office**\n• From ₹3,000 per month');
    expect(result.message).toMatchObject({ intent: 'ask_pricing', confidence: 0.95, sentiment: 'neutral' });
    expect(result.message.buttons!.length).toBeLessThanOrEqual(3);
    expect(model.prompts.some((p) => p.includes('₹3,000, ₹5,000, ₹8,000 or ₹15,000'))).toBe(true);
  });

  it('falls back to the offline answer when the model fails mid-conversation', async () => {
    let fail = false;
    const model = fakeModel((prompt) => (fail && prompt.includes('You are Manu') ? new TypeError('Failed to fetch') : modelAnswers(prompt)));
    const log = jest.fn();
    const engine = createChatEngine({ ai: model.provider, offline: createOfflineProvider(), index: () => index, sessionId: 's', now, log });
    await engine.checkAvailability();
    fail = true;
    const result = await engine.respond('What are your office hours?');
    expect(result.provider).toBe('offline');
    expect(result.message.text).toMatch(/Mon-Fri 9-6 IST/);
    expect(log).toHaveBeenCalled();
    expect(engine.isAiAvailable()).toBe(true);
  });

  it('switches to fallback mode for good after a blocked request', async () => {
    const model = fakeModel((prompt) => (prompt === 'Hello' ? 'Hi' : new TypeError('NetworkError when attempting to fetch resource.')));
    const engine = createChatEngine({ ai: model.provider, offline: createOfflineProvider(), index: () => index, sessionId: 's', now });
    await engine.checkAvailability();
    const first = await engine.respond('hello');
    expect(first.provider).toBe('offline');
    expect(engine.isAiAvailable()).toBe(false);
    const calls = model.prompts.length;
    await engine.respond('hello again');
    expect(model.prompts.length).toBe(calls);
  });

  it('uses the offline provider when the health check fails', async () => {
    const model = fakeModel(() => 'not reached');
    const broken = { ...model.provider, healthCheck: async () => false };
    const engine = createChatEngine({ ai: broken, offline: createOfflineProvider(), index: () => index, sessionId: 's', now });
    await engine.checkAvailability();
    expect((await engine.respond('hello')).provider).toBe('offline');
    expect(model.prompts).toEqual([]);
  });

  it("says the spec's error text when even the fallback fails", async () => {
    const broken: ChatProvider = { ...createOfflineProvider(), reply: async () => Promise.reject(new Error('boom')) };
    const engine = createChatEngine({ offline: broken, index: () => index, sessionId: 's', now, log: () => {} });
    const result = await engine.respond('anything');
    expect(result.provider).toBe('error');
    expect(result.message.text).toBe(assistant.errorReply);
    expect(result.message.buttons?.length).toBeGreaterThan(0);
  });

  it('answers without knowledge too', async () => {
    const engine = createChatEngine({ offline: createOfflineProvider(), index: () => null, sessionId: 's', now });
    expect((await engine.respond('How can I contact your team?')).message.text).toMatch(/Talk to our team/);
  });

  it('exposes the error texts of the spec', () => {
    expect(ERRORS.apiError(500)).toBe('Gemini API error: 500 - Unknown error');
    expect(ERRORS.apiError(429, 'Quota')).toBe('Gemini API error: 429 - Quota');
  });
});
