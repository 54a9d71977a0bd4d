/**
 * How long attackers need to spend the chat's day, simulated on the limits code the Durable
 * Object runs (worker/lib/limits.ts) with a virtual clock, so a whole day takes a moment.
 * Each source sends as fast as it is let in (a refusal with Retry-After waits that long; a
 * daily cap ends it), every message from a new session (sessions cost nothing without
 * Turnstile), and every message spends all it reserved: the attacker's best case. Used by
 * `npm run bench:chat`.
 */
import { clientKey } from '../../worker/lib/client-key';
import { admit, emptyState, settle, type LimitSettings } from '../../worker/lib/limits';

/** One sender: the address each of its messages comes from (the platform's cf-connecting-ip). */
export type Source = { address: () => string };

export type DayRun = {
  /** Virtual minutes from the start of the day until the site's budget was spent, or null if it never was. */
  exhaustedAfterMin: number | null;
  /** What the sources took, in messages and tokens, and as shares of the site's day. */
  messages: number;
  tokens: number;
  messageShare: number;
  tokenShare: number;
  /** Virtual minutes until the last message was let in. */
  lastAdmittedMin: number;
};

const DAY_MS = 86_400_000;

export function simulateDay(sources: readonly Source[], settings: LimitSettings, tokensPerMessage: number): DayRun {
  const start = Date.UTC(2026, 0, 1);
  const state = emptyState(start);
  const next = sources.map(() => start);
  const done = sources.map(() => false);
  let messages = 0;
  let lastAdmitted = start;
  let exhaustedAt: number | null = null;
  for (let n = 0; ; n += 1) {
    let i = -1;
    for (let j = 0; j < sources.length; j += 1) if (!done[j] && (i < 0 || next[j]! < next[i]!)) i = j;
    if (i < 0 || next[i]! >= start + DAY_MS) break;
    const now = next[i]!;
    const client = clientKey(sources[i]!.address());
    const decision = admit(state, { client, session: `sim_${n}_session`, tokens: tokensPerMessage, verification: 'none' }, settings, now);
    if (decision.allowed) {
      settle(state, { client, day: decision.day, reserved: tokensPerMessage, used: tokensPerMessage });
      messages += 1;
      lastAdmitted = now;
      next[i] = now + 1;
    } else if (decision.code === 'budget_exhausted') {
      exhaustedAt = now;
      break;
    } else if (decision.code === 'rate_limited') next[i] = now + (decision.retryAfterS ?? 1) * 1000;
    else done[i] = true;
  }
  return {
    exhaustedAfterMin: exhaustedAt === null ? null : (exhaustedAt - start) / 60_000,
    messages,
    tokens: state.budget.tokens,
    messageShare: messages / settings.dailyRequests,
    tokenShare: state.budget.tokens / settings.dailyTokens,
    lastAdmittedMin: (lastAdmitted - start) / 60_000,
  };
}

/** One IPv4 address. */
export const oneAddress = (): Source[] => [{ address: () => '198.51.100.7' }];

/** One IPv6 /64 whose holder picks a fresh address in it for every message. */
export function oneSlash64(): Source[] {
  let n = 0;
  return [{ address: () => `2001:db8:1:2:${((n += 1) % 0x10000).toString(16)}:${(n * 7919) % 0x10000}:${(n * 104_729) % 0x10000}:1` }];
}

/** A botnet: `size` IPv4 addresses in different networks, all sending at once. */
export const botnet = (size: number): Source[] => Array.from({ length: size }, (_, i) => ({ address: () => `203.${Math.floor(i / 250)}.${i % 250}.9` }));
