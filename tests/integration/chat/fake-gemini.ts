/** A stand-in for the model service on 127.0.0.1, switchable between good and bad answers. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GenerateContentRequest } from '@/lib/chat/gemini-shape';

export type Mode = 'ok' | 'badRequest' | 'serverError' | 'timeout' | 'malformed' | 'emptyCandidates';

export type Received = { url: string; apiKey: string | undefined; body: GenerateContentRequest };

export async function startFakeGemini() {
  let mode: Mode = 'ok';
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}');
    received.push({ url: req.url ?? '', apiKey: req.headers['x-goog-api-key'] as string | undefined, body });
    const prompt: string = body.contents?.at(-1)?.parts?.map((p: { text: string }) => p.text).join('\n') ?? '';
    const send = (status: number, payload: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload);
    };
    switch (mode) {
      case 'timeout':
        return; // never answers; the proxy's timeout has to end it
      case 'badRequest':
        return send(400, JSON.stringify({ error: { code: 400, message: 'Request contains an invalid argument.' } }));
      case 'serverError':
        return send(503, JSON.stringify({ error: { code: 503, message: 'The model is overloaded.' } }));
      case 'malformed':
        return send(200, '{"candidates": [ {"content": ');
      case 'emptyCandidates':
        return send(200, JSON.stringify({ candidates: [] }));
      default: {
        const text = prompt === 'Hello'
          ? 'Hello! How can I help you today?'
          : prompt.startsWith('Classify')
            ? '```json\n{"intent": "ask_pricing", "confidence": 0.93}\n```'
            : prompt.startsWith('Extract')
              ? '[{"entity": "service", "value": "virtual office"}]'
              : prompt.startsWith('Give the sentiment')
                ? 'neutral'
                : '💰 **Virtual office plans**\n• ₹3,000 to ₹15,000 per month (from the model)';
        return send(200, JSON.stringify({ candidates: [{ content: { parts: [{ text }] } }] }));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setMode: (next: Mode) => void (mode = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening on it. */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
