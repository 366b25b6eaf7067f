import type { Statement } from 'better-sqlite3';
import type { DB } from '../store/db';

/**
 * The one writer of history_lines (migration 0002-history.sql): imported history, the demo company's
 * history and the lines of bookings made in Kontera all go in through here. Nothing here opens a
 * transaction: each call runs inside the caller's, so a booking and its history line, or an import
 * batch, are written together or not at all.
 */

export type HistoryKind = 'invoice-line' | 'scanned-invoice' | 'bank';

/** Where a line came from: an ERP export, the demo company, or a booking made in Kontera. */
export type HistorySource = 'import' | 'demo' | 'kontera';

/** The columns of one line as a writer gives them; `targets` is the JSON of the booked values. */
export type HistoryLineColumns = {
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
  created_at: string;
};

export class HistoryLines {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: DB) {}

  private sql(text: string): Statement {
    let stmt = this.statements.get(text);
    if (!stmt) this.statements.set(text, (stmt = this.db.prepare(text)));
    return stmt;
  }

  /**
   * Adds an imported or demo line. A line with a fingerprint that is already there (the same line
   * imported twice) is left out: false.
   */
  add(
    companyId: number,
    kind: HistoryKind,
    source: Exclude<HistorySource, 'kontera'>,
    line: HistoryLineColumns,
    fingerprint: string | null = null,
  ): boolean {
    const info = this.sql(
      `INSERT INTO history_lines (company_id, kind, source, issue_date, currency, supplier_id, supplier_name,
         supplier_global_id, customer_ref, amount, text, line_id, targets, created_at, fingerprint)
       VALUES (@company_id, @kind, @source, @issue_date, @currency, @supplier_id, @supplier_name,
         @supplier_global_id, @customer_ref, @amount, @text, @line_id, @targets, @created_at, @fingerprint)
       ON CONFLICT DO NOTHING`,
    ).run({ ...line, company_id: companyId, kind, source, fingerprint });
    return info.changes > 0;
  }

  /** The line of a booking made in Kontera: added, or brought up to date when it is booked again. */
  upsertBooked(companyId: number, kind: HistoryKind, bookingId: string, line: HistoryLineColumns): void {
    this.sql(
      `INSERT INTO history_lines (company_id, kind, source, booking_id, issue_date, currency, supplier_id, supplier_name,
           supplier_global_id, customer_ref, amount, text, line_id, targets, created_at)
         VALUES (@company_id, @kind, 'kontera', @booking_id, @issue_date, @currency, @supplier_id, @supplier_name,
           @supplier_global_id, @customer_ref, @amount, @text, @line_id, @targets, @created_at)
         ON CONFLICT (booking_id) DO UPDATE SET issue_date = excluded.issue_date, currency = excluded.currency,
           supplier_id = excluded.supplier_id, supplier_name = excluded.supplier_name, supplier_global_id = excluded.supplier_global_id,
           customer_ref = excluded.customer_ref, amount = excluded.amount, text = excluded.text, line_id = excluded.line_id,
           targets = excluded.targets`,
    ).run({ ...line, company_id: companyId, kind, booking_id: bookingId });
  }

  /** An undone booking takes its line out of the history. */
  removeBooked(bookingId: string): void {
    this.sql('DELETE FROM history_lines WHERE booking_id = ?').run(bookingId);
  }
}
