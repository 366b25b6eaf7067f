import type { DB } from '../store/db';
import type { BookingProgress } from '../../preload/contract/drafts';

/**
 * The booking ref of a document's line: `doc-12#3` is line 3 of document 12. An e-invoice's lines
 * keep the ref they always had (supplier, invoice number, line id), so the same e-invoice read again
 * finds its bookings.
 */
export function draftLineRef(
  documentId: number,
  index: number,
  eInvoice?: { supplierKey: string; number: string | null; lineId: string | null },
): string {
  if (eInvoice) return `eil:${eInvoice.supplierKey}:${eInvoice.number ?? ''}:${eInvoice.lineId ?? index + 1}`;
  return `doc-${documentId}#${index + 1}`;
}

/** How many of a document's lines (by their refs) are booked; undone bookings do not count. */
export function documentProgress(db: DB, companyId: number, refs: string[]): BookingProgress {
  const total = refs.length;
  const booked =
    db
      .prepare<[number, string], { n: number }>(
        `SELECT count(*) AS n FROM bookings WHERE company_id = ? AND kind = 'invoice-line' AND undone_at IS NULL
           AND ref IN (SELECT value FROM json_each(?))`,
      )
      .get(companyId, JSON.stringify(refs))?.n ?? 0;
  const n = Math.min(booked, total);
  return { booked: n, total, state: n === 0 ? 'unbooked' : n >= total ? 'booked' : 'partly' };
}
