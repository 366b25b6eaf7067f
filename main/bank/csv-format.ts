import { z } from 'zod';
import { parse } from 'csv-parse/sync';
import { DATE_FORMATS } from '../../preload/contract/date-formats';
import { toAmount, toTimestamp } from '../util/csv-values';
import { TEXT_ENCODINGS } from './encoding';

/** Which columns of a bank's CSV export hold what. Remembered per company (import_mappings, kind 'bank'). */
function mappingSchema() {
  const header = z.string().trim().min(1).max(200);
  return z
    .object({
      delimiter: z.string().length(1).optional(),
      /** `auto` detects it from the bytes (older mappings said utf8 or latin1: still understood). */
      encoding: z.enum(TEXT_ENCODINGS).default('auto'),
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
          counterparty: header.optional(),
          /** The balance after each entry: lets Kontera check that no entry is missing. */
          balance: header.optional(),
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
}

let built: ReturnType<typeof mappingSchema> | undefined;
/** The mapping's schema, built at its first use (the first CSV statement), not at every start of the app. */
export function bankCsvMappingSchema(): ReturnType<typeof mappingSchema> {
  built ??= mappingSchema();
  return built;
}

export type BankCsvMapping = z.output<ReturnType<typeof mappingSchema>>;
type Role = keyof BankCsvMapping['columns'];

const GUESSES: [RegExp, Role][] = [
  [
    /^(date|booking date|posting date|dato|bogf(ø|o)rt|bogf(ø|o)ringsdato|bokf(ö|o)ringsdag|bokf(ø|o)rt|bokf(ø|o)ringsdato|datum|buchungstag|transaktionsdato)$/i,
    'date',
  ],
  [
    /^(text|description|tekst|beskrivelse|verwendungszweck|omschrijving|posteringstekst|meddelande|transaktionstext|forklaring)$/i,
    'text',
  ],
  [/^(amount|bel(ø|o)b|bel(ö|o)pp|bel(ø|o)p|betrag|bedrag)$/i, 'amount'],
  [/^(debit|withdrawal|ud|udbetaling|soll|ut|uttak)$/i, 'debit'],
  [/^(credit|deposit|ind|indbetaling|haben|inn|innskudd)$/i, 'credit'],
  [/^(currency|valuta|w(ä|a)hrung)$/i, 'currency'],
  [/^(reference|ref|reference ?no|referenz|kundereference|referanse|referens)$/i, 'reference'],
  [/^(counterparty|modtager|afsender|modpart|motpart|mottaker|name|navn|namn)$/i, 'counterparty'],
  [/^(balance|saldo|bokf(ø|o)rt saldo|disponibel saldo|kontostand)$/i, 'balance'],
];

/** A first guess at the columns from the header names. */
export function guessColumnsByName(headers: string[]): Partial<Record<Role, string>> {
  const columns: Partial<Record<Role, string>> = {};
  for (const h of headers) {
    const hit = GUESSES.find(([re]) => re.test(h.trim()));
    if (hit && columns[hit[1]] === undefined) columns[hit[1]] = h;
  }
  return columns;
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
    c.counterparty,
    c.balance,
  ].filter((x): x is string => x !== undefined);
}

const CANDIDATES = [';', ',', '\t', '|'];

/** The delimiter: the candidate that splits the first lines into the same, largest number of cells. */
export function guessDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, 10);
  let best = ',';
  let bestScore = 0;
  for (const d of CANDIDATES) {
    let rows: string[][];
    try {
      rows = parse(lines.join('\n'), { delimiter: d, relax_column_count: true, relax_quotes: true });
    } catch {
      continue;
    }
    const widths = rows.map((r) => r.length);
    const first = widths[0] ?? 1;
    if (first < 2) continue;
    const consistent = widths.filter((w) => w === first).length / widths.length;
    const score = first * consistent;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The decimal mark: "1.234,50" and "-12,5" say comma, "1,234.50" and "-12.5" say point. Only the
 * last separator followed by one or two digits counts, so thousands separators do not mislead.
 */
export function guessDecimal(amounts: string[]): '.' | ',' {
  let comma = 0;
  let point = 0;
  for (const a of amounts) {
    const m = /([.,])\d{1,2}-?\)?$/.exec(a.trim());
    if (m?.[1] === ',') comma++;
    else if (m?.[1] === '.') point++;
    else if (/^-?\d{1,3}(\.\d{3})+$/.test(a.trim())) comma++;
  }
  return comma > point ? ',' : '.';
}

/** The first date format every sample fits; a sample with a day above 12 rules out the month-first reading. */
export function guessDateFormat(dates: string[]): BankCsvMapping['dateFormat'] {
  if (dates.length === 0) return 'auto';
  return DATE_FORMATS.find((f) => f !== 'auto' && dates.every((d) => toTimestamp(d, f) !== null)) ?? 'auto';
}

const isDate = (v: string) => DATE_FORMATS.some((f) => f !== 'auto' && toTimestamp(v, f) !== null);
const isAmount = (v: string) => /^[-+(]?[\d.,\s\u00a0']+-?\)?$/.test(v.trim()) && /\d/.test(v);

/**
 * Columns guessed from what the cells hold, for headers no list knows (another language, a bank's
 * own words): the first column of dates is the date; of the number columns, a balance column is
 * one whose value moves by the amount on the next row; the text is the column with the longest words.
 */
export function guessColumnsByContent(
  headers: string[],
  rows: string[][],
  known: Partial<Record<Role, string>>,
  decimal: '.' | ',',
): Partial<Record<Role, string>> {
  const columns = { ...known };
  const used = new Set(Object.values(columns).flat());
  const cells = (i: number) => rows.map((r) => r[i]?.trim() ?? '').filter((v) => v !== '');
  const free = headers.map((h, i) => ({ h, i })).filter(({ h }) => !used.has(h));
  if (!columns.date) {
    const hit = free.find(({ i }) => cells(i).length > 0 && cells(i).every(isDate));
    if (hit) {
      columns.date = hit.h;
      used.add(hit.h);
    }
  }
  const numeric = free.filter(
    ({ h, i }) => !used.has(h) && cells(i).length > 0 && cells(i).every((v) => isAmount(v) && !isDate(v)),
  );
  const values = (i: number) => rows.map((r) => toAmount(r[i] ?? '', decimal));
  const movesWith = (bal: number, amt: number): boolean => {
    const b = values(bal);
    const a = values(amt);
    let fits = 0;
    for (let k = 1; k < rows.length; k++) {
      const prev = b[k - 1];
      const cur = b[k];
      const x = a[k];
      const y = a[k - 1];
      if (prev == null || cur == null || x == null || y == null) continue;
      if (Math.abs(prev + x - cur) < 0.005 || Math.abs(cur + y - prev) < 0.005) fits++;
    }
    return rows.length > 1 && fits >= rows.length - 1;
  };
  if (!columns.amount && !(columns.debit && columns.credit)) {
    const amount = numeric.find(({ i }) => numeric.some((b) => b.i !== i && movesWith(b.i, i))) ?? numeric[0];
    if (amount) {
      columns.amount = amount.h;
      used.add(amount.h);
    }
  }
  const amountIndex = columns.amount ? headers.indexOf(columns.amount) : -1;
  if (!columns.balance && amountIndex >= 0) {
    const bal = numeric.find(({ h, i }) => !used.has(h) && movesWith(i, amountIndex));
    if (bal) {
      columns.balance = bal.h;
      used.add(bal.h);
    }
  }
  if (!columns.text) {
    const texts = free
      .filter(({ h }) => !used.has(h))
      .map(({ h, i }) => ({
        h,
        letters: cells(i)
          .join(' ')
          .replace(/[^\p{L}]/gu, '').length,
      }))
      .sort((a, b) => b.letters - a.letters);
    if (texts[0] && texts[0].letters > 0) columns.text = texts[0].h;
  }
  return columns;
}

/**
 * A first guess at the whole mapping from the decoded text's header and first rows: columns by name,
 * then by content; decimal mark and date format from the values. A typical export needs no change.
 */
export function guessBankFormat(headers: string[], rows: string[][]): Record<string, unknown> {
  const byName = guessColumnsByName(headers);
  const sample = (name: string | undefined) => {
    const i = name === undefined ? -1 : headers.indexOf(name);
    return i < 0 ? [] : rows.map((r) => r[i]?.trim() ?? '').filter((v) => v !== '');
  };
  const numericCells = headers.flatMap((_, i) =>
    rows.map((r) => r[i]?.trim() ?? '').filter((v) => isAmount(v) && !isDate(v)),
  );
  const named = [...sample(byName.amount), ...sample(byName.debit), ...sample(byName.credit)];
  const decimal = guessDecimal(named.length > 0 ? named : numericCells);
  const columns = guessColumnsByContent(headers, rows, byName, decimal);
  return { columns, decimal, dateFormat: guessDateFormat(sample(columns.date)) };
}
