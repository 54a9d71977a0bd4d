/** @jest-environment node */
import { statusTexts } from '@/content/contact-form';
import { CONTACT_RATE_LIMIT, contactRateLimitKey, createRateLimiter, decide } from '@/lib/contact/rate-limit';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('rate limit decision', () => {
  it('is 3 attempts per 300000 ms, the window the refusal names', () => {
    expect(CONTACT_RATE_LIMIT).toEqual({ limit: 3, windowMs: 300_000 });
    expect(statusTexts.rateLimited).toContain(`${CONTACT_RATE_LIMIT.windowMs / 60_000} minutes`);
  });

  it('allows three attempts and refuses the fourth inside the window', () => {
    expect(decide([], 0).allowed).toBe(true);
    expect(decide([0], 1).allowed).toBe(true);
    expect(decide([0, 1], 2).allowed).toBe(true);
    const fourth = decide([0, 1, 2], 3);
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterMs).toBe(299_997);
  });

  it('frees a slot exactly when the oldest attempt is 300000 ms old', () => {
    expect(decide([0, 1, 2], 299_999).allowed).toBe(false);
    expect(decide([0, 1, 2], 299_999).retryAfterMs).toBe(1);
    const edge = decide([0, 1, 2], 300_000);
    expect(edge.allowed).toBe(true);
    expect(edge.recent).toEqual([1, 2, 300_000]);
  });

  it('ignores attempts from the future and junk', () => {
    expect(decide([5_000, 6_000, 7_000], 1_000).allowed).toBe(true);
    expect(decide([Number.NaN, Number.POSITIVE_INFINITY, 0], 1).recent).toEqual([0, 1]);
  });
});

describe('createRateLimiter', () => {
  it('keeps attempts in storage so a new limiter (a reload) still refuses', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const key = contactRateLimitKey('www.example.com');
    const first = createRateLimiter({ storage, now: () => now, key });
    expect([first.attempt().allowed, first.attempt().allowed, first.attempt().allowed]).toEqual([true, true, true]);
    const afterReload = createRateLimiter({ storage, now: () => now, key });
    expect(afterReload.isLimited()).toBe(true);
    expect(afterReload.attempt().allowed).toBe(false);
    now += 299_999;
    expect(afterReload.attempt().allowed).toBe(false);
    now += 1;
    expect(afterReload.isLimited()).toBe(false);
    expect(afterReload.attempt().allowed).toBe(true);
  });

  it('does not record refused attempts, so the lock does not extend itself', () => {
    const storage = memoryStorage();
    let now = 0;
    const limiter = createRateLimiter({ storage, now: () => now, key: 'k' });
    limiter.attempt();
    limiter.attempt();
    limiter.attempt();
    for (now = 1; now < 300_000; now += 50_000) expect(limiter.attempt().allowed).toBe(false);
    now = 300_000;
    expect(limiter.attempt().allowed).toBe(true);
  });

  it('limits per host', () => {
    const storage = memoryStorage();
    const a = createRateLimiter({ storage, now: () => 0, key: contactRateLimitKey('a.example') });
    a.attempt();
    a.attempt();
    a.attempt();
    const b = createRateLimiter({ storage, now: () => 0, key: contactRateLimitKey('b.example') });
    expect(b.attempt().allowed).toBe(true);
  });

  it('still limits in memory when storage throws or holds junk', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const limiter = createRateLimiter({ storage: broken, now: () => 0, key: 'k' });
    expect([limiter.attempt(), limiter.attempt(), limiter.attempt(), limiter.attempt()].map((d) => d.allowed)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const junk = memoryStorage();
    junk.setItem('k', '{not json');
    expect(createRateLimiter({ storage: junk, now: () => 0, key: 'k' }).attempt().allowed).toBe(true);
  });
});
