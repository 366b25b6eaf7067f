import { z } from 'zod';
import { call, event, returns } from './define';

/** The outbox of examples and feedback waiting for the service, and the background sync. */

export type OutboxStatus = {
  /** The environment the counts are for (the current one). */
  environment: string;
  pending: number;
  sent: number;
  failed: number;
  /** UTC YYYY-MM-DDThh:mm:ssZ of the last call the service accepted, null if none yet. */
  lastSyncAt: string | null;
  /** null: not tried yet; false: the service could not be reached on the last try. */
  online: boolean | null;
  syncing: boolean;
  /** True after a 401: syncing this environment waits for a new token. */
  blocked: boolean;
  /** One line for the status bar. */
  message: string;
};

export type FailedExample = {
  seq: number;
  exampleId: string;
  kind: 'example' | 'feedback';
  dataset: string;
  environment: string;
  reason: string;
  attempts: number;
  updatedAt: string;
  /** Short text of what the example was about (line text, question). */
  summary: string;
};

export type ResendInfo = {
  dataset: string;
  environment: string;
  examples: number;
  calls: number;
  warning: string;
};

const companyId = z.number().int().positive();
const datasetKind = z.enum(['invoice-line', 'bank']);

export const outboxCalls = {
  'outbox.status': call(z.undefined(), returns<OutboxStatus>()),
  'outbox.failed': call(
    z
      .object({
        limit: z.number().int().min(1).max(500).optional(),
        offset: z.number().int().min(0).optional(),
      })
      .strict()
      .optional(),
    returns<FailedExample[]>(),
  ),
  'outbox.retry': call(
    z.object({ seqs: z.array(z.number().int().positive()).max(10_000).optional() }).strict(),
    returns<OutboxStatus>(),
  ),
  'outbox.syncNow': call(z.undefined(), returns<OutboxStatus>()),
  'outbox.resendInfo': call(z.object({ companyId, kind: datasetKind }).strict(), returns<ResendInfo>()),
  /** Queues the company's booking history for the current environment (skips what it already has). */
  'outbox.queueHistory': call(
    z.object({ companyId, kinds: z.array(datasetKind).min(1).optional() }).strict(),
    returns<{ queued: number; total: number }>(),
  ),
  'outbox.fullResend': call(
    z
      .object({
        companyId,
        kind: datasetKind,
        confirm: z.literal(true, 'A full re-send must be confirmed after reading its warning.'),
      })
      .strict(),
    returns<OutboxStatus>(),
  ),
};

export const outboxEvents = {
  'outbox.status': event<OutboxStatus>(),
};
