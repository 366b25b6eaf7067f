import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { outboxCalls } from '../../preload/contract/outbox';
import { datasetName } from '../booking/examples';

/** The outbox view: counts, failed examples with their reason, retry, sync now, full re-send. */
export function outboxHandlers(app: KonteraApp): Pick<Handlers, keyof typeof outboxCalls> {
  const outbox = app.learning.outbox;
  return {
    'outbox.status': () => outbox.status(),
    'outbox.failed': (args) => outbox.failed(args?.limit, args?.offset),
    'outbox.retry': ({ seqs }) => outbox.retry(seqs),
    'outbox.syncNow': () => outbox.syncNow(),
    'outbox.resendInfo': ({ companyId, kind }) => outbox.resendInfo(datasetName(app.companies.get(companyId).slug, kind)),
    'outbox.fullResend': ({ companyId, kind }) => outbox.fullResend(datasetName(app.companies.get(companyId).slug, kind)),
  };
}
