import { createHash } from 'node:crypto';
import type { DB } from '../store/db';
import type { BankEntryView } from '../../preload/contract/bank';
import type { BankStatementFormat, ParsedEntry } from './types';
import { keyWords, sharedWords } from '../reading/key-words';
import { utcStamp } from '../util/time';

type Row = {
  id: number;
  date: string;
  text: string;
  amount: number;
  currency: string;
  reference: string | null;
  counterparty: string | null;
  account: string | null;
  state: 'open' | 'matched' | 'booked';
  source: BankStatementFormat;
  source_file: string;
  statement_id: number | null;
  seq: number;
  balance: number | null;
  fingerprint: string;
  imported_at: string;
  booked_at: string | null;
};

export type StoredEntry = Omit<BankEntryView, 'matches'> & { statementId: number | null; seq: number };

const toEntry = (r: Row): StoredEntry => ({
  id: r.id,
  date: r.date,
  text: r.text,
  amount: r.amount,
  currency: r.currency,
  reference: r.reference,
  counterparty: r.counterparty,
  balance: r.balance,
  account: r.account,
  state: r.state,
  source: r.source,
  sourceFile: r.source_file,
  importedAt: r.imported_at,
  bookedAt: r.booked_at,
  statementId: r.statement_id,
  seq: r.seq,
});

const cents = (n: number) => Math.round(n * 100);

/**
 * What makes an entry that entry, as the issue defines it: account, booking date, amount, and the
 * bank's reference when present, else counterparty and text. Equal entries of one file are told
 * apart by their occurrence (the first, the second…).
 */
export function fingerprint(account: string | null, e: ParsedEntry, occurrence: number): string {
  const what = e.reference ? ['ref', e.reference] : ['text', e.counterparty ?? '', e.text];
  const content = JSON.stringify([account, e.date, cents(e.amount), e.currency, ...what]);
  return createHash('sha256').update(`${content}#${occurrence}`).digest('base64url');
}

/**
 * Whether a stored entry is the same transaction as an incoming one read from another file (a CSV
 * and a camt.053 of the same days): same date, amount and currency are given; the account must not
 * differ (a CSV rarely names it); then the same reference, or words of the text in common.
 */
function sameTransaction(stored: Row, e: ParsedEntry, account: string | null): boolean {
  if (stored.account && account && stored.account !== account) return false;
  if (stored.reference && e.reference && stored.reference === e.reference) return true;
  const a = keyWords(stored.text, stored.counterparty);
  const b = keyWords(e.text, e.counterparty);
  return sharedWords(a, b) > 0 || (a.size === 0 && b.size === 0);
}

export type InsertOutcome = { imported: number; alreadyThere: number; ids: number[] };

/** Imported bank entries per company: the one module that reads and writes bank_entries. */
export class BankEntries {
  constructor(private readonly db: DB) {}

  /**
   * Adds a period's entries (oldest first) inside the caller's transaction. An entry already kept,
   * from this file or from another format of the same days, is counted, not added; it gains what
   * the new file knows and it lacked (counterparty, balance).
   */
  insert(
    companyId: number,
    entries: ParsedEntry[],
    origin: {
      format: BankStatementFormat;
      file: string;
      account: string | null;
      statementId: number | null;
    },
    now = new Date(),
  ): InsertOutcome {
    const byFingerprint = this.db.prepare<[number, string], Row>(
      'SELECT * FROM bank_entries WHERE company_id = ? AND fingerprint = ?',
    );
    const sameDay = this.db.prepare<[number, string, number, string], Row>(
      `SELECT * FROM bank_entries WHERE company_id = ? AND date = ? AND round(amount * 100) = ? AND currency = ?
       ORDER BY seq, id`,
    );
    const fill = this.db.prepare(
      `UPDATE bank_entries SET counterparty = COALESCE(counterparty, ?), balance = COALESCE(balance, ?),
         account = COALESCE(account, ?) WHERE id = ?`,
    );
    const add = this.db.prepare(
      `INSERT INTO bank_entries (company_id, date, text, amount, currency, reference, counterparty, account,
         source, source_file, statement_id, seq, balance, fingerprint, imported_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const seen = new Map<string, number>();
    // Stored rows this file has already been matched with: an equal second payment finds the second row.
    const claimed = new Set<number>();
    const ids: number[] = [];
    let imported = 0;
    entries.forEach((e, seq) => {
      const key = fingerprint(origin.account, e, 0);
      const occurrence = (seen.get(key) ?? 0) + 1;
      seen.set(key, occurrence);
      const fp = fingerprint(origin.account, e, occurrence);
      const exact = byFingerprint.get(companyId, fp);
      const match =
        exact && !claimed.has(exact.id)
          ? exact
          : sameDay
              .all(companyId, e.date, cents(e.amount), e.currency)
              .find((r) => !claimed.has(r.id) && sameTransaction(r, e, origin.account));
      if (match) {
        claimed.add(match.id);
        fill.run(e.counterparty, e.balance, origin.account, match.id);
        ids.push(match.id);
        return;
      }
      const id = Number(
        add.run(
          companyId,
          e.date,
          e.text,
          e.amount,
          e.currency,
          e.reference,
          e.counterparty,
          origin.account,
          origin.format,
          origin.file,
          origin.statementId,
          seq,
          e.balance,
          fp,
          utcStamp(now),
        ).lastInsertRowid,
      );
      claimed.add(id);
      ids.push(id);
      imported++;
    });
    return { imported, alreadyThere: entries.length - imported, ids };
  }

  /** Newest first; `state` 'all' lists every state. */
  list(
    companyId: number,
    state: 'open' | 'matched' | 'booked' | 'all',
    limit: number,
    offset: number,
  ): { entries: StoredEntry[]; total: number } {
    const where = state === 'all' ? 'company_id = ?' : 'company_id = ? AND state = ?';
    const params: (string | number)[] = state === 'all' ? [companyId] : [companyId, state];
    const total =
      this.db
        .prepare<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM bank_entries WHERE ${where}`)
        .get(...params)?.n ?? 0;
    const rows = this.db
      .prepare<(string | number)[], Row>(
        `SELECT * FROM bank_entries WHERE ${where} ORDER BY date DESC, seq DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset);
    return { entries: rows.map(toEntry), total };
  }

  get(companyId: number, id: number): StoredEntry | null {
    const row = this.db
      .prepare<[number, number], Row>('SELECT * FROM bank_entries WHERE id = ? AND company_id = ?')
      .get(id, companyId);
    return row ? toEntry(row) : null;
  }

  /** An account's entries in time order between two days (inclusive); a CSV's entries (no account) count for every account. */
  between(companyId: number, account: string | null, from: string, to: string): StoredEntry[] {
    return this.db
      .prepare<[{ companyId: number; from: string; to: string; account: string | null }], Row>(
        `SELECT * FROM bank_entries WHERE company_id = @companyId AND date BETWEEN @from AND @to
           AND (account IS NULL OR @account IS NULL OR account = @account)
         ORDER BY date, seq, id`,
      )
      .all({ companyId, from, to, account })
      .map(toEntry);
  }

  /** Open entries, oldest first: what matching and suggestions work on. */
  open(companyId: number, limit = 1000): StoredEntry[] {
    return this.db
      .prepare<[number, number], Row>(
        `SELECT * FROM bank_entries WHERE company_id = ? AND state = 'open' ORDER BY date, seq, id LIMIT ?`,
      )
      .all(companyId, limit)
      .map(toEntry);
  }

  /** Matched to invoices, or back to open when the match is undone. Inside the caller's transaction. */
  setMatched(companyId: number, id: number, matched: boolean): boolean {
    return (
      this.db
        .prepare(`UPDATE bank_entries SET state = ? WHERE id = ? AND company_id = ? AND state = ?`)
        .run(matched ? 'matched' : 'open', id, companyId, matched ? 'open' : 'matched').changes > 0
    );
  }

  /** An undone booking's entry is open again: called inside the undo's transaction. */
  reopenBooked(bookingId: string): void {
    this.db
      .prepare(
        "UPDATE bank_entries SET state = 'open', booking_id = NULL, booked_at = NULL WHERE booking_id = ?",
      )
      .run(bookingId);
  }

  /** The entry is booked with its booking: called inside the booking's transaction. False when it is gone. */
  markBooked(companyId: number, id: number, bookingId: string, stamp: string): boolean {
    return (
      this.db
        .prepare(
          `UPDATE bank_entries SET state = 'booked', booking_id = ?, booked_at = COALESCE(booked_at, ?)
           WHERE id = ? AND company_id = ?`,
        )
        .run(bookingId, stamp, id, companyId).changes > 0
    );
  }
}
