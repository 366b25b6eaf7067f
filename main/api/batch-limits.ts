import type { Example } from './types';

/**
 * What one batchCreate call may carry: at most 100 examples and at most 10 MiB of JSON, measured on
 * the exact body that is sent. The single call (v2.ts) checks it; the splitter (batching.ts) keeps to it.
 */

export const MAX_BATCH_EXAMPLES = 100;
export const MAX_BATCH_BYTES = 10 * 1024 * 1024;

export function batchBody(examples: readonly Example[]): { examples: readonly Example[] } {
  return { examples };
}
