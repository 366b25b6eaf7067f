import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { UserError } from '../util/errors';
import { summaryPathFor } from './export';

/**
 * A file the window uploaded (the browser host has no paths of this machine): the name it had on
 * the bookkeeper's computer, without folders or characters a file system refuses.
 */
export function uploadName(name: string, fallback: string): string {
  const clean = [...basename(name.replaceAll('\\', '/'))]
    .map((c) => (c.charCodeAt(0) < 32 || '<>:"|?*'.includes(c) ? '_' : c))
    .join('')
    .trim();
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean;
}

/** Error messages name the file as the bookkeeper knows it, never the temporary folder it sat in. */
function renamed(err: unknown, dir: string, name: string): unknown {
  if (!(err instanceof UserError) || !err.message.includes(dir)) return err;
  const path = join(dir, name);
  const message = err.message.replaceAll(path, `"${name}"`).replaceAll(dir, 'the upload');
  return new UserError(err.code, message, err.params);
}

/**
 * Runs path-taking work (the streaming CSV reader) on uploaded bytes: written to a private temporary
 * folder, removed afterwards whatever happens.
 */
export async function withUploadedFile<T>(
  name: string,
  bytes: Uint8Array,
  work: (path: string) => Promise<T>,
): Promise<T> {
  const file = uploadName(name, 'upload.csv');
  const dir = await mkdtemp(join(tmpdir(), 'kontera-history-'));
  try {
    const path = join(dir, file);
    await writeFile(path, bytes, { mode: 0o600 });
    return await work(path);
  } catch (err) {
    throw renamed(err, dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs work that writes a file (the .pb export and its summary beside it) in a private temporary
 * folder and hands back what it wrote, for the window to download; the folder is removed.
 */
export async function withDownloadedFile<T>(
  name: string,
  work: (path: string) => Promise<T>,
): Promise<{ result: T; bytes: Buffer; summary: string | null }> {
  const dir = await mkdtemp(join(tmpdir(), 'kontera-export-'));
  try {
    const path = join(dir, name);
    const result = await work(path);
    const summary = await readFile(summaryPathFor(path), 'utf8').catch(() => null);
    return { result, bytes: await readFile(path), summary };
  } catch (err) {
    throw renamed(err, dir, name);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
