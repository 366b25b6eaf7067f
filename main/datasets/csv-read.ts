import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { UserError } from '../util/errors';

export type CsvFormat = { delimiter?: string | undefined; encoding: 'utf8' | 'latin1' };

/** One CSV record with its spreadsheet row number (the header is row 1). */
export type CsvRecord = { row: number; cells: string[] };

const CANDIDATES = [',', ';', '\t', '|'];

/** Guesses the delimiter from the first line: the candidate that occurs most often outside quotes. */
export async function guessDelimiter(path: string): Promise<string> {
  const file = await openForReading(path);
  try {
    const buf = Buffer.alloc(64 * 1024);
    const { bytesRead } = await file.read(buf, 0, buf.length, 0);
    const text = buf.subarray(0, bytesRead).toString('latin1');
    let firstLine = '';
    let quoted = false;
    for (const ch of text) {
      if (ch === '"') quoted = !quoted;
      if (!quoted && (ch === '\n' || ch === '\r')) break;
      if (!quoted) firstLine += ch;
    }
    const counts = CANDIDATES.map((c) => [c, firstLine.split(c).length - 1] as const);
    const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
    return best[1] > 0 ? best[0] : ',';
  } finally {
    await file.close();
  }
}

async function openForReading(path: string) {
  try {
    return await open(path, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UserError(
      'file_unreadable',
      code === 'ENOENT'
        ? `The file ${path} does not exist. Check the name and folder.`
        : `Kontera could not read ${path} (${code ?? 'error'}).`,
    );
  }
}

/**
 * Streams a CSV file's header and records. Records are counted as a spreadsheet shows rows, so a
 * reported row number is the one the user finds in their spreadsheet program. A file that is not
 * valid CSV (an unclosed quote) stops with a message naming the line.
 */
export async function* readCsv(
  path: string,
  format: CsvFormat,
): AsyncGenerator<{ header: string[] } | CsvRecord> {
  const delimiter = format.delimiter ?? (await guessDelimiter(path));
  (await openForReading(path)).close().catch(() => {});
  const parser = createReadStream(path).pipe(
    parse({
      delimiter,
      encoding: format.encoding,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    }),
  );
  let row = 0;
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[] }>) {
      row++;
      if (row === 1) yield { header: rec.record.map((h) => h.trim()) };
      else yield { row, cells: rec.record };
    }
  } catch (err) {
    if (err instanceof UserError) throw err;
    const e = err as { code?: string; lines?: number; message: string };
    if (e.code?.startsWith('CSV_')) {
      throw new UserError(
        'csv_malformed',
        `The file ${path} is not valid CSV near line ${e.lines ?? '?'}: ${e.message}. Fix the file and try again.`,
      );
    }
    throw new UserError('file_unreadable', `Kontera could not read ${path}: ${e.message}.`);
  } finally {
    parser.destroy();
  }
  if (row === 0) throw new UserError('csv_empty', `The file ${path} is empty. Choose the exported CSV file.`);
}

/** The first records of a file, for the mapping step's preview. */
export async function previewCsv(path: string, format: CsvFormat, maxRows = 10) {
  const delimiter = format.delimiter ?? (await guessDelimiter(path));
  let headers: string[] = [];
  const rows: CsvRecord[] = [];
  for await (const r of readCsv(path, { ...format, delimiter })) {
    if ('header' in r) headers = r.header;
    else rows.push(r);
    if (rows.length >= maxRows) break;
  }
  return { delimiter, headers, rows };
}
