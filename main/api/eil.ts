import type { CallOptions } from './http';
import type { LegacyApi } from './legacy';
import { RequestCancelled, TargetNotReady, UnexpectedResponse } from './errors';
import { checkEilRequest } from './checks/legacy';
import { Problems } from './checks/collect';
import { retry, type BackoffOptions } from './retry';
import type { EilRecord, Suggestion, TargetSuggestions } from './types';

/**
 * The interface's advice for EIL, done for the caller: one untrained target aborts a whole request,
 * so each target is asked for in its own call; a target that is not trained yet is asked again with
 * exponential backoff and jitter until the caller's bound; the answers are merged per input line and
 * the result names the targets still training instead of failing the others.
 */

export type EilSuggestRequest = {
  dataset: string;
  inputs: EilRecord[];
  targets: string[];
  suggestionLimit?: number;
  /** Suggestions below this confidence (0..1) are dropped. Default 0: keep all, even confidence 0. */
  minConfidence?: number;
  /** How long to keep asking for targets still training, in ms. Default 0: ask once. */
  waitForTrainingMs?: number;
  /** Backoff between asks for a target still training. Default: from 1 s, doubling, at most 30 s, equal jitter. */
  backoff?: BackoffOptions;
  /**
   * Calls in flight at once (targets are asked in parallel). Default 4: one call per target must
   * not turn a 10-target request into a burst against the service's per-token rate limit.
   */
  maxParallel?: number;
  /** Called before each wait for a target that is still training (progress for the UI or CLI). */
  onWaiting?: (info: { target: string; attempt: number; delayMs: number }) => void;
};

export type EilSuggestResult = {
  /** One entry per input line: target -> suggestions at or above the cut-off, best first. */
  predictions: TargetSuggestions[];
  /** Targets that answered. */
  ready: string[];
  /** Targets not trained within the bound: ask again later. */
  stillTraining: string[];
};

export async function suggestEil(
  legacy: LegacyApi,
  request: EilSuggestRequest,
  options: CallOptions = {},
): Promise<EilSuggestResult> {
  const limitOptions =
    request.suggestionLimit === undefined ? undefined : { suggestion_limit: request.suggestionLimit };
  checkEilRequest(request.dataset, request.inputs, request.targets, limitOptions);
  checkStrategy(request);
  const cutoff = request.minConfidence ?? 0;
  // One failure other than "still training" (token refused, bad data) ends every other target's wait.
  const stop = new AbortController();
  const onCallerAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) stop.abort();
  let firstFailure: unknown = null;
  const slots = new Slots(request.maxParallel ?? 4);

  const perTarget = request.targets.map(async (target) => {
    try {
      const answer = await retry(
        () =>
          slots.run(() =>
            legacy.eilPredict(
              { dataset: request.dataset, inputs: request.inputs, targets: [target], options: limitOptions },
              { ...options, signal: stop.signal },
            ),
          ),
        {
          initialDelayMs: 1000,
          maxDelayMs: 30_000,
          ...request.backoff,
          maxAttempts: Number.POSITIVE_INFINITY,
          budgetMs: request.waitForTrainingMs ?? 0,
          signal: stop.signal,
          shouldRetry: (err) => err instanceof TargetNotReady,
          onRetry: ({ attempt, delayMs }) => request.onWaiting?.({ target, attempt, delayMs }),
        },
      );
      return { target, answer };
    } catch (err) {
      if (err instanceof TargetNotReady) return { target, answer: null };
      if (firstFailure === null) {
        firstFailure = err;
        stop.abort();
      }
      throw err;
    }
  });

  const settled = await Promise.allSettled(perTarget);
  options.signal?.removeEventListener('abort', onCallerAbort);
  if (options.signal?.aborted) throw new RequestCancelled();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrown unchanged: it is the client's own error
  if (firstFailure !== null) throw firstFailure;

  const predictions: TargetSuggestions[] = request.inputs.map(() => ({}));
  const ready: string[] = [];
  const stillTraining: string[] = [];
  for (const outcome of settled) {
    // Every rejection set firstFailure above, so only fulfilled outcomes reach here.
    if (outcome.status === 'rejected') continue;
    const { target, answer } = outcome.value;
    if (answer === null) {
      stillTraining.push(target);
      continue;
    }
    if (!Array.isArray(answer.predictions) || answer.predictions.length !== request.inputs.length) {
      throw new UnexpectedResponse(
        `The answer for target "${target}" did not have one prediction per invoice line. Try again; if it repeats, report it.`,
        200,
      );
    }
    ready.push(target);
    answer.predictions.forEach((entry, i) => {
      predictions[i]![target] = keepAbove(entry?.[target] ?? [], cutoff);
    });
  }
  return { predictions, ready, stillTraining };
}

/** At most `size` calls at once; the others queue in order. Waits between retries hold no slot. */
class Slots {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.queue.shift()?.();
    }
  }
}

function checkStrategy(request: EilSuggestRequest): void {
  const problems = new Problems();
  const cutoff = request.minConfidence;
  if (cutoff !== undefined && (typeof cutoff !== 'number' || !(cutoff >= 0 && cutoff <= 1))) {
    problems.add(
      'minConfidence',
      `the confidence cut-off must be a number from 0 to 1 (it is ${String(cutoff)})`,
    );
  }
  const wait = request.waitForTrainingMs;
  if (wait !== undefined && (typeof wait !== 'number' || !(wait >= 0))) {
    problems.add('waitForTrainingMs', 'the time to wait for training must be 0 or more milliseconds');
  }
  const parallel = request.maxParallel;
  if (parallel !== undefined && (!Number.isInteger(parallel) || parallel < 1)) {
    problems.add('maxParallel', 'the number of calls at once must be a whole number of at least 1');
  }
  problems.throwIfAny('the invoice-line suggestion request');
}

function keepAbove(suggestions: Suggestion[], cutoff: number): Suggestion[] {
  return suggestions.filter((s) => typeof s.confidence === 'number' && s.confidence >= cutoff);
}
