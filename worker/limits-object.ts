/**
 * The one place every Worker instance counts in: per-client and per-session windows, each
 * client's and each session's day, the site's daily budget with its reservations, and the
 * cached health check, so opening the panel costs at most one model call a minute for all
 * visitors together. The arithmetic is worker/lib/limits.ts; this object keeps it.
 *
 * The minute and hour windows live in memory only (losing one forgets at most an hour). Every
 * day count lives in storage too, so a client cannot start its day again by waiting until this
 * object is evicted or moved: the site's budget under one key, each client's and each session's
 * day under keys named by that day, which an alarm clears once the day is over.
 */
import { DurableObject } from 'cloudflare:workers';
import { readConfig, type EndpointConfig } from './lib/config';
import type { HealthReport } from '@/lib/chat/contract';
import { generateUrl, readChunk } from './lib/gemini-wire';
import {
  admit, budgetLeft, dayKey, emptyState, remember, secondsUntilNextDay, settle, spendTokens,
  type Admission, type DayCount, type Decision, type LimitState, type SessionRecord, type Settlement,
} from './lib/limits';
import { composeRequest, healthRequest } from './lib/prompt';
import { reservationFor } from './lib/token-estimate';
import type { Settings } from './settings';

export const LIMITS_OBJECT_NAME = 'site';
const BUDGET_KEY = 'budget';
const DAY_PREFIX = 'day:';
const clientStoreKey = (day: string, client: string) => `${DAY_PREFIX}${day}:client:${client}`;
const sessionStoreKey = (day: string, session: string) => `${DAY_PREFIX}${day}:session:${session}`;
/** Storage deletes at most this many keys a call. */
const DELETE_BATCH = 128;
/** The least any message reserves (a one-character question, no passages, no history): below it, the day is over. */
const SMALLEST_RESERVATION = reservationFor(JSON.stringify(composeRequest({ passages: [], turns: [], message: '?' })), ['?']);

export class ChatLimits extends DurableObject<Settings> {
  private state: LimitState | null = null;
  private readonly config: EndpointConfig;
  private health: { report: HealthReport; at: number } | null = null;
  private checking: Promise<HealthReport> | null = null;

  constructor(ctx: DurableObjectState, env: Settings) {
    super(ctx, env);
    this.config = readConfig(env);
  }

  private async loaded(now: number): Promise<LimitState> {
    this.state ??= emptyState(now, await this.ctx.storage.get<DayCount>(BUDGET_KEY));
    return this.state;
  }

  /** Brings this client's and this session's day from storage when memory does not hold it. */
  private async recall(state: LimitState, who: Admission, day: string): Promise<void> {
    const keys: string[] = [];
    if (state.clients.get(who.client)?.day !== day) keys.push(clientStoreKey(day, who.client));
    if (state.sessions.get(who.session)?.day !== day) keys.push(sessionStoreKey(day, who.session));
    if (!keys.length) return;
    const stored = await this.ctx.storage.get<DayCount | SessionRecord>(keys);
    const client = stored.get(clientStoreKey(day, who.client)) as DayCount | undefined;
    const session = stored.get(sessionStoreKey(day, who.session)) as SessionRecord | undefined;
    if (client) remember(state.clients, who.client, client);
    if (session) remember(state.sessions, who.session, session);
  }

  async admit(who: Admission): Promise<Decision> {
    const now = Date.now();
    const day = dayKey(now);
    const state = await this.loaded(now);
    await this.recall(state, who, day);
    const decision = admit(state, who, this.config.limits, now);
    if (decision.allowed || who.verification === 'passed') {
      const entries: Record<string, unknown> = { [BUDGET_KEY]: state.budget, [sessionStoreKey(day, who.session)]: state.sessions.get(who.session) };
      const client = state.clients.get(who.client);
      if (client?.day === day) entries[clientStoreKey(day, who.client)] = client;
      await this.ctx.storage.put(entries);
      await this.clearAfterMidnight(now);
    }
    return decision;
  }

  /** Replaces what a message reserved by what its answer used. */
  async settle(settlement: Settlement): Promise<void> {
    const state = await this.loaded(Date.now());
    settle(state, settlement);
    const entries: Record<string, unknown> = { [BUDGET_KEY]: state.budget };
    const client = state.clients.get(settlement.client);
    if (client?.day === settlement.day) entries[clientStoreKey(settlement.day, settlement.client)] = client;
    await this.ctx.storage.put(entries);
  }

  async spend(tokens: number): Promise<void> {
    const now = Date.now();
    const budget = spendTokens(await this.loaded(now), tokens, now);
    await this.ctx.storage.put(BUDGET_KEY, budget);
  }

  /** An alarm just after the day ends, to delete that day's client and session counts. */
  private async clearAfterMidnight(now: number): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now + secondsUntilNextDay(now) * 1000 + 60_000);
  }

  async alarm(): Promise<void> {
    const today = `${DAY_PREFIX}${dayKey(Date.now())}:`;
    for (;;) {
      const old = [...(await this.ctx.storage.list({ prefix: DAY_PREFIX, limit: 1_000 })).keys()].filter((key) => !key.startsWith(today));
      if (!old.length) break;
      for (let i = 0; i < old.length; i += DELETE_BATCH) await this.ctx.storage.delete(old.slice(i, i + DELETE_BATCH));
    }
  }

  async checkHealth(): Promise<HealthReport> {
    const now = Date.now();
    if (!this.config.apiKey || !this.config.signingSecret) return { ok: false, reason: 'not_configured' };
    if (!budgetLeft(await this.loaded(now), this.config.limits, now, SMALLEST_RESERVATION)) return { ok: false, reason: 'budget' };
    if (this.health && now - this.health.at < this.config.healthTtlMs) return this.health.report;
    this.checking ??= this.askModel().finally(() => (this.checking = null));
    return this.checking;
  }

  /** A 'Hello' with a tiny answer; its tokens count against the budget like any other call. */
  private async askModel(): Promise<HealthReport> {
    let report: HealthReport = { ok: false, reason: 'upstream' };
    try {
      const response = await fetch(generateUrl(this.config.upstream, this.config.model), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': this.config.apiKey! },
        body: JSON.stringify(healthRequest()),
        signal: AbortSignal.timeout(this.config.upstreamTimeoutMs),
      });
      const body: unknown = await response.json().catch(() => null);
      const chunk = readChunk(body);
      if (response.ok && !chunk.malformed) report = { ok: true };
      if (chunk.totalTokens) await this.spend(chunk.totalTokens);
    } catch {
      /* unreachable or too slow: reported as not ok */
    }
    this.health = { report, at: Date.now() };
    return report;
  }
}
