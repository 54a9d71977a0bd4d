/** @jest-environment node */
import { createGeminiProvider, ERRORS, GeminiError } from '@/lib/chat/gemini';
import { GENERATION_CONFIG, SAFETY_SETTINGS, type GenerateContentRequest } from '@/lib/chat/gemini-shape';

const ok = (text: string) => new Response(JSON.stringify({ candidates: [{ content: { parts: [{ text }] } }] }), { status: 200 });
const noSleep = { sleep: async () => {} };

function fakeFetch(...answers: Array<Response | Error | (() => Response)>) {
  const calls: { url: string; body: GenerateContentRequest }[] = [];
  const fn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next.clone();
  });
  return { fn: fn as unknown as typeof fetch, calls, mock: fn };
}

describe('Gemini provider request', () => {
  it('posts the generateContent shape of the spec to the endpoint', async () => {
    const f = fakeFetch(ok('Hi there'));
    const provider = createGeminiProvider({ endpoint: 'http://127.0.0.1:9/chat', fetch: f.fn });
    await provider.generate([{ role: 'user', parts: [{ text: 'Hello' }] }]);
    expect(f.calls[0]?.url).toBe('http://127.0.0.1:9/chat');
    expect(f.calls[0]?.body).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'Hello' }] }],
      generationConfig: { temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 2048 },
      safetySettings: SAFETY_SETTINGS,
    });
    expect(GENERATION_CONFIG.maxOutputTokens).toBe(2048);
    expect(SAFETY_SETTINGS.map((s) => s.category)).toEqual([
      'HARM_CATEGORY_HARASSMENT',
      'HARM_CATEGORY_HATE_SPEECH',
      'HARM_CATEGORY_SEXUALLY_EXPLICIT',
      'HARM_CATEGORY_DANGEROUS_CONTENT',
    ]);
    expect(new Set(SAFETY_SETTINGS.map((s) => s.threshold))).toEqual(new Set(['BLOCK_MEDIUM_AND_ABOVE']));
  });

  it("health check sends 'Hello' and is true on any text", async () => {
    const f = fakeFetch(ok('Hello! How can I help?'));
    const provider = createGeminiProvider({ endpoint: 'http://127.0.0.1:9/', fetch: f.fn });
    await expect(provider.healthCheck()).resolves.toBe(true);
    expect(f.calls[0]?.body.contents).toEqual([{ role: 'user', parts: [{ text: 'Hello' }] }]);
  });
});

describe('Gemini provider errors (spec 001 §8)', () => {
  const generate = (f: ReturnType<typeof fakeFetch>, endpoint: string | null = 'http://127.0.0.1:9/') =>
    createGeminiProvider({ endpoint: endpoint ?? undefined, fetch: f.fn, retry: noSleep }).generate([{ parts: [{ text: 'x' }] }]);

  it("'Gemini API key not configured' without an endpoint, without calling anything", async () => {
    const f = fakeFetch(ok('x'));
    await expect(generate(f, null)).rejects.toThrow(ERRORS.notConfigured);
    expect(f.mock).not.toHaveBeenCalled();
  });

  it("'Gemini API error: {status} - {message}' on a non-OK answer", async () => {
    const f = fakeFetch(new Response(JSON.stringify({ error: { message: 'API key not valid' } }), { status: 400 }));
    await expect(generate(f)).rejects.toThrow('Gemini API error: 400 - API key not valid');
    expect(f.mock).toHaveBeenCalledTimes(1);
  });

  it("'Unknown error' when the error body has no message, and 5xx is retried 3 times", async () => {
    const f = fakeFetch(new Response('oops', { status: 503 }));
    await expect(generate(f)).rejects.toThrow('Gemini API error: 503 - Unknown error');
    expect(f.mock).toHaveBeenCalledTimes(4);
  });

  it('recovers when a retry succeeds', async () => {
    const f = fakeFetch(new Response('{}', { status: 500 }), new TypeError('Failed to fetch'), ok('fine'));
    await expect(generate(f)).resolves.toBe('fine');
    expect(f.mock).toHaveBeenCalledTimes(3);
  });

  it("'CSP_BLOCKED' for a network error mentioning NetworkError, not retried", async () => {
    const f = fakeFetch(new TypeError('NetworkError when attempting to fetch resource.'));
    await expect(generate(f)).rejects.toThrow(ERRORS.cspBlocked);
    expect(f.mock).toHaveBeenCalledTimes(1);
  });

  it("'Invalid response format from Gemini API' for malformed or empty answers", async () => {
    for (const body of ['not json', '{"candidates":[]}', '{"candidates":[{"content":{"parts":[{}]}}]}']) {
      const f = fakeFetch(new Response(body, { status: 200 }));
      await expect(generate(f)).rejects.toThrow(ERRORS.invalidFormat);
    }
  });

  it('gives up after a timeout without retrying', async () => {
    const hang = jest.fn((_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))),
    );
    const provider = createGeminiProvider({ endpoint: 'http://127.0.0.1:9/', fetch: hang as unknown as typeof fetch, timeoutMs: 20, retry: noSleep });
    const error = await provider.generate([{ parts: [{ text: 'x' }] }]).catch((e) => e);
    expect(error).toBeInstanceOf(GeminiError);
    expect(hang).toHaveBeenCalledTimes(1);
  });

  it('a failed health check is false, not an exception', async () => {
    const f = fakeFetch(new Response('{}', { status: 401 }));
    await expect(createGeminiProvider({ endpoint: 'http://127.0.0.1:9/', fetch: f.fn, retry: noSleep }).healthCheck()).resolves.toBe(false);
  });
});

describe('Gemini provider classification', () => {
  it('reads intent, entities and sentiment with their fallbacks', async () => {
    const provider = (text: string) => createGeminiProvider({ endpoint: 'http://127.0.0.1:9/', fetch: fakeFetch(ok(text)).fn });
    await expect(provider('{"intent":"ask_pricing","confidence":0.92}').classifyIntent('price?')).resolves.toEqual({ intent: 'ask_pricing', confidence: 0.92 });
    await expect(provider('{"confidence":0.8}').classifyIntent('x')).resolves.toEqual({ intent: 'out_of_scope', confidence: 0.8 });
    await expect(provider('no idea').classifyIntent('How can I contact your team?')).resolves.toMatchObject({ intent: 'ask_contact' });
    await expect(provider('[{"entity":"service","value":"website"}]').extractEntities('x')).resolves.toEqual([{ entity: 'service', value: 'website' }]);
    await expect(provider('sorry').extractEntities('x')).resolves.toEqual([]);
    await expect(provider('negative').analyzeSentiment('x')).resolves.toBe('negative');
    await expect(provider('hmm').analyzeSentiment('thanks, great help')).resolves.toBe('positive');
  });

  it('builds the reply prompt with persona, passages and the message', async () => {
    const f = fakeFetch(ok('  **Answer**  '));
    const provider = createGeminiProvider({ endpoint: 'http://127.0.0.1:9/', fetch: f.fn });
    const reply = await provider.reply({
      message: 'What does a virtual office cost?',
      history: [],
      preferences: {},
      passages: [{ url: '/services/virtual-office/', title: 'Virtual Office', text: 'Plans cost ₹3,000 per month.', score: 3 }],
      intent: { intent: 'ask_pricing', confidence: 0.6 },
    });
    expect(reply.text).toBe('**Answer**');
    const parts = f.calls[0]!.body.contents.at(-1)!.parts;
    expect(parts[0]?.text).toMatch(/You are Manu/);
    expect(parts[0]?.text).toMatch(/Virtual Office \(\/services\/virtual-office\/\)\nPlans cost ₹3,000 per month\./);
    expect(parts[1]?.text).toBe('What does a virtual office cost?');
  });
});
