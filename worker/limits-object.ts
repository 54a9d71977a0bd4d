/**
 * The one place every Worker instance counts in: per-address and per-session windows, the
 * site's daily budget (kept in storage, so it survives this object being moved or
 * restarted), and the cached health check, so opening the panel costs at most one model
 * call a minute for all visitors together.
 */
import { DurableObject } from 'cloudflare:workers';
import { readConfig, type EndpointConfig } from '@/lib/chat/server/config';
import type { HealthReport } from '@/lib/chat/server/contract';
import { generateUrl, readChunk } from '@/lib/chat/server/gemini-wire';
import { admit, budgetLeft, emptyState, spendTokens, type Budget, type Decision, type LimitState } from '@/lib/chat/server/limits';
import { healthRequest } from '@/lib/chat/server/prompt';
import type { Settings } from './settings';

export const LIMITS_OBJECT_NAME = 'site';
const BUDGET_KEY = 'budget';

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
    this.state ??= emptyState(now, await this.ctx.storage.get<Budget>(BUDGET_KEY));
    return this.state;
  }

  async admit(who: { client: string; session: string }): Promise<Decision> {
    const now = Date.now();
    const state = await this.loaded(now);
    const decision = admit(state, who, this.config.limits, now);
    if (decision.allowed) await this.ctx.storage.put(BUDGET_KEY, state.budget);
    return decision;
  }

  async spend(tokens: number): Promise<void> {
    const now = Date.now();
    const budget = spendTokens(await this.loaded(now), tokens, now);
    await this.ctx.storage.put(BUDGET_KEY, budget);
  }

  async checkHealth(): Promise<HealthReport> {
    const now = Date.now();
    if (!this.config.apiKey || !this.config.signingSecret) return { ok: false, reason: 'not_configured' };
    if (!budgetLeft(await this.loaded(now), this.config.limits, now)) return { ok: false, reason: 'budget' };
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
