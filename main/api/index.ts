/**
 * The client of the suggestion and document services: import from here.
 *
 *   const client = new ApiClient(await app.connection(), { timeoutMs: 10_000 });
 *   const { predictions, stillTraining } = await client.suggestInvoiceLines(
 *     { dataset: 'acme.pb', inputs, targets: ['account', 'vat_code'], minConfidence: 0.3, waitForTrainingMs: 60_000 },
 *     { signal },
 *   );
 *   await client.sendExamples('acme.invoice-line', examples, { onProgress });
 *
 * Every call checks its request before sending and fails with a typed ApiError (errors.ts), a
 * UserError whose message a bookkeeper can act on and which never holds the token. `retry.ts` is
 * the shared backoff helper.
 */
export { ApiClient } from './client';
export type { CallOptions, ClientOptions, RetryPolicy, Service } from './http';
export { DEFAULT_RETRY, DEFAULT_TIMEOUT_MS } from './http';
export * from './errors';
export type * from './types';
export type { EilSuggestRequest, EilSuggestResult } from './eil';
export type {
  EilPredictRequest,
  ScannedInvoicePredictRequest,
  ProductInfoPredictRequest,
  SupplierNamePredictRequest,
} from './legacy';
export {
  splitIntoBatches,
  MAX_BATCH_BYTES,
  MAX_BATCH_EXAMPLES,
  type SendProgress,
  type SendResult,
  type BatchLimits,
} from './batching';
export { MAX_QUESTIONS } from './checks/scan';
export { backoffDelay, retry, sleep, type BackoffOptions, type RetryOptions } from './retry';
