/**
 * The endpoint's settings from its environment (Worker vars and secrets; see
 * docs/chat-proxy.md), each with a default that suits a small company site.
 */
import { DEFAULT_MODEL, GEMINI_UPSTREAM } from './gemini-wire';
import type { LimitSettings } from './limits';

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
  /** Waiting for the model's first byte, then for each further piece. */
  upstreamTimeoutMs: number;
  /** How long one health check answers for every visitor. */
  healthTtlMs: number;
};

export const DEFAULTS = {
  clientLimit: 10,
  clientWindowS: 60,
  sessionLimit: 30,
  sessionWindowS: 3_600,
  dailyRequests: 2_000,
  dailyTokens: 3_000_000,
  bodyTimeoutMs: 5_000,
  maxBodyBytes: 32_768,
  upstreamTimeoutMs: 15_000,
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
  return {
    apiKey: text(env, 'GEMINI_API_KEY'),
    signingSecret: text(env, 'CHAT_SIGNING_SECRET'),
    allowedOrigins: (text(env, 'CHAT_ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean),
    upstream: text(env, 'GEMINI_UPSTREAM') ?? GEMINI_UPSTREAM,
    model: text(env, 'GEMINI_MODEL') ?? DEFAULT_MODEL,
    limits: {
      clientLimit: positive(env, 'CHAT_CLIENT_LIMIT', DEFAULTS.clientLimit),
      clientWindowMs: positive(env, 'CHAT_CLIENT_WINDOW_S', DEFAULTS.clientWindowS) * 1000,
      sessionLimit: positive(env, 'CHAT_SESSION_LIMIT', DEFAULTS.sessionLimit),
      sessionWindowMs: positive(env, 'CHAT_SESSION_WINDOW_S', DEFAULTS.sessionWindowS) * 1000,
      dailyRequests: positive(env, 'CHAT_DAILY_REQUESTS', DEFAULTS.dailyRequests),
      dailyTokens: positive(env, 'CHAT_DAILY_TOKENS', DEFAULTS.dailyTokens),
    },
    bodyTimeoutMs: positive(env, 'CHAT_BODY_TIMEOUT_MS', DEFAULTS.bodyTimeoutMs),
    maxBodyBytes: DEFAULTS.maxBodyBytes,
    upstreamTimeoutMs: positive(env, 'CHAT_UPSTREAM_TIMEOUT_MS', DEFAULTS.upstreamTimeoutMs),
    healthTtlMs: positive(env, 'CHAT_HEALTH_TTL_S', DEFAULTS.healthTtlS) * 1000,
  };
}
