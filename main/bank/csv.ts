import { z } from 'zod';
import { readCsv } from '../../datasets/csv-read';
import { DATE_FORMATS } from '../../datasets/mapping';
import { toAmount, toTimestamp } from '../../datasets/values';
import { ProblemList } from '../../datasets/validate';
import { UserError } from '../../util/errors';
import type { BankEntry, ParsedStatement } from './types';

const header = z.string().trim().min(1).max(200);

/** Which columns of a bank's CSV export hold what. Remembered per company (import_mappings, kind 'bank'). */
export const bankCsvMappingSchema = z
  .object({
    delimiter: z.string().length(1).optional(),
    encoding: z.enum(['utf8', 'latin1']).default('utf8'),
    decimal: z.enum(['.', ',']).default('.'),
    dateFormat: z.enum(DATE_FORMATS).default('auto'),
    columns: z
      .object({
        date: header,
        /** One or more columns, joined with " / ". */
        text: z.union([header, z.array(header).min(1)]),
        /** A signed amount column, or separate debit (money out) and credit (money in) columns. */
        amount: header.optional(),
        debit: header.optional(),
        credit: header.optional(),
        currency: header.optional(),
        reference: header.optional(),
      })
      .strict()
      .refine(
        (c) => c.amount !== undefined || (c.debit !== undefined && c.credit !== undefined),
        'map an amount column, or both debit and credit',
      ),
    /** Used when there is no currency column (most single-account exports). */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'a three-letter currency code such as DKK')
      .optional(),
  })
  .strict()
  .refine(
    (m) => m.columns.currency !== undefined || m.currency !== undefined,
    'map a currency column or give the currency (e.g. "DKK")',
  );

export type BankCsvMapping = z.output<typeof bankCsvMappingSchema>;

const GUESSES: [RegExp, 'date' | 'text' | 'amount' | 'debit' | 'credit' | 'currency' | 'reference'][] = [
  [/^(date|booking date|dato|bogf(ø|o)rt|bogf(ø|o)ringsdato|datum|buchungstag)$/i, 'date'],
  [/^(text|description|tekst|beskrivelse|verwendungszweck|omschrijving|posteringstekst)$/i, 'text'],
  [/^(amount|bel(ø|o)b|betrag|bedrag)$/i, 'amount'],
  [/^(debit|withdrawal|ud|udbetaling|soll)$/i, 'debit'],
  [/^(credit|deposit|ind|indbetaling|haben)$/i, 'credit'],
  [/^(currency|valuta|w(ä|a)hrung)$/i, 'currency'],
  [/^(reference|ref|reference ?no|referenz|kundereference)$/i, 'reference'],
];

/** A first guess at a bank CSV mapping from its header names, for the mapping step to start from. */
export function guessBankMapping(headers: string[]): Record<string, unknown> {
  const columns: Record<string, string> = {};
  for (const h of headers) {
    const hit = GUESSES.find(([re]) => re.test(h.trim()));
    if (hit) columns[hit[1]] ??= h;
  }
  return { columns };
}

/** The column names a mapping uses. */
export function mappedColumns(m: BankCsvMapping): string[] {
  const c = m.columns;
  return [
    c.date,
    ...(Array.isArray(c.text) ? c.text : [c.text]),
    c.amount,
    c.debit,
    c.credit,
    c.currency,
    c.reference,
  ].filter((x): x is string => x !== undefined);
}

/**
 * A first guess at the whole mapping: columns from the header names, the decimal mark and date
 * format from the first rows (the first format every sample date fits), so a typical export needs
 * no change in the mapping step.
 */
export function guessBankFormat(headers: string[], rows: string[][]): Record<string, unknown> {
  const { columns } = guessBankMapping(headers) as { columns: Record<string, string> };
  const sample = (name: string | undefined) => {
    const i = name === undefined ? -1 : headers.indexOf(name);
    return i < 0 ? [] : rows.map((r) => r[i]?.trim() ?? '').filter((v) => v !== '');
  };
  const amounts = [...sample(columns.amount), ...sample(columns.debit), ...sample(columns.credit)];
  const decimal = amounts.some((a) => /,\d{1,2}-?$/.test(a)) ? ',' : '.';
  const dates = sample(columns.date);
  const dateFormat =
    DATE_FORMATS.find(
      (f) => f !== 'auto' && dates.length > 0 && dates.every((d) => toTimestamp(d, f) !== null),
    ) ?? 'auto';
  return { columns, decimal, dateFormat };
}

/** Reads a bank's CSV export through a column mapping; rows that cannot be read are listed with the reason. */
export async function parseBankCsv(path: string, mapping: BankCsvMapping): Promise<ParsedStatement> {
  const entries: BankEntry[] = [];
  const problems = new ProblemList();
  const c = mapping.columns;
  const textCols = Array.isArray(c.text) ? c.text : [c.text];
  const wanted = [c.date, ...textCols, c.amount, c.debit, c.credit, c.currency, c.reference].filter(
    (x): x is string => x !== undefined,
  );
  let index = new Map<string, number>();
  for await (const rec of readCsv(path, { delimiter: mapping.delimiter, encoding: mapping.encoding })) {
    if ('header' in rec) {
      index = new Map(rec.header.map((h, i) => [h, i] as const).reverse());
      const missing = wanted.filter((w) => !index.has(w));
      if (missing.length > 0) {
        throw new UserError(
          'mapping_mismatch',
          `The mapping names columns the file does not have: ${missing.map((m) => `"${m}"`).join(', ')}. Its columns are: ${rec.header.map((h) => `"${h}"`).join(', ')}.`,
        );
      }
      continue;
    }
    if (rec.cells.every((cell) => cell.trim() === '')) continue; // blank lines between sections
    const cell = (name: string | undefined) =>
      name === undefined ? null : rec.cells[index.get(name)!]?.trim() || null;
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
    entries.push({ date, text, amount, currency, reference: cell(c.reference) });
  }
  return { format: 'csv', account: null, entries, problems: problems.listed, problemCount: problems.count };
}
