import { constants } from 'node:fs';
import { access, open, readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { extname, isAbsolute, join, resolve } from 'node:path';
import { UserError } from '../util/errors';
import { sniffFileType } from '../reading/intake/sniff';

/**
 * Names a watched folder holds while something is still being written or that are not documents:
 * hidden files, office lock files, browser and sync-client partial downloads, editor backups.
 */
const TEMP_SUFFIXES = [
  '~',
  '.tmp',
  '.temp',
  '.part',
  '.partial',
  '.crdownload',
  '.download',
  '.opdownload',
  '.swp',
  '.lock',
  '.filepart',
  '.!ut',
];
const SYSTEM_FILES = new Set(['thumbs.db', 'desktop.ini']);

export function isIgnoredName(name: string): boolean {
  const lower = name.toLowerCase();
  // Hidden files, and office lock files (~$Invoice.docx) and .~lock files.
  if (lower.startsWith('.') || lower.startsWith('~')) return true;
  if (SYSTEM_FILES.has(lower)) return true;
  return TEMP_SUFFIXES.some((s) => lower.endsWith(s));
}

export type FileClass =
  { kind: 'document' } | { kind: 'bank'; format: 'camt053' | 'csv' } | { kind: null; reason: string };

async function head(path: string, bytes: number, fromEnd = false): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const size = (await file.stat()).size;
    const length = Math.min(bytes, size);
    const buf = Buffer.alloc(length);
    await file.read(buf, 0, length, fromEnd ? size - length : 0);
    return buf;
  } finally {
    await file.close();
  }
}

/** What a file is, from its first bytes (and the name only for CSV, which has no signature). */
export async function classifyFile(path: string): Promise<FileClass> {
  const start = await head(path, 4096);
  const type = sniffFileType(start);
  const text = start.toString('utf8');
  // camt.053 is XML too: its namespace or root element tells it from a PEPPOL invoice.
  if (/camt\.053|<([A-Za-z_][\w.-]*:)?BkToCstmrStmt[\s>]/.test(text))
    return { kind: 'bank', format: 'camt053' };
  if (type !== 'unknown') return { kind: 'document' };
  if (extname(path).toLowerCase() === '.csv') return { kind: 'bank', format: 'csv' };
  return {
    kind: null,
    reason:
      'Not a file Kontera imports (PDF, PNG or JPEG picture, PEPPOL e-invoice, camt.053 or CSV bank statement).',
  };
}

/**
 * Whether a file that stopped growing also ends as its format ends (PDF %%EOF, PNG IEND, JPEG EOI,
 * XML closing tag): a copy that paused mid-way must not be imported half.
 */
export async function looksComplete(path: string): Promise<boolean> {
  const [first, last] = await Promise.all([head(path, 1024), head(path, 2048, true)]);
  const type = sniffFileType(first);
  switch (type) {
    case 'pdf':
      return last.includes('%%EOF');
    case 'png':
      return last.includes('IEND');
    case 'jpeg':
      return last.includes(Buffer.from([0xff, 0xd9]));
    case 'xml':
      return last.toString('utf8').trimEnd().endsWith('>');
    default:
      return true;
  }
}

export type FolderState = 'ok' | 'missing' | 'unreadable' | 'not_folder';

export async function folderState(path: string): Promise<FolderState> {
  try {
    if (!(await stat(path)).isDirectory()) return 'not_folder';
    await access(path, constants.R_OK | constants.X_OK);
    await readdir(path);
    return 'ok';
  } catch (err) {
    const code = (err as { code?: string }).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable';
  }
}

/** The absolute folder path for what the bookkeeper typed, or a plain error saying what is wrong. */
export async function checkFolder(typed: string): Promise<string> {
  let path = typed.trim();
  if (path === '~' || path.startsWith('~/')) path = join(homedir(), path.slice(1));
  if (!isAbsolute(path))
    throw new UserError(
      'folder_not_absolute',
      `"${typed}" is not a full folder path. Type the whole path, e.g. /home/anna/Scans or C:\\Users\\Anna\\Scans.`,
    );
  path = resolve(path);
  switch (await folderState(path)) {
    case 'ok':
      return path;
    case 'missing':
      throw new UserError(
        'folder_missing',
        `The folder ${path} does not exist. Check the path, or create the folder first.`,
      );
    case 'not_folder':
      throw new UserError(
        'folder_not_folder',
        `${path} is a file, not a folder. Type the path of the folder that holds it.`,
      );
    case 'unreadable':
      throw new UserError(
        'folder_unreadable',
        `Kontera may not read the folder ${path}. Give your user read access to it, or choose another folder.`,
      );
  }
}
