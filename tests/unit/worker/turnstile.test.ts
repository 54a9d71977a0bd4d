/** @jest-environment node */
import { SITEVERIFY_URL, turnstileVerifyUrl, verifyTurnstile } from '@/worker/lib/turnstile';

const settings = { secret: 'sekrit', verifyUrl: 'http://127.0.0.1:9/turnstile/v0/siteverify', timeoutMs: 1_000 };

function siteverify(status: number, body: unknown) {
  const calls: { url: string; body: string }[] = [];
  const fetchFn = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetchFn, calls };
}

const check = { token: 'tok', remoteIp: '198.51.100.1', hostnames: ['www.example.com'] };

describe('the Turnstile check on the server', () => {
  it('lets only a loopback address replace Cloudflare\'s siteverify', () => {
    expect(turnstileVerifyUrl(undefined)).toBe(SITEVERIFY_URL);
    expect(turnstileVerifyUrl('http://127.0.0.1:4321/v')).toBe('http://127.0.0.1:4321/v');
    expect(turnstileVerifyUrl('http://localhost:4321/v')).toBe('http://localhost:4321/v');
    expect(turnstileVerifyUrl('http://[::1]:4321/v')).toBe('http://[::1]:4321/v');
    expect(turnstileVerifyUrl('https://always-yes.example/siteverify')).toBe(SITEVERIFY_URL);
    expect(turnstileVerifyUrl('http://127.0.0.1.example/')).toBe(SITEVERIFY_URL);
    expect(turnstileVerifyUrl('not a url')).toBe(SITEVERIFY_URL);
  });

  it('sends secret, token and address as a form, and passes a clear yes for the site and the action', async () => {
    const api = siteverify(200, { success: true, 'error-codes': [], hostname: 'www.example.com', action: 'chat' });
    expect(await verifyTurnstile(settings, check, api.fetchFn)).toEqual({ ok: true });
    expect(api.calls[0]!.url).toBe(settings.verifyUrl);
    expect(Object.fromEntries(new URLSearchParams(api.calls[0]!.body))).toEqual({ secret: 'sekrit', response: 'tok', remoteip: '198.51.100.1' });
  });

  it.each([
    ['a refusal', 200, { success: false, 'error-codes': ['timeout-or-duplicate'] }, /timeout-or-duplicate/],
    ['another site', 200, { success: true, hostname: 'evil.example', action: 'chat' }, /another site/],
    ['another action', 200, { success: true, hostname: 'www.example.com', action: 'login' }, /another action/],
    ['an outage', 500, { success: true }, /500/],
    ['an unreadable answer', 200, '<html>', /unreadable/],
    ['a truthy success that is not true', 200, { success: 'yes', hostname: 'www.example.com' }, /refused/],
  ])('fails closed on %s', async (_, status, body, reason) => {
    const verdict = await verifyTurnstile(settings, check, siteverify(status, body).fetchFn);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  });

  it('fails closed when siteverify does not answer in time', async () => {
    const slow = (async (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    expect(await verifyTurnstile({ ...settings, timeoutMs: 50 }, check, slow)).toEqual({ ok: false, reason: expect.stringMatching(/unreachable, slow/) });
  });
});
