/**
 * The key-holding endpoint the browser talks to instead of the model service. A standard
 * fetch handler, `(req: Request) => Promise<Response>`, so it runs unchanged on Node
 * (scripts/chat-proxy.ts) or a serverless runtime (docs/chat-proxy.md). It accepts only
 * the generateContent shape, only from the site's origins, within size and rate limits,
 * and adds the key server-side as the x-goog-api-key header.
 */
import { z } from 'zod';
import { GEMINI_MODEL, GEMINI_UPSTREAM, generateContentBody, generateContentPath } from './gemini-shape';
import { createRateLimiter } from './rate-limit';

export type ProxyConfig = {
  apiKey?: string;
  allowedOrigins: readonly string[];
  upstream?: string;
  model?: string;
  maxBodyBytes?: number;
  /** The visitor's message: the last part of the last entry. */
  maxMessageChars?: number;
  maxPartChars?: number;
  /** Earlier conversation entries allowed before the new message. */
  maxHistory?: number;
  rateLimit?: { limit: number; windowMs: number };
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  clientKey?: (req: Request) => string;
};

export const PROXY_DEFAULTS = {
  maxBodyBytes: 32_768,
  maxMessageChars: 2_000,
  maxPartChars: 12_000,
  maxHistory: 10,
  rateLimit: { limit: 40, windowMs: 60_000 },
  timeoutMs: 20_000,
} as const;

const requestSchema = z.object({
  contents: z
    .array(z.object({ role: z.enum(['user', 'model']).optional(), parts: z.array(z.object({ text: z.string() })).min(1).max(4) }))
    .min(1),
});

const defaultClientKey = (req: Request) =>
  req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip') || 'anonymous';

export function createChatProxy(config: ProxyConfig): (req: Request) => Promise<Response> {
  const settings = { ...PROXY_DEFAULTS, ...config };
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const limiter = createRateLimiter({ ...settings.rateLimit, now: config.now });
  const clientKey = config.clientKey ?? defaultClientKey;
  const upstreamUrl = `${(settings.upstream ?? GEMINI_UPSTREAM).replace(/\/$/, '')}${generateContentPath(settings.model ?? GEMINI_MODEL)}`;

  const cors = (origin: string): Record<string, string> => ({
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  });
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } });
  const fail = (status: number, message: string, headers: Record<string, string> = {}) => json(status, { error: { code: status, message } }, headers);
  // Never echo the key, even inside an upstream error text.
  const redact = (text: string) => (settings.apiKey ? text.split(settings.apiKey).join('[redacted]') : text);

  return async function handle(req: Request): Promise<Response> {
    const origin = req.headers.get('origin') ?? '';
    if (!settings.allowedOrigins.includes(origin)) return fail(403, 'Origin not allowed');
    const headers = cors(origin);
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    if (req.method !== 'POST') return fail(405, 'Method not allowed', { ...headers, allow: 'POST, OPTIONS' });

    const limit = limiter.take(clientKey(req));
    if (!limit.allowed) return fail(429, 'Too many requests', { ...headers, 'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)) });

    const declared = Number(req.headers.get('content-length') ?? 0);
    if (declared > settings.maxBodyBytes) return fail(413, 'Request too large', headers);
    const raw = await readCapped(req, settings.maxBodyBytes);
    if (raw === null) return fail(413, 'Request too large', headers);

    let parsed: z.infer<typeof requestSchema>;
    try {
      parsed = requestSchema.parse(JSON.parse(raw));
    } catch {
      return fail(400, 'Invalid request body', headers);
    }
    const { contents } = parsed;
    if (contents.length - 1 > settings.maxHistory) return fail(400, 'Conversation history too long', headers);
    const parts = contents.flatMap((c) => c.parts);
    if (parts.some((p) => p.text.length > settings.maxPartChars)) return fail(400, 'Message part too long', headers);
    if ((parts[parts.length - 1]?.text.length ?? 0) > settings.maxMessageChars) return fail(400, 'Message too long', headers);
    if (!settings.apiKey) return fail(503, 'Gemini API key not configured', headers);

    // The generation settings are fixed here, whatever the browser asked for.
    const body = JSON.stringify(generateContentBody(contents));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    try {
      const upstream = await doFetch(upstreamUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': settings.apiKey },
        body,
        signal: controller.signal,
      });
      const text = redact(await upstream.text());
      return new Response(text, {
        status: upstream.status,
        headers: { ...headers, 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' },
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'AbortError';
      return fail(timedOut ? 504 : 502, timedOut ? 'Upstream timeout' : 'Upstream unavailable', headers);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The body as text, or null once it grows past the cap (without reading the rest). */
async function readCapped(req: Request, maxBytes: number): Promise<string | null> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(joined);
}

/** Reads the proxy's settings from environment variables (see docs/chat-proxy.md). */
export function proxyConfigFromEnv(env: Record<string, string | undefined>): ProxyConfig {
  const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);
  return {
    apiKey: env.GEMINI_API_KEY || undefined,
    allowedOrigins: (env.CHAT_ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    upstream: env.GEMINI_UPSTREAM || undefined,
    model: env.GEMINI_MODEL || undefined,
    rateLimit: {
      limit: number(env.CHAT_RATE_LIMIT, PROXY_DEFAULTS.rateLimit.limit),
      windowMs: number(env.CHAT_RATE_WINDOW_MS, PROXY_DEFAULTS.rateLimit.windowMs),
    },
  };
}
