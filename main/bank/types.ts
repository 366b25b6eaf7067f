/** One line of a bank statement, as Kontera keeps it for booking. */
export type BankEntry = {
  /** Booking date, YYYY-MM-DD. */
  date: string;
  text: string;
  /** Signed: negative is money out of the account. */
  amount: number;
  /** ISO 4217 code, e.g. DKK. */
  currency: string;
  /** The bank's or the payer's reference for the entry, when the statement has one. */
  reference: string | null;
};

export type BankStatementFormat = 'csv' | 'camt053';

/** A parsed statement: the entries, and rows/entries left out with the reason. */
export type ParsedStatement = {
  format: BankStatementFormat;
  /** The statement account (IBAN or number) when the file names it. */
  account: string | null;
  entries: BankEntry[];
  problems: { row: number; reason: string }[];
  problemCount: number;
};
