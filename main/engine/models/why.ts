import { hashRecord, type LineRecord } from './features';
import type { TrainingRow } from './model-files';

/** One past line behind a suggestion, for the UI's "why?". */
export type WhyLine = {
  text: string | null;
  supplier_id: string | null;
  supplier_name: string | null;
  date: string | null;
  amount: number | null;
  similarity: number;
};

const hashed = new WeakMap<TrainingRow, Set<number>>();
function featuresOf(row: TrainingRow): Set<number> {
  let s = hashed.get(row);
  if (!s) hashed.set(row, (s = new Set(hashRecord(row.record))));
  return s;
}

/** How many of a class's most recent lines are compared: bounds the cost of one explanation. */
const MAX_CANDIDATES = 2000;

/**
 * The past lines most like `record` that were booked with `label` on `target`, by cosine
 * similarity of their features: the evidence a bookkeeper can check.
 */
export function mostSimilarLines(
  rows: TrainingRow[],
  target: string,
  label: string,
  record: LineRecord,
  max = 3,
): WhyLine[] {
  const query = new Set(hashRecord(record));
  const scored: { row: TrainingRow; sim: number }[] = [];
  let seen = 0;
  for (let i = rows.length - 1; i >= 0 && seen < MAX_CANDIDATES; i--) {
    const row = rows[i]!;
    if (row.targets[target] !== label) continue;
    seen++;
    const f = featuresOf(row);
    let common = 0;
    for (const h of query) if (f.has(h)) common++;
    scored.push({ row, sim: common / Math.sqrt(query.size * f.size || 1) });
  }
  scored.sort((a, b) => b.sim - a.sim);
  return scored.slice(0, max).map(({ row, sim }) => ({
    text: row.record.text ?? null,
    supplier_id: row.record.supplierId ?? null,
    supplier_name: row.record.supplierName ?? null,
    date: row.record.date ?? null,
    amount: row.record.amount ?? null,
    similarity: Math.round(sim * 100) / 100,
  }));
}
