/**
 * A stand-in for Cloudflare Turnstile's siteverify endpoint on 127.0.0.1, answering in its
 * shape: `{ success, "error-codes", challenge_ts, hostname, action }`. It accepts only the
 * tokens it issued, each once (a second check says `timeout-or-duplicate`, as the real one
 * does), and records every check so tests can see what the Worker sent. Used by the Worker
 * tests and the bench; nothing here ever reaches Cloudflare.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SITEVERIFY_PATH = '/turnstile/v0/siteverify';

export type VerifyCheck = { secret?: string; response?: string; remoteip?: string; idempotencyKey?: string; contentType?: string };

export async function startFakeTurnstile(options: { secret: string; hostname?: string; action?: string }) {
  const issued = new Set<string>();
  const spent = new Set<string>();
  const checks: VerifyCheck[] = [];
  let failing = false;

  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const piece of req) raw += piece;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== SITEVERIFY_PATH) return send(404, { success: false, 'error-codes': ['not-found'] });
    const type = req.headers['content-type'] ?? '';
    const fields: Record<string, string> = type.includes('application/json') ? JSON.parse(raw || '{}') : Object.fromEntries(new URLSearchParams(raw));
    checks.push({ secret: fields.secret, response: fields.response, remoteip: fields.remoteip, idempotencyKey: fields.idempotency_key, contentType: type });
    if (failing) return send(500, { success: false, 'error-codes': ['internal-error'] });
    const refuse = (code: string) => send(200, { success: false, 'error-codes': [code], messages: [] });
    if (!fields.secret) return refuse('missing-input-secret');
    if (fields.secret !== options.secret) return refuse('invalid-input-secret');
    if (!fields.response) return refuse('missing-input-response');
    if (spent.has(fields.response)) return refuse('timeout-or-duplicate');
    if (!issued.has(fields.response)) return refuse('invalid-input-response');
    spent.add(fields.response);
    send(200, {
      success: true,
      'error-codes': [],
      challenge_ts: new Date().toISOString(),
      hostname: options.hostname ?? '127.0.0.1',
      action: options.action ?? 'chat',
      metadata: { interactive: false },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${SITEVERIFY_PATH}`,
    checks,
    /** A token as the widget would hand one to the page after a solved challenge. */
    issue(): string {
      const token = `0.fake-${randomBytes(24).toString('base64url')}`;
      issued.add(token);
      return token;
    },
    /** Makes every check fail as an outage would (500). */
    setFailing: (next: boolean) => void (failing = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeTurnstile = Awaited<ReturnType<typeof startFakeTurnstile>>;
