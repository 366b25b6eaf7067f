import type { DB } from '../store/db';
import { utcStamp } from '../util/time';

export type MatchRow = { entryId: number; documentId: number; amount: number };

/** Which invoices each entry pays and how much of each: the one module owning bank_matches. */
export class BankMatches {
  constructor(private readonly db: DB) {}

  /** Inside the caller's transaction (the entry's state changes with it). */
  add(
    companyId: number,
    entryId: number,
    parts: { documentId: number; amount: number }[],
    now = new Date(),
  ): void {
    const stmt = this.db.prepare(
      'INSERT INTO bank_matches (company_id, entry_id, document_id, amount, matched_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const p of parts) stmt.run(companyId, entryId, p.documentId, p.amount, utcStamp(now));
  }

  remove(companyId: number, entryId: number): number {
    return this.db
      .prepare('DELETE FROM bank_matches WHERE company_id = ? AND entry_id = ?')
      .run(companyId, entryId).changes;
  }

  /** How much of each invoice is paid by matched entries. */
  paidByDocument(companyId: number): Map<number, number> {
    const rows = this.db
      .prepare<[number], { document_id: number; paid: number }>(
        'SELECT document_id, sum(amount) AS paid FROM bank_matches WHERE company_id = ? GROUP BY document_id',
      )
      .all(companyId);
    return new Map(rows.map((r) => [r.document_id, r.paid]));
  }

  forEntries(companyId: number): Map<number, MatchRow[]> {
    const rows = this.db
      .prepare<[number], { entry_id: number; document_id: number; amount: number }>(
        'SELECT entry_id, document_id, amount FROM bank_matches WHERE company_id = ? ORDER BY id',
      )
      .all(companyId);
    const out = new Map<number, MatchRow[]>();
    for (const r of rows)
      out.set(r.entry_id, [
        ...(out.get(r.entry_id) ?? []),
        { entryId: r.entry_id, documentId: r.document_id, amount: r.amount },
      ]);
    return out;
  }
}
