/**
 * Cloudflare Turnstile, checked on the server: when the endpoint has a TURNSTILE_SECRET, a
 * session's first message must bring a token from the invisible widget on the page, and the
 * endpoint asks Cloudflare's siteverify whether it is real, unused, for one of the site's
 * host names and for the chat's action. Anything but a clear yes (a refusal, an outage, a slow
 * or unreadable answer) refuses the token: the check fails closed. Siteverify accepts a token
 * once, so a token cannot start a second session.
 */
import { TURNSTILE_ACTION } from '../../lib/chat/contract';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export type TurnstileSettings = { secret: string; verifyUrl: string; timeoutMs: number };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The siteverify address. Only a loopback address may replace Cloudflare's (the tests' and a
 * local run's fake): a deployed Worker whose variable points anywhere else still asks Cloudflare,
 * so a mistaken or planted setting cannot wave every token through.
 */
export function turnstileVerifyUrl(override: string | undefined): string {
  if (!override) return SITEVERIFY_URL;
  try {
    const url = new URL(override);
    return /^https?:$/.test(url.protocol) && LOOPBACK_HOSTS.has(url.hostname) ? url.href : SITEVERIFY_URL;
  } catch {
    return SITEVERIFY_URL;
  }
}

export type TurnstileVerdict = { ok: true } | { ok: false; reason: string };

type SiteverifyAnswer = { success?: unknown; 'error-codes'?: unknown; hostname?: unknown; action?: unknown };

/** Asks siteverify about one token; `hostnames` are the site's (from its allowed origins). */
export async function verifyTurnstile(
  settings: TurnstileSettings,
  check: { token: string; remoteIp?: string | null; hostnames: readonly string[] },
  doFetch: typeof fetch = (...args) => fetch(...args),
): Promise<TurnstileVerdict> {
  const form = new URLSearchParams({ secret: settings.secret, response: check.token });
  if (check.remoteIp) form.set('remoteip', check.remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await doFetch(settings.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(settings.timeoutMs) });
    if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return { ok: false, reason: 'siteverify unreachable, slow or unreadable' };
  }
  if (answer?.success !== true) {
    const codes = Array.isArray(answer?.['error-codes']) ? answer['error-codes'].filter((c) => typeof c === 'string').join(', ') : '';
    return { ok: false, reason: `refused${codes ? ` (${codes})` : ''}` };
  }
  if (check.hostnames.length && !(typeof answer.hostname === 'string' && check.hostnames.includes(answer.hostname))) return { ok: false, reason: 'made for another site' };
  if (answer.action !== undefined && answer.action !== TURNSTILE_ACTION) return { ok: false, reason: 'made for another action' };
  return { ok: true };
}
