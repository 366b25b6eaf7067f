import Database from 'better-sqlite3';
import type { LineRecord } from '../models/features';
import type { TrainingRow } from '../models/model-files';

export type AnyData = {
  text?: string | null;
  amount?: number | null;
  itemId?: string | null;
  issueDate?: string | null;
  customerRef?: string | null;
  supplier?: { id?: string | null; name?: string | null; globalId?: string | null } | null;
};

/** One record shape for all three kinds of v2 data, so one model family serves them all. */
export function recordOf(data: AnyData): LineRecord {
  return {
    text: data.text ?? null,
    amount: data.amount ?? null,
    supplierId: data.supplier?.id ?? null,
    supplierName: data.supplier?.name ?? null,
    supplierGlobalId: data.supplier?.globalId ?? null,
    customerRef: data.customerRef ?? null,
    date: data.issueDate ?? null,
  };
}

/**
 * Reads a v2 dataset's examples as training rows, in arrival order. Runs in the training worker on
 * its own read-only connection, so a big dataset never stalls the engine's request thread.
 */
export function readTrainingRows(
  dbFile: string,
  dataset: string,
): { targets: string[]; rows: TrainingRow[] } {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const targets: string[] = [];
    const rows: TrainingRow[] = [];
    const stmt = db.prepare('SELECT data, target_values FROM examples WHERE dataset = ? ORDER BY seq');
    for (const r of stmt.iterate(dataset) as Iterable<{ data: string; target_values: string }>) {
      const t: Record<string, string> = {};
      for (const tv of JSON.parse(r.target_values) as { name: string; value: string }[]) {
        if (!targets.includes(tv.name)) targets.push(tv.name);
        t[tv.name] = tv.value;
      }
      rows.push({ record: recordOf(JSON.parse(r.data) as AnyData), targets: t });
    }
    return { targets, rows };
  } finally {
    db.close();
  }
}
