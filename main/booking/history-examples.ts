import { createHash } from 'node:crypto';
import type { DB } from '../store/db';
import type { EnvironmentName } from '../store/environments';
import type { BookingKind } from '../../preload/contract/booking';
import type { OutboxStore } from '../sync/outbox-store';
import { bankEntryData, buildExample, datasetName, invoiceLineData } from './examples';

type HistoryRow = {
  id: number;
  booking_id: string | null;
  fingerprint: string | null;
  issue_date: string | null;
  currency: string | null;
  supplier_id: string | null;
  supplier_name: string | null;
  supplier_global_id: string | null;
  customer_ref: string | null;
  amount: number | null;
  text: string;
  line_id: string | null;
  targets: string;
};

/**
 * A stable UUID for a history line: the booking's own UUID for lines booked in Kontera, otherwise
 * one derived from the line's content fingerprint (or its row id), shaped as a version-5 UUID. The
 * same line therefore always becomes the same example, in every environment and on every re-run.
 */
export function historyExampleId(companyId: number, row: Pick<HistoryRow, 'id' | 'booking_id' | 'fingerprint'>): string {
  if (row.booking_id) return row.booking_id;
  const basis = row.fingerprint ? `fp:${row.fingerprint}` : `row:${row.id}`;
  const hex = createHash('sha256').update(`kontera-history:${companyId}:${basis}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues a company's booking history (imported, demo and booked lines) as v2 examples for one
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
  const rows = db
    .prepare<[number, string], HistoryRow>(
      `SELECT id, booking_id, fingerprint, issue_date, currency, supplier_id, supplier_name, supplier_global_id, customer_ref,
              amount, text, line_id, targets
       FROM history_lines WHERE company_id = ? AND kind = ? ORDER BY id`,
    )
    .all(input.companyId, input.kind);
  return db.transaction(() => {
    let queued = 0;
    let total = 0;
    for (const row of rows) {
      const targets = JSON.parse(row.targets) as Record<string, unknown>;
      // Targets are text or numbers in history (accountNumber 5600); examples carry text.
      const values: Record<string, string> = {};
      for (const [k, v] of Object.entries(targets)) {
        if ((typeof v === 'string' && v !== '') || typeof v === 'number') values[k] = String(v);
      }
      // An example needs at least one target value, and an invoice line a supplier.
      if (Object.keys(values).length === 0) continue;
      if (input.kind === 'invoice-line' && !row.supplier_id) continue;
      total++;
      const id = historyExampleId(input.companyId, row);
      const data =
        input.kind === 'invoice-line'
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
      const added = outbox.enqueueIfMissing(
        { exampleId: id, environment: input.environment, kind: 'example', dataset, payload: buildExample(id, data, values) },
        now,
      );
      if (added) queued++;
    }
    return { queued, total };
  })();
}
