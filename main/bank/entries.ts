import { createHash } from 'node:crypto';
import type { DB } from '../../store/db';
import type { BankEntry, BankStatementFormat } from './types';

export type BankEntryRow = BankEntry & {
  id: number;
  account: string | null;
  state: 'open' | 'booked';
  source: BankStatementFormat;
  sourceFile: string;
  importedAt: string;
  bookedAt: string | null;
};

type Row = {
  id: number;
  date: string;
  text: string;
  amount: number;
  currency: string;
  reference: string | null;
  account: string | null;
  state: 'open' | 'booked';
  source: BankStatementFormat;
  source_file: string;
  imported_at: string;
  booked_at: string | null;
};

const toEntry = (r: Row): BankEntryRow => ({
  id: r.id,
  date: r.date,
  text: r.text,
  amount: r.amount,
  currency: r.currency,
  reference: r.reference,
  account: r.account,
  state: r.state,
  source: r.source,
  sourceFile: r.source_file,
  importedAt: r.imported_at,
  bookedAt: r.booked_at,
});

const utc = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Imported bank entries per company (bank_entries). */
export class BankStore {
  constructor(private readonly db: DB) {}

  /**
   * Adds a statement's entries in one transaction. Entries already imported (same content, same
   * position among equal entries of the file) are counted, not added again.
   */
  insert(
    companyId: number,
    entries: BankEntry[],
    origin: { format: BankStatementFormat; file: string; account: string | null },
    now = new Date(),
  ): { imported: number; duplicates: number } {
    const stmt = this.db.prepare(
      `INSERT INTO bank_entries (company_id, date, text, amount, currency, reference, account, source, source_file, fingerprint, imported_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (company_id, fingerprint) DO NOTHING`,
    );
    return this.db.transaction(() => {
      const seen = new Map<string, number>();
      let imported = 0;
      for (const e of entries) {
        const content = JSON.stringify([origin.account, e.date, e.amount, e.currency, e.text, e.reference]);
        const occurrence = (seen.get(content) ?? 0) + 1;
        seen.set(content, occurrence);
        const fingerprint = createHash('sha256').update(`${content}#${occurrence}`).digest('base64url');
        imported += stmt.run(
          companyId,
          e.date,
          e.text,
          e.amount,
          e.currency,
          e.reference,
          origin.account,
          origin.format,
          origin.file,
          fingerprint,
          utc(now),
        ).changes;
      }
      return { imported, duplicates: entries.length - imported };
    })();
  }

  /** Newest first; `state` 'all' lists both. */
  list(
    companyId: number,
    state: 'open' | 'booked' | 'all',
    limit: number,
    offset: number,
  ): { entries: BankEntryRow[]; total: number } {
    const where = state === 'all' ? 'company_id = ?' : 'company_id = ? AND state = ?';
    const params: (string | number)[] = state === 'all' ? [companyId] : [companyId, state];
    const total =
      this.db
        .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM bank_entries WHERE ${where}`)
        .get(...params)?.n ?? 0;
    const rows = this.db
      .prepare<(string | number)[], Row>(
        `SELECT * FROM bank_entries WHERE ${where} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset);
    return { entries: rows.map(toEntry), total };
  }
}
