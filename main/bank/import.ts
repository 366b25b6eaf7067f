import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { UserError } from '../util/errors';
import { describeIssues } from '../util/describe-issues';
import type { BankCsvCheckView, BankCsvPreviewView } from '../../preload/contract/bank';
import { parseCamt } from './camt';
import { parseBankCsv, readCsvTable } from './csv';
import { bankCsvMappingSchema, guessBankFormat, mappedColumns, type BankCsvMapping } from './csv-format';
import { decodeText, encodingLabel } from './encoding';
import { entriesOf, type ParsedStatement } from './types';

/** Statements are text; a year of a busy account is a few MB, so 20 MB is generous. */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
const PREVIEW_ROWS = 10;
const PREVIEW_ENTRIES = 5;

/** The name as a file name only (no folders), for messages and the entries' origin. */
export const cleanName = (name: string) => basename(name.replace(/\\/g, '/')).trim() || 'statement';

export function checkSize(name: string, size: number): void {
  if (size === 0)
    throw new UserError(
      'bank_file_empty',
      `The file ${name} is empty. Export the statement from your bank again.`,
    );
  if (size > MAX_STATEMENT_BYTES)
    throw new UserError(
      'bank_file_too_large',
      `The file ${name} is larger than 20 MB, too large to be a bank statement.`,
    );
}

/** A statement picked on this computer (Electron's dialog, the CLI, the watched folder). */
export async function readStatementFile(path: string): Promise<{ name: string; bytes: Buffer }> {
  try {
    const info = await stat(path);
    if (info.isDirectory())
      throw new UserError('bank_file_is_folder', `${path} is a folder. Choose the statement file inside it.`);
    checkSize(basename(path), info.size);
    return { name: basename(path), bytes: await readFile(path) };
  } catch (err) {
    if (err instanceof UserError) throw err;
    throw new UserError(
      'file_unreadable',
      `The file ${path} does not exist or cannot be read. Choose the statement file again.`,
    );
  }
}

/** XML (camt.053/.054) or not: by the name, else by the first character of the decoded text. */
export function isXml(name: string, bytes: Uint8Array): boolean {
  if (extname(name).toLowerCase() === '.xml') return true;
  return decodeText(bytes.subarray(0, 512)).text.trimStart().startsWith('<');
}

/** Reads a statement: camt XML by itself; a CSV through its mapping (an error when there is none). */
export function parseStatement(name: string, bytes: Uint8Array, mapping: unknown): ParsedStatement {
  if (isXml(name, bytes)) return parseCamt(name, decodeText(bytes).text);
  if (mapping === null || mapping === undefined) {
    throw new UserError(
      'mapping_needed',
      'This is a CSV statement: choose which columns hold the date, text and amount first.',
    );
  }
  const checked = bankCsvMappingSchema().safeParse(mapping);
  if (!checked.success)
    throw new UserError(
      'invalid_mapping',
      `The column mapping is not valid: ${describeIssues(checked.error)}.`,
    );
  return parseBankCsv(name, bytes, checked.data);
}

/** Reads the whole file through a mapping without importing, for the mapping step's preview. */
function checkMapping(name: string, bytes: Uint8Array, raw: unknown): BankCsvCheckView {
  const none = { entries: [], entryCount: 0, problems: [], problemCount: 0 };
  const checked = bankCsvMappingSchema().safeParse(raw);
  if (!checked.success)
    return { ...none, error: `The column mapping is not complete: ${describeIssues(checked.error)}.` };
  try {
    const parsed = parseBankCsv(name, bytes, checked.data);
    const entries = entriesOf(parsed);
    return {
      entries: entries
        .slice(0, PREVIEW_ENTRIES)
        .map(({ date, text, amount, currency, reference }) => ({ date, text, amount, currency, reference })),
      entryCount: entries.length,
      problems: parsed.problems.slice(0, PREVIEW_ENTRIES),
      problemCount: parsed.problemCount,
      error: null,
    };
  } catch (err) {
    if (err instanceof UserError) return { ...none, error: err.message };
    throw err;
  }
}

/**
 * The first rows of a CSV statement (decoded in the encoding found) and the mapping to start the
 * mapping step from: the remembered one when it fits this file, else a guess from the text. With
 * `mapping` given, that mapping is checked instead (the bookkeeper changing a column).
 */
export function previewStatementCsv(
  name: string,
  bytes: Uint8Array,
  remembered: unknown,
  defaults: { currency?: string },
  mapping?: unknown,
): BankCsvPreviewView {
  const known = bankCsvMappingSchema().safeParse(remembered);
  const asked = mapping === undefined ? null : bankCsvMappingSchema().safeParse(mapping);
  const format: Partial<BankCsvMapping> = asked?.success ? asked.data : known.success ? known.data : {};
  const table = readCsvTable(name, bytes, { encoding: format.encoding, delimiter: format.delimiter });
  const rows = table.rows.slice(0, PREVIEW_ROWS).map((r) => r.cells);
  // A remembered mapping from another bank's export does not fit this file: guess instead.
  const fits = known.success && mappedColumns(known.data).every((c) => table.headers.includes(c));
  const start = fits
    ? known.data
    : {
        ...guessBankFormat(
          table.headers,
          table.rows.slice(0, 50).map((r) => r.cells),
        ),
        delimiter: table.delimiter,
        encoding: 'auto',
        ...defaults,
      };
  return {
    delimiter: table.delimiter,
    encoding: encodingLabel(table.encoding),
    headers: table.headers,
    rows,
    mapping: start,
    remembered: fits,
    check: checkMapping(name, bytes, mapping ?? start),
  };
}
