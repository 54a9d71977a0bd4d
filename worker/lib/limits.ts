/**
 * The endpoint's limits, as arithmetic on plain state, so the one Durable Object every
 * instance counts in and the bench that simulates a day both run exactly this code:
 *   - per client (an IPv4 address or an IPv6 /64, client-key.ts): messages per minute, and
 *     messages and tokens per UTC day;
 *   - per session: messages per hour; a session belongs to the client that started it for its
 *     day, and (with Turnstile) counts only once a check has passed for it;
 *   - for the whole site: messages and tokens per UTC day.
 * Tokens are reserved when a message is admitted (the prompt's estimate plus the most the
 * answer may use) and settled to what the answer really used when it ends, so calls in flight
 * together can never take the day's budget past its limit while the estimate holds.
 */

export type LimitSettings = {
  clientLimit: number;
  clientWindowMs: number;
  clientDailyRequests: number;
  clientDailyTokens: number;
  sessionLimit: number;
  sessionWindowMs: number;
  dailyRequests: number;
  dailyTokens: number;
};

export type Window = { start: number; count: number };
/** One UTC day's use: messages admitted, tokens reserved or spent. */
export type DayCount = { day: string; requests: number; tokens: number };
/** Who started a session (a client key) and whether it passed the Turnstile check, for its UTC day. */
export type SessionRecord = { day: string; client: string; verified: boolean };
/** Budget is the site's day; its former shape (without reservations) reads the same. */
export type Budget = DayCount;

export type LimitState = {
  /** Per-minute client windows ("c:" + key) and per-hour session windows ("s:" + id). */
  windows: Map<string, Window>;
  /** Each client's day, and each session's record: kept in storage by the object, cached here. */
  clients: Map<string, DayCount>;
  sessions: Map<string, SessionRecord>;
  budget: DayCount;
};

/**
 * One message asking in. `verification`: "none" when the site uses no Turnstile, "required"
 * when it does and this request brought no token, "passed" when its token was just verified.
 */
export type Admission = { client: string; session: string; tokens: number; verification: 'none' | 'required' | 'passed' };

export type RefusalCode = 'rate_limited' | 'daily_limit' | 'budget_exhausted' | 'session_conflict' | 'verification_required';
export type Decision = { allowed: true; day: string } | { allowed: false; code: RefusalCode; retryAfterS?: number };

/** Keys remembered per map; the oldest are forgotten first, so a flood of addresses cannot grow memory. */
export const MAX_TRACKED_KEYS = 20_000;

export const dayKey = (now: number) => new Date(now).toISOString().slice(0, 10);

export function secondsUntilNextDay(now: number): number {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((next.getTime() - now) / 1000));
}

const freshDay = (now: number): DayCount => ({ day: dayKey(now), requests: 0, tokens: 0 });

export const emptyState = (now: number, budget?: DayCount): LimitState => ({
  windows: new Map(),
  clients: new Map(),
  sessions: new Map(),
  budget: budget && budget.day === dayKey(now) ? { ...budget } : freshDay(now),
});

/** The budget of today: yesterday's counts start again from zero. */
export function currentBudget(state: LimitState, now: number): DayCount {
  if (state.budget.day !== dayKey(now)) state.budget = freshDay(now);
  return state.budget;
}

/** Whether a message needing `tokens` would still fit in today's budget. */
export function budgetLeft(state: LimitState, settings: LimitSettings, now: number, tokens = 0): boolean {
  const budget = currentBudget(state, now);
  return budget.requests < settings.dailyRequests && budget.tokens + tokens <= settings.dailyTokens;
}

/** Sets a key as the most recently used, forgetting the least recently used past the cap. */
export function remember<T>(map: Map<string, T>, key: string, value: T): T {
  map.delete(key);
  map.set(key, value);
  while (map.size > MAX_TRACKED_KEYS) map.delete(map.keys().next().value as string);
  return value;
}

function windowFor(map: Map<string, Window>, key: string, windowMs: number, now: number): Window {
  const found = map.get(key);
  return remember(map, key, found && now - found.start < windowMs ? found : { start: now, count: 0 });
}

const retryAfter = (window: Window, windowMs: number, now: number) => Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));

/** A client's count for today (a stored count of another day starts again from zero). */
function clientDay(state: LimitState, client: string, day: string): DayCount {
  const found = state.clients.get(client);
  return remember(state.clients, client, found && found.day === day ? found : { day, requests: 0, tokens: 0 });
}

/** Decides one message and, when it is allowed, counts it everywhere and reserves its tokens. */
export function admit(state: LimitState, who: Admission, settings: LimitSettings, now: number): Decision {
  const budget = currentBudget(state, now);
  const { day } = budget;
  if (!budgetLeft(state, settings, now, who.tokens)) return { allowed: false, code: 'budget_exhausted', retryAfterS: secondsUntilNextDay(now) };

  const known = state.sessions.get(who.session);
  const session = known && known.day === day ? known : undefined;
  if (session && session.client !== who.client) return { allowed: false, code: 'session_conflict' };
  // A passed check binds the session to this client even if a limit refuses this message: the token is spent.
  if (who.verification === 'passed') remember(state.sessions, who.session, { day, client: who.client, verified: true });
  else if (who.verification === 'required' && !session?.verified) return { allowed: false, code: 'verification_required' };

  const minute = windowFor(state.windows, `c:${who.client}`, settings.clientWindowMs, now);
  if (minute.count >= settings.clientLimit) return { allowed: false, code: 'rate_limited', retryAfterS: retryAfter(minute, settings.clientWindowMs, now) };
  const daily = clientDay(state, who.client, day);
  if (daily.requests >= settings.clientDailyRequests || daily.tokens + who.tokens > settings.clientDailyTokens)
    return { allowed: false, code: 'daily_limit', retryAfterS: secondsUntilNextDay(now) };
  const hour = windowFor(state.windows, `s:${who.session}`, settings.sessionWindowMs, now);
  if (hour.count >= settings.sessionLimit) return { allowed: false, code: 'rate_limited', retryAfterS: retryAfter(hour, settings.sessionWindowMs, now) };

  minute.count += 1;
  hour.count += 1;
  daily.requests += 1;
  daily.tokens += who.tokens;
  budget.requests += 1;
  budget.tokens += who.tokens;
  const verified = session?.verified === true || who.verification === 'passed';
  remember(state.sessions, who.session, { day, client: who.client, verified });
  return { allowed: true, day };
}

/** What an admitted message reserved and what its answer really used (Gemini's totalTokenCount, or an estimate). */
export type Settlement = { client: string; day: string; reserved: number; used: number };

/**
 * Replaces a reservation by the tokens really used, in the site's day and the client's. A
 * reservation from a day that has ended is not carried into the new one.
 */
export function settle(state: LimitState, { client, day, reserved, used }: Settlement): void {
  const spent = Number.isFinite(used) && used > 0 ? Math.ceil(used) : 0;
  const delta = spent - reserved;
  if (state.budget.day === day) state.budget.tokens = Math.max(0, state.budget.tokens + delta);
  const count = state.clients.get(client);
  if (count && count.day === day) count.tokens = Math.max(0, count.tokens + delta);
}

/** Adds tokens spent outside any message (the health check) to today's budget. */
export function spendTokens(state: LimitState, tokens: number, now: number): DayCount {
  const budget = currentBudget(state, now);
  if (Number.isFinite(tokens) && tokens > 0) budget.tokens += Math.ceil(tokens);
  return budget;
}
