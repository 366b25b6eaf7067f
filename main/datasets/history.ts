import { createHash } from 'node:crypto';
import type { DB } from '../store/db';
import { HistoryLines, type HistoryLineColumns } from '../booking/history-lines';
import type { DatasetItem, DatasetKind, EilLine, ItemSource, ScannedItem, SourceRecord } from './types';
import { HISTORY_KIND } from './types';
import { utcStamp } from '../util/time';

/** A row of history_lines as read for datasets and examples (migration 0002-history.sql). */
export type HistoryLineRow = {
  id: number;
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

/** History lines are read this many at a time: a page is read whole, so no statement stays open across an await. */
const PAGE = 2000;

function parseTargets(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const targets: Record<string, string> = {};
    for (const [k, v] of Object.entries(value))
      if (v !== null && v !== undefined && String(v) !== '') targets[k] = String(v);
    return targets;
  } catch {
    return {};
  }
}

function toItem(kind: DatasetKind, r: HistoryLineRow): DatasetItem {
  const targets = parseTargets(r.targets);
  if (kind === 'scanned-invoice') {
    return {
      text: r.text.split('\n').filter((t) => t.trim() !== ''),
      timestamp: r.issue_date ?? '',
      targets,
    } satisfies ScannedItem;
  }
  return {
    issueDate: r.issue_date,
    currency: r.currency,
    supplierId: r.supplier_id ?? '',
    supplierName: r.supplier_name,
    supplierGlobalId: r.supplier_global_id,
    customerRef: r.customer_ref,
    total: r.amount,
    lineText: r.text === '' ? null : r.text,
    lineId: r.line_id,
    targets,
  } satisfies EilLine;
}

function fingerprint(kind: DatasetKind, item: DatasetItem): string {
  const targets = Object.entries(item.targets).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([kind, { ...item, targets }]))
    .digest('base64url');
}

/** A dataset item as the columns of a history line. */
function columnsOf(item: DatasetItem, targets: string, created: string): HistoryLineColumns {
  const common = { supplier_global_id: null, customer_ref: null, targets, created_at: created };
  if ('timestamp' in item)
    return {
      ...common,
      issue_date: item.timestamp,
      currency: null,
      supplier_id: null,
      supplier_name: null,
      amount: null,
      text: item.text.join('\n'),
      line_id: null,
    };
  return {
    ...common,
    issue_date: item.issueDate,
    currency: item.currency,
    supplier_id: item.supplierId,
    supplier_name: item.supplierName,
    supplier_global_id: item.supplierGlobalId,
    customer_ref: item.customerRef,
    amount: item.total,
    text: item.lineText ?? '',
    line_id: item.lineId,
  };
}

export type InsertOutcome = { inserted: number; duplicates: number };

/** The company's booking history (history_lines) and the CSV mappings remembered per company. */
export class HistoryStore {
  /** history_lines has one writer, the booking area's; an import batch runs in this module's transaction. */
  private readonly lines: HistoryLines;

  constructor(private readonly db: DB) {
    this.lines = new HistoryLines(db);
  }

  /** Adds imported lines in one transaction; a line already imported before is counted, not added again. */
  insertImported(
    companyId: number,
    kind: DatasetKind,
    items: DatasetItem[],
    now = new Date(),
  ): InsertOutcome {
    const created = utcStamp(now);
    return this.db.transaction(() => {
      let inserted = 0;
      for (const item of items) {
        const line = columnsOf(item, JSON.stringify(item.targets), created);
        if (this.lines.add(companyId, HISTORY_KIND[kind], 'import', line, fingerprint(kind, item)))
          inserted++;
      }
      return { inserted, duplicates: items.length - inserted };
    })();
  }

  count(companyId: number, kind: DatasetKind): number {
    return (
      this.db
        .prepare<[number, string], { n: number }>(
          'SELECT count(*) AS n FROM history_lines WHERE company_id = ? AND kind = ?',
        )
        .get(companyId, HISTORY_KIND[kind])?.n ?? 0
    );
  }

  /**
   * The company's history of one kind (imported and booked in Kontera), oldest first, as a dataset
   * source. Read page by page by id, so a million lines never sit in memory and the connection is free
   * for other work between pages. `row` is the history line's id.
   */
  source(companyId: number, kind: DatasetKind): ItemSource<DatasetItem> {
    const page = this.db.prepare<[number, string, number, number], HistoryLineRow>(
      `SELECT id, issue_date, currency, supplier_id, supplier_name, supplier_global_id, customer_ref, amount, text, line_id, targets
         FROM history_lines WHERE company_id = ? AND kind = ? AND id > ? ORDER BY id LIMIT ?`,
    );
    return async function* (): AsyncGenerator<SourceRecord<DatasetItem>[]> {
      let after = 0;
      for (;;) {
        const rows = page.all(companyId, HISTORY_KIND[kind], after, PAGE);
        yield rows.map((r) => ({ row: r.id, item: toItem(kind, r) }));
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1]!.id;
      }
    };
  }

  /** `kind` is a dataset kind, or 'bank' for bank statement CSVs. */
  getMapping(companyId: number, kind: DatasetKind | 'bank'): unknown {
    const row = this.db
      .prepare<[number, string], { mapping: string }>(
        'SELECT mapping FROM import_mappings WHERE company_id = ? AND kind = ?',
      )
      .get(companyId, kind);
    return row ? (JSON.parse(row.mapping) as unknown) : null;
  }

  saveMapping(companyId: number, kind: DatasetKind | 'bank', mapping: unknown, now = new Date()): void {
    this.db
      .prepare(
        `INSERT INTO import_mappings (company_id, kind, mapping, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (company_id, kind) DO UPDATE SET mapping = excluded.mapping, updated_at = excluded.updated_at`,
      )
      .run(companyId, kind, JSON.stringify(mapping), utcStamp(now));
  }
}
