import { admit, dayKey, emptyState, MAX_TRACKED_KEYS, secondsUntilNextDay, settle, spendTokens, type Admission, type LimitSettings } from '@/worker/lib/limits';

const settings: LimitSettings = {
  clientLimit: 2,
  clientWindowMs: 60_000,
  clientDailyRequests: 100,
  clientDailyTokens: 1_000_000,
  sessionLimit: 3,
  sessionWindowMs: 3_600_000,
  dailyRequests: 5,
  dailyTokens: 10_000,
};
const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);
const who = (client: string, session: string, extra: Partial<Admission> = {}): Admission => ({ client, session, tokens: 0, verification: 'none', ...extra });

describe('limits arithmetic', () => {
  it('lets a client in up to its limit per window, then says when to come back', () => {
    const state = emptyState(t0);
    expect(admit(state, who('a', 's1'), settings, t0)).toEqual({ allowed: true, day: '2026-11-25' });
    expect(admit(state, who('a', 's2'), settings, t0 + 1_000).allowed).toBe(true);
    expect(admit(state, who('a', 's3'), settings, t0 + 20_000)).toEqual({ allowed: false, code: 'rate_limited', retryAfterS: 40 });
    expect(admit(state, who('b', 's3'), settings, t0 + 20_000).allowed).toBe(true);
    expect(admit(state, who('a', 's4'), settings, t0 + 60_000).allowed).toBe(true);
  });

  it('limits a session per hour', () => {
    const state = emptyState(t0);
    const wide = { ...settings, clientLimit: 100 };
    for (let i = 0; i < 3; i += 1) expect(admit(state, who('a', 's'), wide, t0).allowed).toBe(true);
    expect(admit(state, who('a', 's'), wide, t0)).toMatchObject({ allowed: false, code: 'rate_limited', retryAfterS: 3_600 });
  });

  it('binds a session to the client that started it, for its day', () => {
    const state = emptyState(t0);
    expect(admit(state, who('a', 's'), settings, t0).allowed).toBe(true);
    expect(admit(state, who('b', 's'), settings, t0)).toEqual({ allowed: false, code: 'session_conflict' });
    const nextDay = t0 + 14 * 3_600_000;
    expect(admit(state, who('b', 's'), settings, nextDay).allowed).toBe(true);
  });

  it('caps a client per day in messages and in tokens, until the next UTC day', () => {
    const state = emptyState(t0);
    const daily = { ...settings, clientLimit: 100, sessionLimit: 100, dailyRequests: 100, clientDailyRequests: 3 };
    for (let i = 0; i < 3; i += 1) expect(admit(state, who('a', `s${i}`), daily, t0 + i * 60_000).allowed).toBe(true);
    expect(admit(state, who('a', 's9'), daily, t0 + 10 * 60_000)).toEqual({ allowed: false, code: 'daily_limit', retryAfterS: 14 * 3_600 - 600 });
    expect(admit(state, who('a', 's9'), daily, t0 + 14 * 3_600_000).allowed).toBe(true);

    const tokens = { ...daily, clientDailyRequests: 100, clientDailyTokens: 5_000 };
    const other = emptyState(t0);
    expect(admit(other, who('a', 's1', { tokens: 3_000 }), tokens, t0).allowed).toBe(true);
    expect(admit(other, who('a', 's2', { tokens: 3_000 }), tokens, t0)).toMatchObject({ allowed: false, code: 'daily_limit' });
    settle(other, { client: 'a', day: dayKey(t0), reserved: 3_000, used: 1_000 });
    expect(admit(other, who('a', 's2', { tokens: 3_000 }), tokens, t0).allowed).toBe(true);
  });

  it('reserves tokens at admission, so calls in flight cannot pass the budget, and settles them to what was used', () => {
    const state = emptyState(t0);
    const wide = { ...settings, clientLimit: 100, dailyRequests: 100 };
    const results = Array.from({ length: 10 }, (_, i) => admit(state, who(`c${i}`, `s${i}`, { tokens: 3_000 }), wide, t0));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.at(-1)).toMatchObject({ allowed: false, code: 'budget_exhausted' });
    expect(state.budget.tokens).toBe(9_000);
    for (let i = 0; i < 3; i += 1) settle(state, { client: `c${i}`, day: dayKey(t0), reserved: 3_000, used: 1_020.2 });
    expect(state.budget.tokens).toBe(3 * 1_021);
    expect(state.clients.get('c0')?.tokens).toBe(1_021);
    // An answer that used more than it reserved is counted as it was; nonsense counts as nothing.
    settle(state, { client: 'c1', day: dayKey(t0), reserved: 0, used: 500 });
    settle(state, { client: 'c2', day: dayKey(t0), reserved: 0, used: Number.NaN });
    expect(state.budget.tokens).toBe(3 * 1_021 + 500);
    // A reservation of a day that has ended is not carried into the new one.
    const nextDay = t0 + 86_400_000;
    expect(admit(state, who('z', 'z', { tokens: 10 }), wide, nextDay).allowed).toBe(true);
    settle(state, { client: 'c0', day: dayKey(t0), reserved: 3_000, used: 0 });
    expect(state.budget).toEqual({ day: dayKey(nextDay), requests: 1, tokens: 10 });
  });

  it('asks for a Turnstile check once per session, and remembers a passed one even when a limit refuses', () => {
    const state = emptyState(t0);
    const one = { ...settings, clientLimit: 1 };
    expect(admit(state, who('a', 's', { verification: 'required' }), one, t0)).toEqual({ allowed: false, code: 'verification_required' });
    expect(admit(state, who('a', 's', { verification: 'passed' }), one, t0).allowed).toBe(true);
    expect(admit(state, who('a', 's', { verification: 'required' }), one, t0 + 60_000).allowed).toBe(true);
    expect(admit(state, who('a', 't', { verification: 'passed' }), one, t0 + 60_000)).toMatchObject({ allowed: false, code: 'rate_limited' });
    expect(admit(state, who('a', 't', { verification: 'required' }), one, t0 + 120_000).allowed).toBe(true);
    expect(admit(state, who('b', 't', { verification: 'passed' }), one, t0 + 120_000)).toEqual({ allowed: false, code: 'session_conflict' });
  });

  it('does not count a refused request', () => {
    const state = emptyState(t0);
    for (let i = 0; i < 3; i += 1) admit(state, who('a', 's', { tokens: 10 }), settings, t0);
    expect(state.budget).toMatchObject({ requests: 2, tokens: 20 });
    expect(state.windows.get('s:s')?.count).toBe(2);
  });

  it('stops the whole site at the daily request or token budget until the next UTC day', () => {
    const state = emptyState(t0);
    for (let i = 0; i < 5; i += 1) expect(admit(state, who(`c${i}`, `s${i}`), settings, t0).allowed).toBe(true);
    expect(admit(state, who('z', 'z'), settings, t0)).toEqual({ allowed: false, code: 'budget_exhausted', retryAfterS: 14 * 3_600 });
    const nextDay = t0 + 14 * 3_600_000;
    expect(admit(state, who('z', 'z'), settings, nextDay).allowed).toBe(true);
    spendTokens(state, 10_000, nextDay);
    expect(admit(state, who('y', 'y', { tokens: 1 }), settings, nextDay)).toMatchObject({ allowed: false, code: 'budget_exhausted' });
  });

  it('counts tokens spent outside a message by day, ignoring nonsense', () => {
    const state = emptyState(t0);
    expect(spendTokens(state, 1_020.2, t0).tokens).toBe(1_021);
    expect(spendTokens(state, Number.NaN, t0).tokens).toBe(1_021);
    expect(spendTokens(state, -5, t0).tokens).toBe(1_021);
    expect(spendTokens(state, 10, t0 + 86_400_000)).toEqual({ day: dayKey(t0 + 86_400_000), requests: 0, tokens: 10 });
  });

  it('restores a stored budget only for the same day', () => {
    expect(emptyState(t0, { day: '2026-11-25', requests: 7, tokens: 9 }).budget.requests).toBe(7);
    expect(emptyState(t0, { day: '2026-11-24', requests: 7, tokens: 9 }).budget.requests).toBe(0);
  });

  it('forgets the least recently seen addresses past its memory cap', () => {
    const state = emptyState(t0);
    const wide = { ...settings, dailyRequests: Infinity, sessionLimit: Infinity };
    for (let i = 0; i <= MAX_TRACKED_KEYS; i += 1) admit(state, who(`ip${i}`, `s${i}`), wide, t0 + i);
    expect(state.clients.size).toBe(MAX_TRACKED_KEYS);
    expect(state.clients.has('ip0')).toBe(false);
  });

  it('knows the day and the seconds to its end', () => {
    expect(dayKey(t0)).toBe('2026-11-25');
    expect(secondsUntilNextDay(Date.UTC(2026, 10, 25, 23, 59, 59, 500))).toBe(1);
  });
});
