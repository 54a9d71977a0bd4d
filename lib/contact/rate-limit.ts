/**
 * Submission rate limit: the attempts and window content/contact-form.ts states (3 in 5
 * minutes), per host, kept in storage so that a reload does not reset it. The decision is a
 * pure function of the recorded attempt times and the clock; the limiter only reads and writes.
 */
import { submissionLimit } from '@/content/contact-form';

export type RateLimitRule = { limit: number; windowMs: number };

export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: submissionLimit.attempts, windowMs: submissionLimit.windowMinutes * 60_000 };

export type RateLimitDecision = {
  allowed: boolean;
  /** Attempts still inside the window, after this decision. */
  recent: number[];
  /** How long until the next attempt is allowed (0 when allowed now). */
  retryAfterMs: number;
};

/** An attempt counts while less than windowMs has passed since it was made. */
export function pruneAttempts(attempts: readonly number[], now: number, rule: RateLimitRule): number[] {
  return attempts.filter((time) => Number.isFinite(time) && time <= now && now - time < rule.windowMs).sort((a, b) => a - b);
}

export function decide(attempts: readonly number[], now: number, rule: RateLimitRule = CONTACT_RATE_LIMIT): RateLimitDecision {
  const recent = pruneAttempts(attempts, now, rule);
  if (recent.length < rule.limit) return { allowed: true, recent: [...recent, now], retryAfterMs: 0 };
  // The oldest attempt that keeps the count at the limit has to leave the window first.
  const oldest = recent[recent.length - rule.limit] ?? now;
  return { allowed: false, recent, retryAfterMs: oldest + rule.windowMs - now };
}

/** The slice of the Web Storage interface the limiter needs. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export type RateLimiterOptions = {
  storage?: KeyValueStore | null;
  now?: () => number;
  key: string;
  rule?: RateLimitRule;
};

export function readAttempts(storage: KeyValueStore | null | undefined, key: string): number[] {
  try {
    const raw = storage?.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}

export function createRateLimiter({ storage, now = Date.now, key, rule = CONTACT_RATE_LIMIT }: RateLimiterOptions) {
  // When storage is unavailable (private mode, quota) the limit still holds for this page.
  let memory: number[] = [];
  const load = () => (storage ? readAttempts(storage, key) : memory);
  const save = (attempts: number[]) => {
    memory = attempts;
    try {
      storage?.setItem(key, JSON.stringify(attempts));
    } catch {
      /* kept in memory only */
    }
  };
  return {
    /** Records the attempt when allowed; a refused attempt is not recorded. */
    attempt(): RateLimitDecision {
      const stored = load();
      const decision = decide(stored.length ? stored : memory, now(), rule);
      if (decision.allowed) save(decision.recent);
      return decision;
    },
    /** Whether an attempt now would be refused, without recording one. */
    isLimited(): boolean {
      const stored = load();
      return pruneAttempts(stored.length ? stored : memory, now(), rule).length >= rule.limit;
    },
  };
}

/** One key per host: the limit counts attempts per host. */
export const contactRateLimitKey = (host: string) => `mf-contact-attempts:${host}`;
