import { createReadStream } from 'node:fs';
import { once } from 'node:events';
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
export async function* readCsvBatches(
  path: string,
  format: CsvFormat,
): AsyncGenerator<{ header: string[] } | { records: CsvRecord[] }> {
  const delimiter = format.delimiter ?? (await guessDelimiter(path));
  (await openForReading(path)).close().catch(() => {});
  const parser = parse({
    delimiter,
    encoding: format.encoding,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
  });
  const parseState: { failure: Error | null } = { failure: null };
  parser.on('error', (err) => (parseState.failure ??= err));
  // The file is fed to the parser chunk by chunk and the records of each chunk are handed out as one
  // batch: iterating the parser stream itself costs a promise per record, which halves the throughput.
  let row = 0;
  // Everything parsed so far as one batch: the header on its own, then the records of a chunk.
  function* take(): Generator<{ header: string[] } | { records: CsvRecord[] }> {
    const records: CsvRecord[] = [];
    for (let rec = parser.read() as string[] | null; rec !== null; rec = parser.read() as string[] | null) {
      row++;
      if (row === 1) yield { header: rec.map((h) => h.trim()) };
      else records.push({ row, cells: rec });
    }
    if (records.length > 0) yield { records };
  }
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
      parser.write(chunk);
      // Parse errors are emitted asynchronously: give them a turn before handing out records.
      await new Promise((resolve) => setImmediate(resolve));
      if (parseState.failure) throw parseState.failure;
      yield* take();
    }
    parser.end();
    await once(parser, 'finish');
    if (parseState.failure) throw parseState.failure;
    yield* take();
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

/** The same, record by record: for small files (previews, bank statements). */
export async function* readCsv(
  path: string,
  format: CsvFormat,
): AsyncGenerator<{ header: string[] } | CsvRecord> {
  for await (const part of readCsvBatches(path, format)) {
    if ('header' in part) yield part;
    else yield* part.records;
  }
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
