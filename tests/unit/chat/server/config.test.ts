import { DEFAULTS, readConfig } from '@/lib/chat/server/config';
import { DEFAULT_MODEL, GEMINI_UPSTREAM } from '@/lib/chat/server/gemini-wire';

describe('endpoint settings', () => {
  it('has a sensible default for everything but the secrets and origins', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ apiKey: undefined, signingSecret: undefined, allowedOrigins: [], upstream: GEMINI_UPSTREAM, model: DEFAULT_MODEL, bodyTimeoutMs: 5_000 });
    expect(config.limits).toEqual({
      clientLimit: DEFAULTS.clientLimit,
      clientWindowMs: 60_000,
      sessionLimit: DEFAULTS.sessionLimit,
      sessionWindowMs: 3_600_000,
      dailyRequests: DEFAULTS.dailyRequests,
      dailyTokens: DEFAULTS.dailyTokens,
    });
    expect(config.healthTtlMs).toBe(60_000);
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
