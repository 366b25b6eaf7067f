/** The service client: import from here. */
export { ApiClient } from './client';
export type { CallOptions, ClientOptions, RetryPolicy, Service } from './http';
export { DEFAULT_RETRY, DEFAULT_TIMEOUT_MS } from './http';
export * from './errors';
export type * from './types';
export type { EilSuggestRequest, EilSuggestResult } from './eil';
export type { EilPredictRequest, ScannedInvoicePredictRequest, ProductInfoPredictRequest, SupplierNamePredictRequest } from './legacy';
export { splitIntoBatches, MAX_BATCH_BYTES, MAX_BATCH_EXAMPLES, type SendProgress, type SendResult, type BatchLimits } from './batching';
export { MAX_QUESTIONS } from './checks/scan';
export { backoffDelay, retry, sleep, type BackoffOptions, type RetryOptions } from './retry';
