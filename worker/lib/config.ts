/**
 * The endpoint's settings from its environment (Worker vars and secrets; see
 * docs/chat-proxy.md), each with a default that suits a small company site.
 */
import { DEFAULT_MODEL, GEMINI_UPSTREAM } from './gemini-wire';
import type { LimitSettings } from './limits';
import { turnstileVerifyUrl, type TurnstileSettings } from './turnstile';

export type EndpointConfig = {
  apiKey?: string;
  signingSecret?: string;
  allowedOrigins: string[];
  upstream: string;
  model: string;
  limits: LimitSettings;
  /** The whole request body must arrive within this time. */
  bodyTimeoutMs: number;
  maxBodyBytes: number;
  /** Waiting for the model's first byte. */
  upstreamTimeoutMs: number;
  /** Waiting for each further piece of the answer. */
  idleTimeoutMs: number;
  /** The whole answer, however steadily it comes. */
  answerTimeoutMs: number;
  /** Set when the site checks sessions with Cloudflare Turnstile (TURNSTILE_SECRET). */
  turnstile?: TurnstileSettings;
  /** How long one health check answers for every visitor. */
  healthTtlMs: number;
};

export const DEFAULTS = {
  clientLimit: 10,
  clientWindowS: 60,
  /**
   * Unless set, one client may use this share of the site's day (messages and tokens): one
   * address or one IPv6 /64 can never take more than 4 % of the day's budget.
   */
  clientDailyShare: 0.04,
  sessionLimit: 30,
  sessionWindowS: 3_600,
  dailyRequests: 2_000,
  dailyTokens: 3_000_000,
  bodyTimeoutMs: 5_000,
  maxBodyBytes: 32_768,
  upstreamTimeoutMs: 15_000,
  idleTimeoutMs: 15_000,
  /** 2,048 output tokens at a slow 20 a second take about 100 s. */
  answerTimeoutMs: 120_000,
  turnstileTimeoutMs: 5_000,
  healthTtlS: 60,
} as const;

type Env = Record<string, unknown>;

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const text = (env: Env, name: string) => (typeof env[name] === 'string' && (env[name] as string).trim() ? (env[name] as string).trim() : undefined);

export function readConfig(env: Env): EndpointConfig {
  const dailyRequests = positive(env, 'CHAT_DAILY_REQUESTS', DEFAULTS.dailyRequests);
  const dailyTokens = positive(env, 'CHAT_DAILY_TOKENS', DEFAULTS.dailyTokens);
  const upstreamTimeoutMs = positive(env, 'CHAT_UPSTREAM_TIMEOUT_MS', DEFAULTS.upstreamTimeoutMs);
  const turnstileSecret = text(env, 'TURNSTILE_SECRET');
  return {
    apiKey: text(env, 'GEMINI_API_KEY'),
    signingSecret: text(env, 'CHAT_SIGNING_SECRET'),
    allowedOrigins: (text(env, 'CHAT_ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean),
    upstream: text(env, 'GEMINI_UPSTREAM') ?? GEMINI_UPSTREAM,
    model: text(env, 'GEMINI_MODEL') ?? DEFAULT_MODEL,
    limits: {
      clientLimit: positive(env, 'CHAT_CLIENT_LIMIT', DEFAULTS.clientLimit),
      clientWindowMs: positive(env, 'CHAT_CLIENT_WINDOW_S', DEFAULTS.clientWindowS) * 1000,
      clientDailyRequests: positive(env, 'CHAT_CLIENT_DAILY_LIMIT', Math.max(1, Math.floor(dailyRequests * DEFAULTS.clientDailyShare))),
      clientDailyTokens: positive(env, 'CHAT_CLIENT_DAILY_TOKENS', Math.max(1, Math.floor(dailyTokens * DEFAULTS.clientDailyShare))),
      sessionLimit: positive(env, 'CHAT_SESSION_LIMIT', DEFAULTS.sessionLimit),
      sessionWindowMs: positive(env, 'CHAT_SESSION_WINDOW_S', DEFAULTS.sessionWindowS) * 1000,
      dailyRequests,
      dailyTokens,
    },
    bodyTimeoutMs: positive(env, 'CHAT_BODY_TIMEOUT_MS', DEFAULTS.bodyTimeoutMs),
    maxBodyBytes: DEFAULTS.maxBodyBytes,
    upstreamTimeoutMs,
    idleTimeoutMs: positive(env, 'CHAT_IDLE_TIMEOUT_MS', DEFAULTS.idleTimeoutMs),
    answerTimeoutMs: positive(env, 'CHAT_ANSWER_TIMEOUT_MS', DEFAULTS.answerTimeoutMs),
    turnstile: turnstileSecret
      ? { secret: turnstileSecret, verifyUrl: turnstileVerifyUrl(text(env, 'TURNSTILE_VERIFY_URL')), timeoutMs: DEFAULTS.turnstileTimeoutMs }
      : undefined,
    healthTtlMs: positive(env, 'CHAT_HEALTH_TTL_S', DEFAULTS.healthTtlS) * 1000,
  };
}
