import { open, readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { DB } from '../../store/db';
import { UserError } from '../../util/errors';
import { describeIssues } from '../../handlers/dispatch';
import { HistoryStore } from '../../datasets/history';
import { parseCamt053 } from './camt053';
import { bankCsvMappingSchema, guessBankFormat, mappedColumns, parseBankCsv } from './csv';
import { previewCsv } from '../../datasets/csv-read';
import { BankStore } from './store';
import type { BankEntry, BankStatementFormat } from './types';

export type BankImportResult = {
  format: BankStatementFormat;
  account: string | null;
  imported: number;
  duplicates: number;
  problems: { row: number; reason: string }[];
  problemCount: number;
};

/** camt.053 files of a year of a busy account stay far below this; larger is not a statement. */
const MAX_XML_BYTES = 64 * 1024 * 1024;

async function looksLikeXml(path: string): Promise<boolean> {
  if (extname(path).toLowerCase() === '.xml') return true;
  const file = await open(path, 'r');
  try {
    const buf = Buffer.alloc(256);
    const { bytesRead } = await file.read(buf, 0, 256, 0);
    return buf
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<');
  } finally {
    await file.close();
  }
}

export type BankCsvCheck = {
  /** The first entries as the mapping reads them. */
  entries: BankEntry[];
  entryCount: number;
  problems: { row: number; reason: string }[];
  problemCount: number;
  /** Why the mapping cannot be used at all (a column missing, no currency), else null. */
  error: string | null;
};

export type BankCsvPreview = {
  delimiter: string;
  headers: string[];
  rows: string[][];
  /** The mapping remembered for the company, else a guess from the header names and first rows. */
  mapping: Record<string, unknown>;
  remembered: boolean;
  /** The statement read through `mapping` (or the one asked for), so the mapping step shows what importing would do. */
  check: BankCsvCheck;
};

const PREVIEW_ENTRIES = 5;

/** Single-account exports rarely have a currency column: the company's usual currency is the best guess. */
function usualCurrency(db: DB, companyId: number): { currency?: string } {
  const row = db
    .prepare<[number], { currency: string }>(
      `SELECT currency FROM history_lines WHERE company_id = ? AND currency IS NOT NULL
       GROUP BY currency ORDER BY count(*) DESC LIMIT 1`,
    )
    .get(companyId);
  return row && /^[A-Z]{3}$/.test(row.currency) ? { currency: row.currency } : {};
}

/** Reads the whole file through a mapping without importing, for the mapping step's preview. */
async function checkMapping(path: string, raw: unknown): Promise<BankCsvCheck> {
  const checked = bankCsvMappingSchema.safeParse(raw);
  if (!checked.success)
    return {
      entries: [],
      entryCount: 0,
      problems: [],
      problemCount: 0,
      error: `The column mapping is not complete: ${describeIssues(checked.error)}.`,
    };
  try {
    const parsed = await parseBankCsv(path, checked.data);
    return {
      entries: parsed.entries.slice(0, PREVIEW_ENTRIES),
      entryCount: parsed.entries.length,
      problems: parsed.problems.slice(0, PREVIEW_ENTRIES),
      problemCount: parsed.problemCount,
      error: null,
    };
  } catch (err) {
    if (err instanceof UserError)
      return { entries: [], entryCount: 0, problems: [], problemCount: 0, error: err.message };
    throw err;
  }
}

/**
 * The first rows of a CSV statement and the mapping to start the mapping step from; with `mapping`
 * given, that mapping is checked instead (the bookkeeper changing a column).
 */
export async function previewBankCsv(
  db: DB,
  companyId: number,
  path: string,
  mapping?: unknown,
): Promise<BankCsvPreview> {
  const remembered = bankCsvMappingSchema.safeParse(new HistoryStore(db).getMapping(companyId, 'bank'));
  const format = remembered.success
    ? { delimiter: remembered.data.delimiter, encoding: remembered.data.encoding }
    : { encoding: 'utf8' as const };
  const preview = await previewCsv(path, format);
  const rows = preview.rows.map((r) => r.cells);
  // A remembered mapping from another bank's export does not fit this file: guess instead.
  const fits = remembered.success && mappedColumns(remembered.data).every((c) => preview.headers.includes(c));
  const start = fits
    ? remembered.data
    : {
        ...guessBankFormat(preview.headers, rows),
        delimiter: preview.delimiter,
        ...usualCurrency(db, companyId),
      };
  return {
    delimiter: preview.delimiter,
    headers: preview.headers,
    rows,
    mapping: start,
    remembered: fits,
    check: await checkMapping(path, mapping ?? start),
  };
}

/**
 * Imports a bank statement for a company: camt.053 XML is recognised by itself; a CSV export needs a
 * column mapping, which is remembered per company so the next statement from the same bank needs none.
 */
export async function importBankStatement(
  db: DB,
  companyId: number,
  path: string,
  mapping?: unknown,
): Promise<BankImportResult> {
  try {
    await stat(path);
  } catch {
    throw new UserError(
      'file_unreadable',
      `The file ${path} does not exist or cannot be read. Choose the statement file again.`,
    );
  }
  const history = new HistoryStore(db);
  const store = new BankStore(db);
  let parsed;
  if (await looksLikeXml(path)) {
    if ((await stat(path)).size > MAX_XML_BYTES)
      throw new UserError(
        'bank_file_too_large',
        `The file ${basename(path)} is too large to be a bank statement.`,
      );
    parsed = parseCamt053(basename(path), await readFile(path, 'utf8'));
  } else {
    const raw = mapping ?? history.getMapping(companyId, 'bank');
    if (raw === null || raw === undefined) {
      throw new UserError(
        'mapping_needed',
        'This is a CSV statement: choose which columns hold the date, text and amount first.',
      );
    }
    const checked = bankCsvMappingSchema.safeParse(raw);
    if (!checked.success)
      throw new UserError(
        'invalid_mapping',
        `The column mapping is not valid: ${describeIssues(checked.error)}.`,
      );
    parsed = await parseBankCsv(path, checked.data);
    if (parsed.entries.length > 0) history.saveMapping(companyId, 'bank', checked.data);
  }
  const outcome = store.insert(companyId, parsed.entries, {
    format: parsed.format,
    file: basename(path),
    account: parsed.account,
  });
  return {
    format: parsed.format,
    account: parsed.account,
    ...outcome,
    problems: parsed.problems,
    problemCount: parsed.problemCount,
  };
}
