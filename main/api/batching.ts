import type { CallOptions } from './http';
import type { V2Api } from './v2';
import { PayloadTooLarge } from './errors';
import { checkExamples } from './checks/v2';
import type { Example } from './types';
import { MAX_BATCH_BYTES, MAX_BATCH_EXAMPLES, batchBody } from './batch-limits';

/**
 * Splitting examples into batchCreate calls within the limits of one call (batch-limits.ts),
 * measured on the exact body that is sent, so no call is refused for its size.
 */

export { MAX_BATCH_BYTES, MAX_BATCH_EXAMPLES } from './batch-limits';

const EMPTY_BODY_BYTES = Buffer.byteLength(JSON.stringify(batchBody([])));

export type BatchLimits = { maxExamples?: number; maxBytes?: number };

/**
 * Greedy split in order (order matters: for a repeated id only the last copy counts). Throws
 * PayloadTooLarge, before anything is sent, if one example alone does not fit in a call.
 */
export function splitIntoBatches(examples: readonly Example[], limits: BatchLimits = {}): Example[][] {
  const maxExamples = limits.maxExamples ?? MAX_BATCH_EXAMPLES;
  const maxBytes = limits.maxBytes ?? MAX_BATCH_BYTES;
  const batches: Example[][] = [];
  let current: Example[] = [];
  let currentBytes = EMPTY_BODY_BYTES;
  examples.forEach((example, i) => {
    const bytes = Buffer.byteLength(JSON.stringify(example));
    if (EMPTY_BODY_BYTES + bytes > maxBytes) {
      throw new PayloadTooLarge(
        `Example ${i + 1} is too large to send (${Math.ceil(bytes / 1024)} KiB; one call may carry at most ${maxBytes / (1024 * 1024)} MiB). ` +
          'Shorten its text and try again.',
        null,
      );
    }
    const separator = current.length > 0 ? 1 : 0;
    if (current.length >= maxExamples || currentBytes + separator + bytes > maxBytes) {
      batches.push(current);
      current = [];
      currentBytes = EMPTY_BODY_BYTES;
    }
    currentBytes += (current.length > 0 ? 1 : 0) + bytes;
    current.push(example);
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

export type SendProgress = { sent: number; total: number; calls: number };
export type SendResult = { sent: number; calls: number };

/**
 * Sends any number of examples to a dataset: ensures the dataset first (PUT, idempotent), then one
 * batchCreate per batch, in order. On a failure the error is thrown as is; `onProgress` has reported
 * each finished batch, so a caller can resume from its own cursor instead of re-sending duplicates.
 */
export async function sendExamples(
  v2: V2Api,
  dataset: string,
  examples: readonly Example[],
  options: CallOptions & { limits?: BatchLimits; onProgress?: (progress: SendProgress) => void } = {},
): Promise<SendResult> {
  checkExamples(examples, dataset);
  const batches = splitIntoBatches(examples, options.limits);
  const callOptions: CallOptions = {
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
  };
  await v2.ensureDataset(dataset, callOptions);
  let sent = 0;
  let calls = 0;
  // A service (or a proxy before it) with a lower size limit than documented answers 413: the batch
  // is halved and sent again, so the caller still gets everything delivered, in order.
  const send = async (batch: Example[]): Promise<void> => {
    try {
      await v2.batchCreateExamples(dataset, batch, callOptions);
    } catch (err) {
      if (!(err instanceof PayloadTooLarge && err.status === 413 && batch.length > 1)) throw err;
      const half = Math.ceil(batch.length / 2);
      await send(batch.slice(0, half));
      await send(batch.slice(half));
      return;
    }
    sent += batch.length;
    calls += 1;
    options.onProgress?.({ sent, total: examples.length, calls });
  };
  for (const batch of batches) await send(batch);
  return { sent, calls };
}
