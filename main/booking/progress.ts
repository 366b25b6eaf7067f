import type { DB } from '../store/db';
import type { BookingProgress } from '../../preload/contract/drafts';

/** The booking ref of a document's line: `doc-12#3` is line 3 of document 12. */
export const draftLineRef = (documentId: number, index: number): string => `doc-${documentId}#${index + 1}`;
export const draftRefPrefix = (documentId: number): string => `doc-${documentId}#`;

/** How many of a document's lines are booked (undone bookings do not count). */
export function documentProgress(
  db: DB,
  companyId: number,
  documentId: number,
  total: number,
): BookingProgress {
  const prefix = draftRefPrefix(documentId);
  const booked =
    db
      .prepare<[number, number, string], { n: number }>(
        `SELECT count(*) AS n FROM bookings WHERE company_id = ? AND kind = 'invoice-line' AND undone_at IS NULL
           AND substr(ref, 1, ?) = ?`,
      )
      .get(companyId, prefix.length, prefix)?.n ?? 0;
  const n = Math.min(booked, total);
  return { booked: n, total, state: n === 0 ? 'unbooked' : n >= total ? 'booked' : 'partly' };
}
