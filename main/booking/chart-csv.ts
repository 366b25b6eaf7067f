import { parse } from 'csv-parse/sync';
import { UserError } from '../util/errors';
import type { ChartEntryInput, ChartImportView, ChartKind } from '../../preload/contract/chart';
import { fold } from '../util/fold';

/**
 * Reads a chart of accounts or a list of VAT codes exported from e-conomic or Dinero (or any CSV
 * whose columns are named like theirs). Column names are matched without case, accents, dots and
 * spaces, so "Kontonr.", "Konto nr" and "kontonr" are one.
 */

const key = (s: string) => fold(s).replace(/[^a-z0-9%]/g, '');

const ACCOUNT_COLUMNS = {
  code: ['nr', 'kontonr', 'kontonummer', 'konto', 'account', 'accountno', 'accountnumber', 'number', 'no'],
  name: ['navn', 'kontonavn', 'name', 'accountname', 'beskrivelse', 'description', 'tekst', 'text'],
  type: ['type', 'kontotype', 'accounttype'],
  vat: ['moms', 'momskode', 'momstype', 'vat', 'vatcode', 'momssats'],
};
const VAT_COLUMNS = {
  code: ['momskode', 'kode', 'code', 'vatcode', 'nr', 'id', 'momstype'],
  name: ['navn', 'beskrivelse', 'name', 'description', 'tekst', 'text'],
  rate: ['sats', 'procent', 'rate', 'pct', '%', 'momssats', 'percent', 'momsprocent'],
};

/** e-conomic's account types that are not accounts one books to. */
const NOT_BOOKABLE = new Set(['overskrift', 'heading', 'header', 'sum', 'total', 'sumintervaller', 'tom']);
/** What a VAT column says when there is no VAT on the account. */
const NO_VAT = new Set(['', '-', 'ingen', 'none', 'nomoms', 'momsfri', 'udenmoms', 'ingenmoms']);

/** UTF-8 (with or without BOM) as e-conomic writes it, else Windows-1252 as older Dinero exports are. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((c) => [c, first.split(c).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ';';
}

function column(header: string[], names: string[]): number {
  const keys = header.map(key);
  for (const n of names) {
    const i = keys.indexOf(n);
    if (i >= 0) return i;
  }
  return -1;
}

function rateOf(text: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)\s*%?/.exec(text);
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : null;
}

export type ParsedChart = Omit<ChartImportView, 'added' | 'updated'> & { entries: ChartEntryInput[] };

export function parseChartCsv(fileName: string, bytes: Uint8Array, kind: ChartKind): ParsedChart {
  const text = decodeCsv(bytes);
  let rows: string[][];
  try {
    const parsed: unknown = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
    rows = parsed as string[][];
  } catch (err) {
    throw new UserError(
      'csv_invalid',
      `"${fileName}" is not a readable CSV file (${(err as Error).message}). Export the chart again from e-conomic or Dinero as CSV.`,
    );
  }
  const header = rows[0] ?? [];
  const names = kind === 'account' ? ACCOUNT_COLUMNS : VAT_COLUMNS;
  const codeCol = column(header, names.code);
  const nameCol = column(header, names.name);
  if (codeCol < 0 || nameCol < 0) {
    throw new UserError(
      'csv_columns',
      kind === 'account'
        ? `"${fileName}" has no columns for the account number and name (found: ${header.join(', ') || 'none'}). Export the chart of accounts (kontoplan) from e-conomic or Dinero as CSV.`
        : `"${fileName}" has no columns for the VAT code and its name (found: ${header.join(', ') || 'none'}). Export the VAT codes (momskoder) as CSV.`,
    );
  }
  const headerKeys = header.map(key);
  const layout: ChartImportView['layout'] = headerKeys.includes('kontonummer')
    ? 'dinero'
    : headerKeys.includes('nr') || headerKeys.includes('kontonr')
      ? 'e-conomic'
      : 'columns';
  const typeCol = kind === 'account' ? column(header, ACCOUNT_COLUMNS.type) : -1;
  const vatCol = kind === 'account' ? column(header, ACCOUNT_COLUMNS.vat) : -1;
  const rateCol = kind === 'vat_code' ? column(header, VAT_COLUMNS.rate) : -1;

  const entries: ChartEntryInput[] = [];
  const skipped: ChartImportView['skipped'] = [];
  const skip = (row: number, reason: string) => {
    if (skipped.length < 20) skipped.push({ row, reason });
  };
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const code = (cells[codeCol] ?? '').trim();
    const name = (cells[nameCol] ?? '').trim();
    const type = typeCol >= 0 ? key(cells[typeCol] ?? '') : '';
    if (NOT_BOOKABLE.has(type)) return skip(row, `a ${cells[typeCol]} row, not an account to book to`);
    if (!code) return skip(row, 'no number or code');
    if (!/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u.test(code) || code.length > 40)
      return skip(row, `"${code}" is not a usable code`);
    if (!name) return skip(row, `${code} has no name`);
    if (kind === 'account') {
      const vat = (cells[vatCol] ?? '').trim();
      const hasVat = vatCol >= 0 && !NO_VAT.has(key(vat));
      entries.push({ kind, code, name, vatRequired: hasVat, vatCode: hasVat ? vat.split(/\s/)[0] : null });
    } else {
      entries.push({ kind, code, name, rate: rateCol >= 0 ? rateOf(cells[rateCol] ?? '') : rateOf(name) });
    }
  });
  if (entries.length === 0)
    throw new UserError(
      'csv_empty',
      `"${fileName}" has no ${kind === 'account' ? 'accounts' : 'VAT codes'} to import. Check that it is the right export.`,
    );
  return { layout, entries, skipped };
}
