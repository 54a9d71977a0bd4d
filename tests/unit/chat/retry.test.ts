import { backoffDelay, withRetry } from '@/lib/chat/retry';

describe('withRetry', () => {
  it('doubles the wait from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times, then gives up with the last error', async () => {
    const waits: number[] = [];
    const task = jest.fn(async (attempt: number) => {
      throw new Error(`fail ${attempt}`);
    });
    await expect(withRetry(task, { sleep: async (ms) => void waits.push(ms) })).rejects.toThrow('fail 3');
    expect(task).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 2) throw new Error('flaky');
        return 'ok';
      },
      { sleep: async () => {} },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(2);
  });

  it('does not retry errors marked as not retryable', async () => {
    const task = jest.fn(async () => {
      throw new Error('CSP_BLOCKED');
    });
    await expect(withRetry(task, { sleep: async () => {}, isRetryable: () => false })).rejects.toThrow('CSP_BLOCKED');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
