import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { UserError } from '../../util/errors';

/** A statement from the browser: no path there, only the file's name and bytes. */
export type StatementContent = { name: string; contentBase64: string };

/** Statements are text; a year of a busy account is a few MB, so 20 MB is generous. */
const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

/** A file name safe to use inside a private temp folder (no folders, no odd characters). */
function safeName(name: string): string {
  const base = basename(name.replace(/\\/g, '/'))
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .slice(0, 200);
  return base && base !== '.' && base !== '..' ? base : 'statement';
}

/**
 * Runs `read` on the statement written to a private temp file under its own name, then removes it.
 * The statement parsers stream from files (large CSV exports), so bytes from the browser take the
 * same path as a picked file; the name is kept because entries remember which file they came from.
 */
export async function withStatementFile<T>(
  content: StatementContent,
  read: (path: string) => Promise<T>,
): Promise<T> {
  const bytes = Buffer.from(content.contentBase64, 'base64');
  if (bytes.length === 0)
    throw new UserError(
      'bank_file_empty',
      `The file ${content.name} is empty. Export the statement from your bank again.`,
    );
  if (bytes.length > MAX_STATEMENT_BYTES)
    throw new UserError(
      'bank_file_too_large',
      `The file ${content.name} is larger than 20 MB, too large to be a bank statement.`,
    );
  const dir = await mkdtemp(join(tmpdir(), 'kontera-statement-'));
  try {
    const path = join(dir, safeName(content.name));
    await writeFile(path, bytes, { mode: 0o600 });
    return await read(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
