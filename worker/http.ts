/** Responses of the endpoint: our JSON errors, CORS for the site's origins, and a body read with a deadline and a size cap. */
import type { ChatError, ChatErrorCode } from '@/lib/chat/contract';

export function corsHeaders(origin: string): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
}

const STATUS: Record<ChatErrorCode, number> = {
  bad_request: 400,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  body_timeout: 408,
  session_conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  verification_required: 403,
  rate_limited: 429,
  daily_limit: 429,
  budget_exhausted: 429,
  not_configured: 503,
  upstream_error: 502,
  upstream_timeout: 504,
  blocked: 502,
  unusable_answer: 502,
  stream_cut: 502,
};

export function errorResponse(code: ChatErrorCode, message: string, headers: Record<string, string> = {}): Response {
  const body: ChatError = { code, message };
  return new Response(JSON.stringify(body), {
    status: STATUS[code],
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/** The request says its body is JSON: `application/json`, in any case, with or without parameters. */
export function isJsonRequest(req: Request): boolean {
  const type = req.headers.get('content-type') ?? '';
  return type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

export type BodyResult = { ok: true; text: string } | { ok: false; code: 'too_large' | 'body_timeout' };

/** The body as text, refused once it passes the cap or when it has not all arrived by the deadline. */
export async function readBody(req: Request, maxBytes: number, deadlineMs: number): Promise<BodyResult> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return { ok: false, code: 'too_large' };
  if (!req.body) return { ok: true, text: '' };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)));
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === 'late') {
        void reader.cancel().catch(() => undefined);
        return { ok: false, code: 'body_timeout' };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) {
        void reader.cancel().catch(() => undefined);
        return { ok: false, code: 'too_large' };
      }
      chunks.push(next.value);
    }
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(joined) };
}
