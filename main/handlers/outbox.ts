import type { KonteraApp } from '../app';
import type { Handlers } from './dispatch';
import type { outboxCalls } from '../../preload/contract/outbox';
import { datasetName } from '../booking/examples';
import { queueHistory } from '../booking/history-examples';

/** The outbox view: counts, failed examples with their reason, retry, sync now, full re-send. */
export function outboxHandlers(app: KonteraApp): Pick<Handlers, keyof typeof outboxCalls> {
  const outbox = app.learning.outbox;
  return {
    'outbox.status': () => outbox.status(),
    'outbox.failed': (args) => outbox.failed(args?.limit, args?.offset),
    'outbox.retry': ({ seqs }) => outbox.retry(seqs),
    'outbox.syncNow': () => outbox.syncNow(),
    'outbox.resendInfo': ({ companyId, kind }) =>
      outbox.resendInfo(datasetName(app.companies.get(companyId).slug, kind)),
    'outbox.queueHistory': ({ companyId, kinds }) => {
      const company = app.companies.get(companyId);
      const environment = app.currentEnvironment();
      let queued = 0;
      let total = 0;
      for (const kind of kinds ?? (['invoice-line', 'bank'] as const)) {
        const r = queueHistory(app.db, outbox.store, { companyId, slug: company.slug, kind, environment });
        queued += r.queued;
        total += r.total;
      }
      outbox.syncNow();
      return { queued, total };
    },
    'outbox.fullResend': ({ companyId, kind }) =>
      outbox.fullResend(datasetName(app.companies.get(companyId).slug, kind)),
  };
}
