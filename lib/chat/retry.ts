/**
 * Client-side retries (spec 000 §9): 3 retries with exponential backoff, each wait
 * capped at 30 s. Errors marked as not retryable (a blocked request, a missing
 * endpoint, a 4xx answer, a timeout) go straight to the caller so the fallback starts at once.
 */

export type RetryOptions = {
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  isRetryable?: (error: unknown) => boolean;
};

export const backoffDelay = (attempt: number, baseDelayMs = 1000, maxDelayMs = 30_000) =>
  Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = 3, baseDelayMs = 1000, maxDelayMs = 30_000, sleep = defaultSleep, isRetryable = () => true } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await sleep(backoffDelay(attempt, baseDelayMs, maxDelayMs));
    }
  }
}
