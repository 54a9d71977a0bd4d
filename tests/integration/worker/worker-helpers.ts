/** Shared by the Worker integration tests: requests as the site (or a stranger) sends them, and reading the answer's events. */
import { createParser } from 'eventsource-parser';
import { composeRequest } from '@/worker/lib/prompt';
import { reservationFor } from '@/worker/lib/token-estimate';
import { startFakeGemini, type FakeGemini } from '@/scripts/chat/fake-gemini';
import { bundleWorker, startLocalWorker, type LocalWorker } from '@/scripts/chat/local-worker';

export const SITE = 'http://127.0.0.1:3107';
/** A stand-in the fake Gemini server expects; shaped unlike a real key so no scanner mistakes it for one. */
export const KEY = 'test-only-model-key-not-a-secret';
export const SECRET = 'integration-signing-secret';

export type ChatBody = { message: unknown; history: unknown; sessionId: unknown } | Record<string, unknown>;

export function chat(worker: LocalWorker, body: ChatBody, options: { ip?: string; instance?: number; headers?: Record<string, string> } = {}) {
  return worker.fetch('/chat', {
    method: 'POST',
    instance: options.instance,
    headers: { origin: SITE, 'content-type': 'application/json', 'cf-connecting-ip': options.ip ?? '203.0.113.7', ...options.headers },
    body: JSON.stringify(body),
  });
}

export type Event = { event: string; data: Record<string, unknown> };

export async function events(response: Response): Promise<Event[]> {
  const found: Event[] = [];
  const parser = createParser({ onEvent: (e) => found.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }) });
  parser.feed(await response.text());
  return found;
}

export const ask = (message: string, extra: Partial<{ history: unknown[]; sessionId: string }> = {}) => ({
  message,
  history: extra.history ?? [],
  sessionId: extra.sessionId ?? 'user_1700000000000_abc123',
});

/** Waits for work the Worker finishes after answering (the budget is counted once the stream ends). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

/**
 * A fetch for the browser's own chat client (lib/chat/client.ts) that delivers its requests to
 * this Worker as a browser on the site would send them: with the site's Origin, from one address.
 */
export function viaWorker(worker: LocalWorker, ip: string): typeof fetch {
  return ((url: RequestInfo | URL, init: RequestInit = {}) =>
    worker.fetch(new URL(String(url)).pathname, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), origin: SITE, 'cf-connecting-ip': ip } })) as typeof fetch;
}

/** What the Worker reserves for a first message with no passages (a Worker started without a site index). */
export const reservationWithoutPassages = (message: string) => reservationFor(JSON.stringify(composeRequest({ passages: [], turns: [], message })), [message]);

/**
 * For one test file: a fake Gemini and Workers started against it. The Worker is bundled once;
 * each start gets the secrets, the site's origin, the fake and `defaults`, then its own
 * variables; all stop after the file, and the fake's record is cleared before each test.
 */
export function workersAgainstFake(defaults: Record<string, string> = {}) {
  let script = '';
  let fake: FakeGemini | undefined;
  const started: LocalWorker[] = [];
  beforeAll(async () => {
    [script, fake] = await Promise.all([bundleWorker(), startFakeGemini()]);
  });
  afterAll(async () => {
    await Promise.all(started.map((w) => w.dispose()));
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  return {
    get fake(): FakeGemini {
      if (!fake) throw new Error('The fake model starts in beforeAll');
      return fake;
    },
    async start(vars: Record<string, string> = {}, instances: 1 | 2 = 1): Promise<LocalWorker> {
      const worker = await startLocalWorker({
        scriptPath: script,
        quiet: true,
        instances,
        vars: { GEMINI_API_KEY: KEY, CHAT_SIGNING_SECRET: SECRET, CHAT_ALLOWED_ORIGINS: SITE, GEMINI_UPSTREAM: this.fake.url, ...defaults, ...vars },
      });
      started.push(worker);
      return worker;
    },
  };
}
