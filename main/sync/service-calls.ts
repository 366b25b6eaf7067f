import type { Connection } from '../credentials/connection';
import { HttpTransport, type RetryPolicy } from '../api/http';
import type { Example, FeedbackRequest } from '../api/types';

/** The service's limits for one examples:batchCreate call. */
export const MAX_BATCH_EXAMPLES = 100;
export const MAX_BATCH_BYTES = 10 * 1024 * 1024;

/**
 * The four calls the sender makes. A thin adapter over the API client's transport (main/api): the
 * sender owns backoff for the whole queue, so each call is tried once and its typed ApiError
 * (Unauthorized, InvalidRequest, RateLimited, ServiceUnavailable...) comes back to the sender.
 */
export type SyncCalls = {
  ensureDataset(connection: Connection, dataset: string, signal?: AbortSignal): Promise<void>;
  batchCreate(connection: Connection, dataset: string, examples: Example[], signal?: AbortSignal): Promise<void>;
  truncate(connection: Connection, dataset: string, signal?: AbortSignal): Promise<void>;
  feedback(connection: Connection, body: FeedbackRequest, signal?: AbortSignal): Promise<void>;
};

const ONCE: RetryPolicy = { maxAttempts: 1, budgetMs: 0 };

export function httpSyncCalls(timeoutMs = 60_000): SyncCalls {
  const transport = (connection: Connection) => new HttpTransport(connection, { timeoutMs, retry: ONCE });
  const path = (dataset: string) => `/v2/datasets/${encodeURIComponent(dataset)}`;
  return {
    async ensureDataset(connection, dataset, signal) {
      await transport(connection).send(
        { service: 'suggestion', method: 'PUT', path: path(dataset), what: `the dataset ${dataset}` },
        { signal },
      );
    },
    async batchCreate(connection, dataset, examples, signal) {
      await transport(connection).send(
        {
          service: 'suggestion',
          method: 'POST',
          path: `${path(dataset)}/examples:batchCreate`,
          body: { examples },
          what: `${examples.length} examples for the dataset ${dataset}`,
          maxBodyBytes: MAX_BATCH_BYTES,
        },
        { signal },
      );
    },
    async truncate(connection, dataset, signal) {
      await transport(connection).send(
        { service: 'suggestion', method: 'DELETE', path: `${path(dataset)}/examples`, what: `the examples of the dataset ${dataset}` },
        { signal },
      );
    },
    async feedback(connection, body, signal) {
      await transport(connection).send(
        { service: 'scan', method: 'POST', path: '/v1/feedback:create', body, what: 'the corrected answers for a document' },
        { signal },
      );
    },
  };
}
