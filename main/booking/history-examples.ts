import { createHash } from 'node:crypto';
import type { DB } from '../store/db';
import type { EnvironmentName } from '../store/environments';
import type { BookingKind } from '../../preload/contract/booking';
import type { OutboxStore } from '../sync/outbox-store';
import type { SettingsStore } from '../store/settings';
import { CompaniesStore } from '../store/companies';
import type { Example } from '../api/types';
import { HistoryLines, type HistoryFeedRow } from './history-lines';
import { bankEntryData, buildExample, datasetName, invoiceLineData } from './examples';

/**
 * A stable UUID for a history line: the booking's own UUID for lines booked in Kontera, otherwise
 * one derived from the line's content fingerprint (or its row id), shaped as a version-5 UUID. The
 * same line therefore always becomes the same example, in every environment and on every re-run.
 */
export function historyExampleId(
  companyId: number,
  row: Pick<HistoryFeedRow, 'id' | 'booking_id' | 'fingerprint'>,
): string {
  if (row.booking_id) return row.booking_id;
  const basis = row.fingerprint ? `fp:${row.fingerprint}` : `row:${row.id}`;
  const hex = createHash('sha256').update(`kontera-history:${companyId}:${basis}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The v2 example of one history line, or null when it cannot be one (no target value, no supplier). */
export function historyExample(companyId: number, kind: BookingKind, row: HistoryFeedRow): Example | null {
  const targets = JSON.parse(row.targets) as Record<string, unknown>;
  // Targets are text or numbers in history (accountNumber 5600); examples carry text.
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(targets)) {
    if ((typeof v === 'string' && v !== '') || typeof v === 'number') values[k] = String(v);
  }
  if (Object.keys(values).length === 0) return null;
  if (kind === 'invoice-line' && !row.supplier_id) return null;
  const id = historyExampleId(companyId, row);
  const data =
    kind === 'invoice-line'
      ? invoiceLineData({
          issueDate: row.issue_date,
          currency: row.currency,
          supplierId: row.supplier_id!,
          supplierName: row.supplier_name,
          supplierGlobalId: row.supplier_global_id,
          customerRef: row.customer_ref,
          amount: row.amount,
          text: row.text,
          lineId: row.line_id,
        })
      : bankEntryData({ date: row.issue_date, text: row.text, amount: row.amount ?? 0 });
  return buildExample(id, data, values);
}

/**
 * Queues a company's booking history (imported and booked lines) as v2 examples for one
 * environment, e.g. after switching to production. Lines the environment's outbox already has are
 * left alone, so it can run again at any time without resending or doubling. One transaction.
 */
export function queueHistory(
  db: DB,
  outbox: OutboxStore,
  input: { companyId: number; slug: string; kind: BookingKind; environment: EnvironmentName },
  now = new Date(),
): { queued: number; total: number } {
  const dataset = datasetName(input.slug, input.kind);
  const rows = new HistoryLines(db).all(input.companyId, input.kind);
  return db.transaction(() => {
    let queued = 0;
    let total = 0;
    for (const row of rows) {
      const example = historyExample(input.companyId, input.kind, row);
      if (!example) continue;
      total++;
      const item = {
        exampleId: example.id!,
        environment: input.environment,
        kind: 'example' as const,
        dataset,
        payload: example,
      };
      if (outbox.enqueueIfMissing(item, now)) queued++;
    }
    return { queued, total };
  })();
}

const FEED_CHUNK = 2000;
/** Lines queued per call at most: a first feed of a million imported lines must not freeze main. */
const FEED_BUDGET = 10_000;

/**
 * Keeps an environment's datasets fed with the companies' history: every history line added since
 * the last run (an ERP import, a booking made while another environment was current) is queued, in
 * chunks of one transaction each, with a per environment/company/kind high-water mark in settings.
 * Demo lines included: the demo loader queues them under these same ids, so they go out once. Cheap
 * when nothing is new (one indexed query per company and kind), so the sender runs it before every pass. Looks at about
 * 10,000 lines per call; `more` says another call has work left.
 */
export function queueNewHistory(
  db: DB,
  outbox: OutboxStore,
  settings: SettingsStore,
  environment: EnvironmentName,
  now = new Date(),
): { queued: number; more: boolean } {
  const companies = new CompaniesStore(db).list().sort((a, b) => a.id - b.id);
  const history = new HistoryLines(db);
  let queued = 0;
  let looked = 0;
  for (const company of companies) {
    for (const kind of ['invoice-line', 'bank'] as const) {
      const key = `outbox.historyFed.${environment}.${company.id}.${kind}`;
      const dataset = datasetName(company.slug, kind);
      for (;;) {
        const rows = history.page(company.id, kind, settings.get<number>(key, 0), FEED_CHUNK);
        if (rows.length === 0) break;
        if (looked >= FEED_BUDGET) return { queued, more: true };
        looked += rows.length;
        db.transaction(() => {
          for (const row of rows) {
            const example = historyExample(company.id, kind, row);
            if (!example) continue;
            const item = {
              exampleId: example.id!,
              environment,
              kind: 'example' as const,
              dataset,
              payload: example,
            };
            if (outbox.enqueueIfMissing(item, now)) queued++;
          }
          settings.set(key, rows.at(-1)!.id);
        })();
      }
    }
  }
  return { queued, more: false };
}
