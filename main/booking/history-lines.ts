import type { Statement } from 'better-sqlite3';
import type { DB } from '../store/db';

/**
 * The one module that holds history_lines' SQL (migration 0002-history.sql): imported history, the
 * demo company's history and the lines of bookings made in Kontera all go in through here, and every
 * area reads the history through here (the booking screen, dataset building, the outbox feed, bank
 * imports). Nothing here opens a transaction: each call runs inside the caller's, so a booking and
 * its history line, or an import batch, are written together or not at all.
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

/** A line as read back: the written columns (but the creation time) and its id. */
export type HistoryLineRow = Omit<HistoryLineColumns, 'created_at'> & { id: number };

/** A line with what identifies it for its stable example id (booking's UUID, else its fingerprint). */
export type HistoryFeedRow = HistoryLineRow & { booking_id: string | null; fingerprint: string | null };

/** A past line as the "why?" panel shows it. */
export type HistoryWhyRow = {
  text: string;
  supplier_id: string | null;
  supplier_name: string | null;
  amount: number | null;
  issue_date: string | null;
  source: HistorySource;
};

/** A supplier the company has booked lines for. */
export type KnownSupplier = {
  supplier_id: string;
  supplier_name: string | null;
  supplier_global_id: string | null;
};

const ROW_COLUMNS = `id, issue_date, currency, supplier_id, supplier_name, supplier_global_id, customer_ref, amount, text,
  line_id, targets`;

/** The JSON path of one target in `targets` (a quote in the name cannot leave the path). */
const targetPath = (target: string) => `$."${target.replace(/"/g, '')}"`;

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

  count(companyId: number, kind: HistoryKind): number {
    const row = this.sql('SELECT count(*) AS n FROM history_lines WHERE company_id = ? AND kind = ?').get(
      companyId,
      kind,
    ) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  /** Every line of one kind, oldest first. */
  all(companyId: number, kind: HistoryKind): HistoryFeedRow[] {
    // LIMIT -1 is SQLite's "no limit".
    return this.page(companyId, kind, 0, -1);
  }

  /** Up to `limit` lines after the line `afterId`, oldest first: history is read a page at a time. */
  page(companyId: number, kind: HistoryKind, afterId: number, limit: number): HistoryFeedRow[] {
    return this.sql(
      `SELECT ${ROW_COLUMNS}, booking_id, fingerprint FROM history_lines
       WHERE company_id = ? AND kind = ? AND id > ? ORDER BY id LIMIT ?`,
    ).all(companyId, kind, afterId, limit) as HistoryFeedRow[];
  }

  /** Every target with each value booked on it and how often, most used first. */
  valueCounts(companyId: number, kind: HistoryKind): { target: string; value: string; n: number }[] {
    return this.sql(
      `SELECT j.key AS target, CAST(j.value AS TEXT) AS value, COUNT(*) AS n
       FROM history_lines h, json_each(h.targets) j
       WHERE h.company_id = ? AND h.kind = ? AND j.value IS NOT NULL
       GROUP BY j.key, CAST(j.value AS TEXT) ORDER BY j.key, n DESC, value`,
    ).all(companyId, kind) as { target: string; value: string; n: number }[];
  }

  /** Target names the history books. */
  targets(companyId: number, kind: HistoryKind): string[] {
    const rows = this.sql(
      `SELECT DISTINCT j.key AS target FROM history_lines h, json_each(h.targets) j
       WHERE h.company_id = ? AND h.kind = ? ORDER BY j.key`,
    ).all(companyId, kind) as { target: string }[];
    return rows.map((r) => r.target);
  }

  /** How many lines booked `value` on `target`, and the newest `limit` of them. */
  bookedWith(
    companyId: number,
    kind: HistoryKind,
    target: string,
    value: string,
    limit: number,
  ): { count: number; newest: HistoryWhyRow[] } {
    const where = 'company_id = ? AND kind = ? AND CAST(json_extract(targets, ?) AS TEXT) = ?';
    const args = [companyId, kind, targetPath(target), value] as const;
    const count = this.sql(`SELECT COUNT(*) AS n FROM history_lines WHERE ${where}`).get(...args) as {
      n: number;
    };
    const newest = this.sql(
      `SELECT text, supplier_id, supplier_name, amount, issue_date, source FROM history_lines
       WHERE ${where} ORDER BY id DESC LIMIT ?`,
    ).all(...args, limit) as HistoryWhyRow[];
    return { count: count.n, newest };
  }

  /** The suppliers of the company's invoice lines, each once. */
  suppliers(companyId: number): KnownSupplier[] {
    return this.sql(
      `SELECT supplier_id, max(supplier_name) AS supplier_name, max(supplier_global_id) AS supplier_global_id
       FROM history_lines WHERE company_id = ? AND kind = 'invoice-line' AND supplier_id IS NOT NULL AND supplier_id <> ''
       GROUP BY supplier_id`,
    ).all(companyId) as KnownSupplier[];
  }

  /** The currency most of the company's lines are in, or null when none says. */
  usualCurrency(companyId: number): string | null {
    const row = this.sql(
      `SELECT currency FROM history_lines WHERE company_id = ? AND currency IS NOT NULL
       GROUP BY currency ORDER BY count(*) DESC LIMIT 1`,
    ).get(companyId) as { currency: string } | undefined;
    return row?.currency ?? null;
  }
}
