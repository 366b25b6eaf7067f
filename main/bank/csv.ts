import { parse } from 'csv-parse/sync';
import { toAmount, toTimestamp } from '../util/csv-values';
import { ProblemList } from '../util/problem-list';
import { UserError } from '../util/errors';
import { decodeText, type TextEncoding } from './encoding';
import { guessDelimiter, mappedColumns, type BankCsvMapping } from './csv-format';
import type { ParsedEntry, ParsedStatement, StatementPeriod } from './types';
import { round2 } from '../util/round';

/** A statement's CSV text as a table: header, rows with their spreadsheet row number (header = 1). */
export type CsvTable = {
  encoding: Exclude<TextEncoding, 'auto'>;
  delimiter: string;
  headers: string[];
  rows: { row: number; cells: string[] }[];
};

/** Decodes the bytes (detecting the encoding unless given) and splits them into header and rows. */
export function readCsvTable(
  name: string,
  bytes: Uint8Array,
  format: { encoding?: TextEncoding; delimiter?: string | undefined } = {},
): CsvTable {
  const { text, encoding } = decodeText(bytes, format.encoding ?? 'auto');
  if (text.trim() === '')
    throw new UserError('csv_empty', `The file ${name} is empty. Export the statement from your bank again.`);
  const delimiter = format.delimiter ?? guessDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, bom: true });
  } catch (err) {
    const e = err as { lines?: number; message: string };
    throw new UserError(
      'csv_malformed',
      `The file ${name} is not valid CSV near line ${e.lines ?? '?'}: ${e.message}. Export the statement again.`,
    );
  }
  const [head, ...rest] = records;
  return {
    encoding,
    delimiter,
    headers: (head ?? []).map((h) => h.trim()),
    rows: rest.map((cells, i) => ({ row: i + 2, cells })),
  };
}

/**
 * Reads a bank's CSV export through a column mapping; rows that cannot be read are listed with the
 * reason. Entries come out oldest first (many banks list newest first), with the balance after each
 * when a balance column is mapped: the period's opening and closing balance follow from it.
 */
export function parseBankCsv(name: string, bytes: Uint8Array, mapping: BankCsvMapping): ParsedStatement {
  const table = readCsvTable(name, bytes, mapping);
  const missing = mappedColumns(mapping).filter((w) => !table.headers.includes(w));
  if (missing.length > 0) {
    throw new UserError(
      'mapping_mismatch',
      `The mapping names columns the file does not have: ${missing.map((m) => `"${m}"`).join(', ')}. Its columns are: ${table.headers.map((h) => `"${h}"`).join(', ')}.`,
    );
  }
  const index = new Map(table.headers.map((h, i) => [h, i] as const).reverse());
  const c = mapping.columns;
  const textCols = Array.isArray(c.text) ? c.text : [c.text];
  const entries: ParsedEntry[] = [];
  const problems = new ProblemList();
  for (const rec of table.rows) {
    if (rec.cells.every((cell) => cell.trim() === '')) continue; // blank lines between sections
    const cell = (col: string | undefined) =>
      col === undefined ? null : rec.cells[index.get(col)!]?.trim() || null;
    const rawDate = cell(c.date);
    const date = rawDate ? toTimestamp(rawDate, mapping.dateFormat)?.slice(0, 10) : null;
    if (!date) {
      problems.add(
        rec.row,
        rawDate ? `"${rawDate}" in column "${c.date}" is not a date` : 'the date is missing',
      );
      continue;
    }
    let amount: number | null;
    if (c.amount !== undefined) {
      const raw = cell(c.amount);
      amount = raw === null ? null : toAmount(raw, mapping.decimal);
      if (amount === null) {
        problems.add(
          rec.row,
          raw ? `"${raw}" in column "${c.amount}" is not an amount` : 'the amount is missing',
        );
        continue;
      }
    } else {
      const out = cell(c.debit);
      const inn = cell(c.credit);
      const debit = out === null ? 0 : toAmount(out, mapping.decimal);
      const credit = inn === null ? 0 : toAmount(inn, mapping.decimal);
      if (debit === null || credit === null || (out === null && inn === null)) {
        problems.add(rec.row, 'the debit/credit amount is missing or not a number');
        continue;
      }
      amount = Math.abs(credit) - Math.abs(debit);
    }
    const text = textCols
      .map((col) => cell(col))
      .filter((t): t is string => t !== null)
      .join(' / ');
    if (!text) {
      problems.add(rec.row, 'the text is empty');
      continue;
    }
    const currency = (cell(c.currency) ?? mapping.currency ?? '').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) {
      problems.add(rec.row, `"${currency}" is not a currency code`);
      continue;
    }
    const rawBalance = cell(c.balance);
    const balance = rawBalance === null ? null : toAmount(rawBalance, mapping.decimal);
    entries.push({
      date,
      text,
      amount,
      currency,
      reference: cell(c.reference),
      counterparty: cell(c.counterparty),
      balance,
    });
  }
  // Newest first in the file: turn it around, so balances follow one another in time.
  if (entries.length > 1 && entries[0]!.date > entries[entries.length - 1]!.date) entries.reverse();
  const first = entries[0];
  const last = entries[entries.length - 1];
  const period: StatementPeriod = {
    account: null,
    currency: first?.currency ?? mapping.currency ?? null,
    entries,
    opening: first?.balance != null ? round2(first.balance - first.amount) : null,
    closing: last?.balance ?? null,
    from: first?.date ?? null,
    to: last?.date ?? null,
  };
  return {
    format: 'csv',
    account: null,
    periods: [period],
    problems: problems.listed,
    problemCount: problems.count,
  };
}
