import { admit, dayKey, emptyState, MAX_TRACKED_KEYS, secondsUntilNextDay, spendTokens, type LimitSettings } from '@/lib/chat/server/limits';

const settings: LimitSettings = { clientLimit: 2, clientWindowMs: 60_000, sessionLimit: 3, sessionWindowMs: 3_600_000, dailyRequests: 5, dailyTokens: 10_000 };
const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);

describe('limits arithmetic', () => {
  it('lets a client in up to its limit per window, then says when to come back', () => {
    const state = emptyState(t0);
    expect(admit(state, { client: 'a', session: 's1' }, settings, t0)).toEqual({ allowed: true });
    expect(admit(state, { client: 'a', session: 's2' }, settings, t0 + 1_000)).toEqual({ allowed: true });
    expect(admit(state, { client: 'a', session: 's3' }, settings, t0 + 20_000)).toEqual({ allowed: false, code: 'rate_limited', retryAfterS: 40 });
    expect(admit(state, { client: 'b', session: 's3' }, settings, t0 + 20_000)).toEqual({ allowed: true });
    expect(admit(state, { client: 'a', session: 's4' }, settings, t0 + 60_000)).toEqual({ allowed: true });
  });

  it('limits a session across addresses', () => {
    const state = emptyState(t0);
    for (const client of ['a', 'b', 'c']) expect(admit(state, { client, session: 's' }, settings, t0).allowed).toBe(true);
    expect(admit(state, { client: 'd', session: 's' }, settings, t0)).toMatchObject({ allowed: false, code: 'rate_limited', retryAfterS: 3_600 });
  });

  it('does not count a refused request', () => {
    const state = emptyState(t0);
    admit(state, { client: 'a', session: 's' }, settings, t0);
    admit(state, { client: 'a', session: 's' }, settings, t0);
    admit(state, { client: 'a', session: 's' }, settings, t0);
    expect(state.budget.requests).toBe(2);
    expect(state.sessions.get('s')?.count).toBe(2);
  });

  it('stops the whole site at the daily request or token budget until the next UTC day', () => {
    const state = emptyState(t0);
    for (let i = 0; i < 5; i += 1) expect(admit(state, { client: `c${i}`, session: `s${i}` }, settings, t0).allowed).toBe(true);
    expect(admit(state, { client: 'z', session: 'z' }, settings, t0)).toEqual({ allowed: false, code: 'budget_exhausted', retryAfterS: 14 * 3_600 });
    const nextDay = t0 + 14 * 3_600_000;
    expect(admit(state, { client: 'z', session: 'z' }, settings, nextDay)).toEqual({ allowed: true });
    spendTokens(state, 10_000, nextDay);
    expect(admit(state, { client: 'y', session: 'y' }, settings, nextDay)).toMatchObject({ allowed: false, code: 'budget_exhausted' });
  });

  it('counts tokens by day, ignoring nonsense', () => {
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
    for (let i = 0; i <= MAX_TRACKED_KEYS; i += 1) admit(state, { client: `ip${i}`, session: 's' }, wide, t0);
    expect(state.clients.size).toBe(MAX_TRACKED_KEYS);
    expect(state.clients.has('ip0')).toBe(false);
  });

  it('knows the day and the seconds to its end', () => {
    expect(dayKey(t0)).toBe('2026-11-25');
    expect(secondsUntilNextDay(Date.UTC(2026, 10, 25, 23, 59, 59, 500))).toBe(1);
  });
});
