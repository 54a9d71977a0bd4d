/**
 * A stand-in for the Gemini API on 127.0.0.1, speaking its shapes: generateContent JSON
 * and streamGenerateContent server-sent events, plus the ways a real service fails (429,
 * 500, no answer, garbage, a safety block, a stream cut off or one that goes quiet half-way).
 * It records every request, so tests can check what reached "the model". Used by tests, the
 * browser tests and the bench.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'answer' | 'status429' | 'status500' | 'hang' | 'garbage' | 'blocked' | 'cut' | 'stall';

export type ModelAnswer = { reply: string; intent?: string; confidence?: number; sentiment?: string; entities?: unknown[]; buttons?: string[] };

export type ReceivedRequest = {
  path: string;
  apiKey: string | undefined;
  body: {
    systemInstruction?: { parts: { text: string }[] };
    contents?: { role: string; parts: { text: string }[] }[];
    generationConfig?: Record<string, unknown>;
  } & Record<string, unknown>;
};

export type FakeGeminiOptions = {
  /** Characters of the JSON answer per streamed chunk. */
  chunkChars?: number;
  /** Pause between streamed chunks. */
  chunkDelayMs?: number;
};

/** The passages the prompt carried: the first one's text makes the default answer. */
export function firstPassage(body: ReceivedRequest['body']): string | undefined {
  const system = body.systemInstruction?.parts?.[0]?.text ?? '';
  return /Website passages:\n\[1\] [^\n]*\n([\s\S]+?)(?:\n\n\[2\] |$)/.exec(system)?.[1];
}

const defaultAnswer = (body: ReceivedRequest['body']): ModelAnswer => ({
  reply: `🤖 **From the model**\n${firstPassage(body) ?? 'I can help with questions about Maninfini Automation.'}`,
  intent: 'ask_services',
  confidence: 0.9,
  sentiment: 'neutral',
  entities: [],
  buttons: ['whatsapp_general', 'contact_us'],
});

const chunk = (text: string, last: boolean, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) }],
    ...(last ? { usageMetadata: { promptTokenCount: 900, candidatesTokenCount: 120, totalTokenCount: 1020 } } : {}),
    modelVersion: 'fake',
    ...extra,
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeGemini(options: FakeGeminiOptions = {}) {
  const { chunkChars = 24 } = options;
  let chunkDelayMs = options.chunkDelayMs ?? 5;
  let mode: FakeMode = 'answer';
  let healthy = true;
  let answer: (body: ReceivedRequest['body']) => ModelAnswer = defaultAnswer;
  const received: ReceivedRequest[] = [];
  const open = new Set<ServerResponse>();

  async function stream(res: ServerResponse, body: ReceivedRequest['body']) {
    const json = JSON.stringify(answer(body));
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const pieces = json.match(new RegExp(`[\\s\\S]{1,${chunkChars}}`, 'g')) ?? [];
    for (let i = 0; i < pieces.length; i += 1) {
      const last = i === pieces.length - 1;
      if (mode === 'cut' && i === Math.floor(pieces.length / 2)) return res.socket?.destroy();
      // Half an answer, then silence with the connection left open: only a timeout ends it.
      if (mode === 'stall' && i === Math.floor(pieces.length / 2)) return;
      if (mode === 'blocked' && i === 2) {
        res.write(`data: ${JSON.stringify({ candidates: [{ finishReason: 'SAFETY', index: 0, safetyRatings: [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'HIGH', blocked: true }] }] })}\r\n\r\n`);
        return res.end();
      }
      res.write(`data: ${chunk(pieces[i]!, last)}\r\n\r\n`);
      if (!last && chunkDelayMs) await wait(chunkDelayMs);
    }
    res.end();
  }

  const server = createServer(async (req: IncomingMessage, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    let raw = '';
    for await (const piece of req) raw += piece;
    let body: ReceivedRequest['body'] = {};
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      /* recorded as an empty body */
    }
    const path = req.url ?? '';
    received.push({ path, apiKey: req.headers['x-goog-api-key'] as string | undefined, body });
    const send = (status: number, payload: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(payload);
    };
    if (path.includes(':generateContent')) {
      return healthy
        ? send(200, chunk('Hello! How can I help?', true))
        : send(503, JSON.stringify({ error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } }));
    }
    if (!path.includes(':streamGenerateContent')) return send(404, JSON.stringify({ error: { code: 404, message: 'Not found' } }));
    switch (mode) {
      case 'hang':
        return; // never answers; the Worker's timeout has to end it
      case 'status429':
        return send(429, JSON.stringify({ error: { code: 429, message: `Quota exceeded for key ${req.headers['x-goog-api-key']}`, status: 'RESOURCE_EXHAUSTED' } }));
      case 'status500':
        return send(500, JSON.stringify({ error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } }));
      case 'garbage':
        return send(200, 'data: <html>this is not JSON</html>\r\n\r\n', 'text/event-stream');
      default:
        return stream(res, body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Only the calls that asked for an answer (not the health checks). */
    answerCalls: () => received.filter((r) => r.path.includes(':streamGenerateContent')),
    setMode: (next: FakeMode) => void (mode = next),
    setHealthy: (next: boolean) => void (healthy = next),
    setAnswer: (next: (body: ReceivedRequest['body']) => ModelAnswer) => void (answer = next),
    setChunkDelay: (ms: number) => void (chunkDelayMs = ms),
    reset() {
      mode = 'answer';
      healthy = true;
      answer = defaultAnswer;
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.socket?.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
