/** Sliding-window rate limit per client, in memory: enough for one proxy instance. */

export type RateLimitOptions = { limit: number; windowMs: number; now?: () => number; maxClients?: number };

export function createRateLimiter({ limit, windowMs, now = Date.now, maxClients = 10_000 }: RateLimitOptions) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a hit and says whether it is allowed; `retryAfterMs` tells when the oldest hit expires. */
    take(client: string): { allowed: boolean; retryAfterMs: number } {
      const at = now();
      const recent = (hits.get(client) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= limit) {
        hits.set(client, recent);
        return { allowed: false, retryAfterMs: windowMs - (at - (recent[0] ?? at)) };
      }
      recent.push(at);
      hits.delete(client);
      hits.set(client, recent);
      // Forget the least recently seen clients so memory stays bounded under a flood.
      while (hits.size > maxClients) hits.delete(hits.keys().next().value as string);
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}
