import type { Connection } from '../credentials/connection';
import { ApiClient, MAX_BATCH_BYTES, MAX_BATCH_EXAMPLES, type RetryPolicy } from '../api';
import type { Example, FeedbackRequest } from '../api/types';

/** The service's limits for one examples:batchCreate call. */
export { MAX_BATCH_BYTES, MAX_BATCH_EXAMPLES };

/**
 * The four calls the sender makes, through the API client (main/api). The sender owns backoff for the
 * whole queue, so each call is tried once and its typed ApiError (Unauthorized, InvalidRequest,
 * RateLimited, ServiceUnavailable...) comes back to the sender to act on.
 */
export type SyncCalls = {
  ensureDataset(connection: Connection, dataset: string, signal?: AbortSignal): Promise<void>;
  batchCreate(
    connection: Connection,
    dataset: string,
    examples: Example[],
    signal?: AbortSignal,
  ): Promise<void>;
  truncate(connection: Connection, dataset: string, signal?: AbortSignal): Promise<void>;
  feedback(connection: Connection, body: FeedbackRequest, signal?: AbortSignal): Promise<void>;
};

const ONCE: RetryPolicy = { maxAttempts: 1, budgetMs: 0 };

export function httpSyncCalls(timeoutMs = 60_000): SyncCalls {
  const client = (connection: Connection) => new ApiClient(connection, { timeoutMs, retry: ONCE });
  return {
    ensureDataset: (connection, dataset, signal) => client(connection).v2.ensureDataset(dataset, { signal }),
    batchCreate: (connection, dataset, examples, signal) =>
      client(connection).v2.batchCreateExamples(dataset, examples, { signal }),
    truncate: (connection, dataset, signal) => client(connection).v2.truncateExamples(dataset, { signal }),
    async feedback(connection, body, signal) {
      await client(connection).scan.createFeedback(body, { signal });
    },
  };
}
