import type { DB } from '../store/db';
import { UserError } from '../util/errors';
import type { ChartEntryInput, ChartEntryView, ChartKind, ChartView } from '../../preload/contract/chart';
import { utcStamp } from '../util/time';

type Row = {
  company_id: number;
  kind: ChartKind;
  code: string;
  name: string;
  vat_required: number;
  vat_code: string | null;
  rate: number | null;
  source: ChartEntryView['source'];
  updated_at: string;
};

const toView = (r: Row): ChartEntryView => ({
  kind: r.kind,
  code: r.code,
  name: r.name,
  vatRequired: r.vat_required === 1,
  vatCode: r.vat_code,
  rate: r.rate,
  source: r.source,
});

/** Numbers sort as numbers (1010 before 10100), codes as text. */
const byCode = (a: ChartEntryView, b: ChartEntryView) =>
  a.code.localeCompare(b.code, 'en', { numeric: true, sensitivity: 'base' });

/** The invoice-line targets the chart governs. */
export const ACCOUNT_TARGET = 'account';
export const VAT_TARGET = 'vat_code';

/**
 * The chart of accounts and VAT codes of each company (chart_entries, 0007-chart-drafts.sql). Booking
 * asks it before every invoice line: a value not in the chart is refused, never booked silently.
 */
export class ChartStore {
  constructor(private readonly db: DB) {}

  get(companyId: number): ChartView {
    const rows = this.db
      .prepare<[number], Row>('SELECT * FROM chart_entries WHERE company_id = ?')
      .all(companyId)
      .map(toView);
    return {
      accounts: rows.filter((r) => r.kind === 'account').sort(byCode),
      vatCodes: rows.filter((r) => r.kind === 'vat_code').sort(byCode),
    };
  }

  find(companyId: number, kind: ChartKind, code: string): ChartEntryView | null {
    const row = this.db
      .prepare<[number, string, string], Row>(
        'SELECT * FROM chart_entries WHERE company_id = ? AND kind = ? AND code = ?',
      )
      .get(companyId, kind, code.trim());
    return row ? toView(row) : null;
  }

  count(companyId: number, kind: ChartKind): number {
    return (
      this.db
        .prepare<[number, string], { n: number }>(
          'SELECT count(*) AS n FROM chart_entries WHERE company_id = ? AND kind = ?',
        )
        .get(companyId, kind)?.n ?? 0
    );
  }

  save(
    companyId: number,
    entry: ChartEntryInput,
    source: ChartEntryView['source'] = 'manual',
    now = new Date(),
  ): ChartEntryView {
    const code = entry.code.trim();
    const name = entry.name.trim();
    if (!code || !name)
      throw new UserError('invalid_argument', 'An account or VAT code needs both its number and a name.');
    try {
      this.db
        .prepare(
          `INSERT INTO chart_entries (company_id, kind, code, name, vat_required, vat_code, rate, source, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (company_id, kind, code) DO UPDATE SET name = excluded.name, vat_required = excluded.vat_required,
             vat_code = excluded.vat_code, rate = excluded.rate, updated_at = excluded.updated_at`,
        )
        .run(
          companyId,
          entry.kind,
          code,
          name,
          entry.vatRequired ? 1 : 0,
          entry.vatCode?.trim() || null,
          entry.rate ?? null,
          source,
          utcStamp(now),
        );
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
        throw new UserError('not_found', 'That company no longer exists. Pick another company.');
      throw err;
    }
    return this.find(companyId, entry.kind, code) as ChartEntryView;
  }

  /** Saves many entries in one transaction; returns how many were new. */
  saveAll(
    companyId: number,
    entries: ChartEntryInput[],
    source: ChartEntryView['source'],
  ): { added: number; updated: number } {
    return this.db.transaction(() => {
      let added = 0;
      for (const e of entries) {
        if (this.find(companyId, e.kind, e.code)) {
          // An import refreshes names, but never loses a VAT rule set by hand when the file has none.
          const before = this.find(companyId, e.kind, e.code);
          this.save(
            companyId,
            {
              ...e,
              vatRequired: e.vatRequired || (before?.vatRequired ?? false),
              vatCode: e.vatCode ?? before?.vatCode ?? null,
              rate: e.rate ?? before?.rate ?? null,
            },
            source,
          );
        } else {
          this.save(companyId, e, source);
          added++;
        }
      }
      return { added, updated: entries.length - added };
    })();
  }

  remove(companyId: number, kind: ChartKind, code: string): void {
    this.db
      .prepare('DELETE FROM chart_entries WHERE company_id = ? AND kind = ? AND code = ?')
      .run(companyId, kind, code.trim());
  }

  /**
   * The rules a booked invoice line must meet, checked inside the booking's transaction: its account
   * and VAT code are in the chart (once the company has one), and an account that needs a VAT code
   * gets one. Throws a UserError that says what to do.
   */
  checkLine(companyId: number, targets: Record<string, string>): void {
    const account = targets[ACCOUNT_TARGET];
    const vat = targets[VAT_TARGET];
    let entry: ChartEntryView | null = null;
    if (account !== undefined && this.count(companyId, 'account') > 0) {
      entry = this.find(companyId, 'account', account);
      if (!entry)
        throw new UserError(
          'not_in_chart',
          `Account "${account}" is not in the company's chart of accounts. Pick an account from the chart, or add "${account}" to the chart with a name first.`,
        );
    }
    if (vat !== undefined && this.count(companyId, 'vat_code') > 0 && !this.find(companyId, 'vat_code', vat))
      throw new UserError(
        'not_in_chart',
        `VAT code "${vat}" is not among the company's VAT codes. Pick a VAT code from the list, or add "${vat}" with a name first.`,
      );
    if (entry?.vatRequired && !vat)
      throw new UserError(
        'vat_code_required',
        `Account ${entry.code} (${entry.name}) needs a VAT code. Pick the line's VAT code${entry.vatCode ? ` (usually ${entry.vatCode})` : ''} and book again.`,
      );
  }
}
