/**
 * Retry with exponential backoff and jitter, bounded by a number of attempts and a total time budget.
 * Used by the service client (rate limits, outages, targets still training) and by the outbox sender.
 * Plain timers only; everything can be cancelled with an AbortSignal.
 */

export type BackoffOptions = {
  /** Delay before the first retry, before jitter. Default 500 ms. */
  initialDelayMs?: number;
  /** Growth per attempt. Default 2. */
  factor?: number;
  /** Cap of one delay, before jitter. Default 30 s. */
  maxDelayMs?: number;
  /**
   * `full`: uniform in [0, d] (spreads a crowd of clients best); `equal`: uniform in [d/2, d] (never
   * retries almost at once); `none`: exactly d. Default `equal`.
   */
  jitter?: 'full' | 'equal' | 'none';
  /** Source of randomness in [0, 1); tests and benchmarks can fix it. */
  random?: () => number;
};

/** The delay before retry number `retry` (1 = the first retry). */
export function backoffDelay(retry: number, options: BackoffOptions = {}): number {
  const initial = options.initialDelayMs ?? 500;
  const factor = options.factor ?? 2;
  const cap = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;
  const base = Math.min(cap, initial * factor ** Math.max(0, retry - 1));
  switch (options.jitter ?? 'equal') {
    case 'none':
      return base;
    case 'full':
      return Math.round(random() * base);
    case 'equal':
      return Math.round(base / 2 + (random() * base) / 2);
  }
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

export type RetryOptions = BackoffOptions & {
  /** Attempts in total, the first included. Default 5. */
  maxAttempts?: number;
  /**
   * Time budget from the first attempt, in ms. No attempt starts after it; a backoff delay is
   * shortened to fit, a server-required delay (see `minDelayMs`) that does not fit ends the loop.
   */
  budgetMs?: number;
  /** Whether this failure is worth another attempt. Default: never. */
  shouldRetry?: (err: unknown, attempt: number) => boolean;
  /** A wait the other side demanded for this failure (e.g. Retry-After), or null. */
  minDelayMs?: (err: unknown) => number | null;
  signal?: AbortSignal;
  /** Called before each wait, e.g. to report "still training, trying again in 4 s". */
  onRetry?: (info: { err: unknown; attempt: number; delayMs: number }) => void;
  /** Clock; tests and benchmarks can replace it. */
  now?: () => number;
};

/**
 * Runs `fn` until it succeeds, a failure is not retryable, attempts run out or the budget is spent;
 * then throws the last failure unchanged, so callers see the real reason.
 */
export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const maxAttempts = options.maxAttempts ?? 5;
  const now = options.now ?? Date.now;
  const deadline = options.budgetMs === undefined ? Infinity : now() + options.budgetMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (options.signal?.aborted) throw err;
      if (attempt >= maxAttempts || !(options.shouldRetry?.(err, attempt) ?? false)) throw err;
      const required = options.minDelayMs?.(err) ?? null;
      let delayMs = Math.max(backoffDelay(attempt, options), required ?? 0);
      const remaining = deadline - now();
      if (remaining <= 0) throw err;
      if (delayMs > remaining) {
        // The other side told us when it will answer: asking earlier would only be refused again.
        if (required !== null && required > remaining) throw err;
        delayMs = remaining;
      }
      options.onRetry?.({ err, attempt, delayMs });
      await sleep(delayMs, options.signal);
    }
  }
}
