import { createHash } from 'node:crypto';
import type { DB } from '../store/db';
import { HistoryLines, type HistoryLineColumns, type HistoryLineRow } from '../booking/history-lines';
import { ImportMappings } from '../store/import-mappings';
import type { DatasetItem, DatasetKind, EilLine, ItemSource, ScannedItem, SourceRecord } from './types';
import { HISTORY_KIND } from './types';
import { utcStamp } from '../util/time';

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
  /** history_lines' SQL is the booking area's; an import batch runs in this module's transaction. */
  private readonly lines: HistoryLines;
  private readonly mappings: ImportMappings;

  constructor(private readonly db: DB) {
    this.lines = new HistoryLines(db);
    this.mappings = new ImportMappings(db);
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
    return this.lines.count(companyId, HISTORY_KIND[kind]);
  }

  /**
   * The company's history of one kind (imported and booked in Kontera), oldest first, as a dataset
   * source. Read page by page by id, so a million lines never sit in memory and the connection is free
   * for other work between pages. `row` is the history line's id.
   */
  source(companyId: number, kind: DatasetKind): ItemSource<DatasetItem> {
    const lines = this.lines;
    return async function* (): AsyncGenerator<SourceRecord<DatasetItem>[]> {
      let after = 0;
      for (;;) {
        const rows = lines.page(companyId, HISTORY_KIND[kind], after, PAGE);
        yield rows.map((r) => ({ row: r.id, item: toItem(kind, r) }));
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1]!.id;
      }
    };
  }

  /** `kind` is a dataset kind, or 'bank' for bank statement CSVs. */
  getMapping(companyId: number, kind: DatasetKind | 'bank'): unknown {
    return this.mappings.get(companyId, kind);
  }

  saveMapping(companyId: number, kind: DatasetKind | 'bank', mapping: unknown, now = new Date()): void {
    this.mappings.save(companyId, kind, mapping, now);
  }
}
