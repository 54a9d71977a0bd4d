/**
 * The endpoint's limits, as arithmetic on plain state: requests per client address and per
 * session in fixed windows, and a daily budget for the whole site in requests and tokens
 * (UTC days). The Worker keeps this state in one Durable Object, so every instance counts
 * against the same numbers.
 */

export type LimitSettings = {
  clientLimit: number;
  clientWindowMs: number;
  sessionLimit: number;
  sessionWindowMs: number;
  dailyRequests: number;
  dailyTokens: number;
};

export type Window = { start: number; count: number };
export type Budget = { day: string; requests: number; tokens: number };
export type LimitState = { clients: Map<string, Window>; sessions: Map<string, Window>; budget: Budget };

export type Decision = { allowed: true } | { allowed: false; code: 'rate_limited' | 'budget_exhausted'; retryAfterS: number };

/** Keys remembered per map; the oldest are forgotten first, so a flood of addresses cannot grow memory. */
export const MAX_TRACKED_KEYS = 20_000;

export const dayKey = (now: number) => new Date(now).toISOString().slice(0, 10);

export function secondsUntilNextDay(now: number): number {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((next.getTime() - now) / 1000));
}

export const emptyState = (now: number, budget?: Budget): LimitState => ({
  clients: new Map(),
  sessions: new Map(),
  budget: budget && budget.day === dayKey(now) ? budget : { day: dayKey(now), requests: 0, tokens: 0 },
});

/** The budget of today: yesterday's counts start again from zero. */
export function currentBudget(state: LimitState, now: number): Budget {
  if (state.budget.day !== dayKey(now)) state.budget = { day: dayKey(now), requests: 0, tokens: 0 };
  return state.budget;
}

export function budgetLeft(state: LimitState, settings: LimitSettings, now: number): boolean {
  const budget = currentBudget(state, now);
  return budget.requests < settings.dailyRequests && budget.tokens < settings.dailyTokens;
}

function windowFor(map: Map<string, Window>, key: string, windowMs: number, now: number): Window {
  const found = map.get(key);
  if (found && now - found.start < windowMs) {
    // Re-inserting keeps the map in order of last use, for forgetting the oldest.
    map.delete(key);
    map.set(key, found);
    return found;
  }
  const fresh = { start: now, count: 0 };
  map.delete(key);
  map.set(key, fresh);
  while (map.size > MAX_TRACKED_KEYS) map.delete(map.keys().next().value as string);
  return fresh;
}

const retryAfter = (window: Window, windowMs: number, now: number) => Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));

/** Decides one request and, when it is allowed, counts it everywhere. */
export function admit(state: LimitState, who: { client: string; session: string }, settings: LimitSettings, now: number): Decision {
  if (!budgetLeft(state, settings, now)) return { allowed: false, code: 'budget_exhausted', retryAfterS: secondsUntilNextDay(now) };
  const client = windowFor(state.clients, who.client, settings.clientWindowMs, now);
  if (client.count >= settings.clientLimit) return { allowed: false, code: 'rate_limited', retryAfterS: retryAfter(client, settings.clientWindowMs, now) };
  const session = windowFor(state.sessions, who.session, settings.sessionWindowMs, now);
  if (session.count >= settings.sessionLimit) return { allowed: false, code: 'rate_limited', retryAfterS: retryAfter(session, settings.sessionWindowMs, now) };
  client.count += 1;
  session.count += 1;
  state.budget.requests += 1;
  return { allowed: true };
}

/** Adds the tokens an answer used (Gemini's usageMetadata.totalTokenCount) to today's budget. */
export function spendTokens(state: LimitState, tokens: number, now: number): Budget {
  const budget = currentBudget(state, now);
  if (Number.isFinite(tokens) && tokens > 0) budget.tokens += Math.ceil(tokens);
  return budget;
}
