import type { DB } from '../store/db';
import type { BankStatementView } from '../../preload/contract/bank';
import type { BankStatementFormat, StatementPeriod } from './types';
import { utcStamp } from '../util/time';

type Row = {
  id: number;
  company_id: number;
  account: string | null;
  currency: string | null;
  format: BankStatementFormat;
  file: string;
  from_date: string | null;
  to_date: string | null;
  opening: number | null;
  closing: number | null;
  balance_source: 'statement' | 'column' | 'typed' | null;
  entry_count: number;
  imported: number;
  already_there: number;
  imported_at: string;
};

const toView = (r: Row): BankStatementView => ({
  id: r.id,
  account: r.account,
  currency: r.currency,
  format: r.format,
  file: r.file,
  from: r.from_date,
  to: r.to_date,
  opening: r.opening,
  closing: r.closing,
  balanceSource: r.balance_source,
  entryCount: r.entry_count,
  imported: r.imported,
  alreadyThere: r.already_there,
  importedAt: r.imported_at,
});

/** Imported statements (one per camt.053 statement or CSV file) with their balances: bank_statements. */
export class BankStatements {
  constructor(private readonly db: DB) {}

  /** Records a period before its entries are added (inside the import's transaction); counts follow. */
  add(
    companyId: number,
    period: StatementPeriod,
    origin: { format: BankStatementFormat; file: string; account: string | null },
    now = new Date(),
  ): number {
    const stated = period.opening !== null || period.closing !== null;
    return Number(
      this.db
        .prepare(
          `INSERT INTO bank_statements (company_id, account, currency, format, file, from_date, to_date, opening,
             closing, balance_source, entry_count, imported, already_there, imported_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?)`,
        )
        .run(
          companyId,
          period.account ?? origin.account,
          period.currency,
          origin.format,
          origin.file,
          period.from,
          period.to,
          period.opening,
          period.closing,
          stated ? (origin.format === 'csv' ? 'column' : 'statement') : null,
          period.entries.length,
          utcStamp(now),
        ).lastInsertRowid,
    );
  }

  setCounts(id: number, imported: number, alreadyThere: number): void {
    this.db
      .prepare('UPDATE bank_statements SET imported = ?, already_there = ? WHERE id = ?')
      .run(imported, alreadyThere, id);
  }

  /** Balances the bookkeeper typed in from the paper statement (or the bank's website). */
  setBalances(companyId: number, id: number, opening: number, closing: number): BankStatementView | null {
    const changed = this.db
      .prepare(
        `UPDATE bank_statements SET opening = ?, closing = ?, balance_source = 'typed' WHERE id = ? AND company_id = ?`,
      )
      .run(opening, closing, id, companyId).changes;
    return changed > 0 ? this.get(companyId, id) : null;
  }

  get(companyId: number, id: number): BankStatementView | null {
    const row = this.db
      .prepare<[number, number], Row>('SELECT * FROM bank_statements WHERE id = ? AND company_id = ?')
      .get(id, companyId);
    return row ? toView(row) : null;
  }

  /** Oldest period first. */
  list(companyId: number): BankStatementView[] {
    return this.db
      .prepare<[number], Row>('SELECT * FROM bank_statements WHERE company_id = ? ORDER BY from_date, id')
      .all(companyId)
      .map(toView);
  }
}
