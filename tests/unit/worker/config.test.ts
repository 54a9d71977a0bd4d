import { DEFAULTS, readConfig } from '@/worker/lib/config';
import { DEFAULT_MODEL, GEMINI_UPSTREAM } from '@/worker/lib/gemini-wire';
import { SITEVERIFY_URL } from '@/worker/lib/turnstile';

describe('endpoint settings', () => {
  it('has a sensible default for everything but the secrets and origins', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ apiKey: undefined, signingSecret: undefined, allowedOrigins: [], upstream: GEMINI_UPSTREAM, model: DEFAULT_MODEL, bodyTimeoutMs: 5_000 });
    expect(config.limits).toEqual({
      clientLimit: DEFAULTS.clientLimit,
      clientWindowMs: 60_000,
      clientDailyRequests: 80,
      clientDailyTokens: 120_000,
      sessionLimit: DEFAULTS.sessionLimit,
      sessionWindowMs: 3_600_000,
      dailyRequests: DEFAULTS.dailyRequests,
      dailyTokens: DEFAULTS.dailyTokens,
    });
    expect(config).toMatchObject({ upstreamTimeoutMs: 15_000, idleTimeoutMs: 15_000, answerTimeoutMs: 120_000, healthTtlMs: 60_000, turnstile: undefined });
  });

  it("gives one client at most 4 % of the site's day unless told otherwise", () => {
    expect(readConfig({ CHAT_DAILY_REQUESTS: '500', CHAT_DAILY_TOKENS: '1000000' }).limits).toMatchObject({ clientDailyRequests: 20, clientDailyTokens: 40_000 });
    expect(readConfig({ CHAT_CLIENT_DAILY_LIMIT: '7', CHAT_CLIENT_DAILY_TOKENS: '9000' }).limits).toMatchObject({ clientDailyRequests: 7, clientDailyTokens: 9_000 });
  });

  it('checks sessions with Turnstile only with a secret, and asks Cloudflare unless a loopback fake is named', () => {
    expect(readConfig({ TURNSTILE_SECRET: ' s ' }).turnstile).toEqual({ secret: 's', verifyUrl: SITEVERIFY_URL, timeoutMs: DEFAULTS.turnstileTimeoutMs });
    expect(readConfig({ TURNSTILE_SECRET: 's', TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/v' }).turnstile?.verifyUrl).toBe('http://127.0.0.1:9/v');
    expect(readConfig({ TURNSTILE_SECRET: 's', TURNSTILE_VERIFY_URL: 'https://yes.example/v' }).turnstile?.verifyUrl).toBe(SITEVERIFY_URL);
    expect(readConfig({ TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/v' }).turnstile).toBeUndefined();
  });

  it('reads variables, ignoring values that are not positive numbers', () => {
    const config = readConfig({
      GEMINI_API_KEY: ' key ',
      CHAT_ALLOWED_ORIGINS: 'https://www.maninfini.example/, https://maninfini.example ,',
      CHAT_CLIENT_LIMIT: '4',
      CHAT_DAILY_TOKENS: 'lots',
      CHAT_SESSION_LIMIT: '-1',
      CHAT_HEALTH_TTL_S: '30',
    });
    expect(config.apiKey).toBe('key');
    expect(config.allowedOrigins).toEqual(['https://www.maninfini.example', 'https://maninfini.example']);
    expect(config.limits.clientLimit).toBe(4);
    expect(config.limits.dailyTokens).toBe(DEFAULTS.dailyTokens);
    expect(config.limits.sessionLimit).toBe(DEFAULTS.sessionLimit);
    expect(config.healthTtlMs).toBe(30_000);
  });
});
