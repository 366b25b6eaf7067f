/** One line of a bank statement as read from the file, before Kontera keeps it. */
export type ParsedEntry = {
  /** Booking date, YYYY-MM-DD. */
  date: string;
  text: string;
  /** Signed: negative is money out of the account. */
  amount: number;
  /** ISO 4217 code, e.g. DKK. */
  currency: string;
  /** The bank's own reference for the entry (or the payer's structured reference), when given. */
  reference: string | null;
  /** The other party's name, when the statement gives it apart from the text. */
  counterparty: string | null;
  /** The account balance right after this entry, when the statement says (a CSV balance column). */
  balance: number | null;
};

export type BankStatementFormat = 'csv' | 'camt053' | 'camt054';

/**
 * A stretch of one account the file covers, with the balances it states: camt.053 has one per
 * statement (opening and closing balance), a CSV with a balance column one for the whole file.
 */
export type StatementPeriod = {
  account: string | null;
  currency: string | null;
  /** The period's entries in time order (oldest first). */
  entries: ParsedEntry[];
  opening: number | null;
  closing: number | null;
  /** Period bounds the file states (camt FrToDt), else the first and last entry's date. */
  from: string | null;
  to: string | null;
};

/** A parsed statement: its periods, and rows/entries left out with the reason. */
export type ParsedStatement = {
  format: BankStatementFormat;
  /** The statement account (IBAN or number) when the file names it. */
  account: string | null;
  periods: StatementPeriod[];
  problems: { row: number; reason: string }[];
  problemCount: number;
};

export const entriesOf = (s: ParsedStatement): ParsedEntry[] => s.periods.flatMap((p) => p.entries);
