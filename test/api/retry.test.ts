import { describe, expect, it } from 'vitest';
import { backoffDelay, retry, sleep } from '../../main/api/retry';

// The backoff helper the client and the outbox sender share.

describe('backoffDelay', () => {
  it('doubles from the initial delay up to the cap', () => {
    const opts = { initialDelayMs: 100, maxDelayMs: 1000, jitter: 'none' as const };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, opts))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it('full jitter stays in [0, d], equal jitter in [d/2, d], and both actually vary', () => {
    const full = Array.from({ length: 200 }, () => backoffDelay(3, { initialDelayMs: 100, jitter: 'full' }));
    const equal = Array.from({ length: 200 }, () =>
      backoffDelay(3, { initialDelayMs: 100, jitter: 'equal' }),
    );
    expect(Math.min(...full)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...full)).toBeLessThanOrEqual(400);
    expect(Math.min(...equal)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...equal)).toBeLessThanOrEqual(400);
    expect(new Set(full).size).toBeGreaterThan(20);
    expect(new Set(equal).size).toBeGreaterThan(20);
  });
});

describe('retry', () => {
  it('retries what shouldRetry accepts and returns the first success', async () => {
    let calls = 0;
    const value = await retry(
      async () => {
        calls++;
        if (calls < 3) throw new Error('busy');
        return 'done';
      },
      { shouldRetry: () => true, initialDelayMs: 1, jitter: 'none' },
    );
    expect(value).toBe('done');
    expect(calls).toBe(3);
  });

  it('throws the last failure unchanged when attempts run out or the failure is not retryable', async () => {
    const boom = new Error('boom');
    let calls = 0;
    await expect(
      retry(async () => (calls++, Promise.reject(boom)), {
        maxAttempts: 3,
        shouldRetry: () => true,
        initialDelayMs: 1,
      }),
    ).rejects.toBe(boom);
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retry(async () => (calls++, Promise.reject(boom)), { shouldRetry: () => false }),
    ).rejects.toBe(boom);
    expect(calls).toBe(1);
  });

  it('never waits past the budget; a demanded wait beyond it ends at once', async () => {
    const waits: number[] = [];
    let calls = 0;
    const started = Date.now();
    await expect(
      retry(async () => (calls++, Promise.reject(new Error('x'))), {
        maxAttempts: 100,
        budgetMs: 300,
        initialDelayMs: 100,
        jitter: 'none',
        shouldRetry: () => true,
        onRetry: ({ delayMs }) => waits.push(delayMs),
      }),
    ).rejects.toThrow('x');
    expect(Date.now() - started).toBeLessThan(300 + 150);
    expect(waits[0]).toBe(100);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(300);
    calls = 0;
    await expect(
      retry(async () => (calls++, Promise.reject(new Error('y'))), {
        budgetMs: 1000,
        shouldRetry: () => true,
        minDelayMs: () => 5000,
      }),
    ).rejects.toThrow('y');
    expect(calls).toBe(1);
  });

  it('sleep and retry stop as soon as the signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped')), 50);
    const started = Date.now();
    await expect(sleep(10_000, controller.signal)).rejects.toThrow('stopped');
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(
      retry(() => Promise.reject(new Error('z')), { signal: AbortSignal.abort(), shouldRetry: () => true }),
    ).rejects.toThrow('z');
  });
});
