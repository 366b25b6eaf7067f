import { constants, fstatSync, openSync, readSync, closeSync, statSync, type Stats } from 'node:fs';
import { UserError } from '../util/errors';

/** What a path is, for a sentence: "a folder", "a named pipe (FIFO)", … */
function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

function refuse(path: string, what: string, st: Stats): never {
  throw new UserError(
    st.isDirectory() ? 'file_is_folder' : 'file_not_regular',
    `${path} is ${kindOf(st)}, not a file. Give the path of the ${what} itself (kontera reads only regular files, so it never waits on a pipe or a device).`,
  );
}

function unreadable(path: string, what: string, err: unknown): never {
  const code = (err as { code?: string }).code;
  throw new UserError(
    'file_unreadable',
    code === 'ENOENT'
      ? `The ${what} ${path} does not exist. Check the path.`
      : `Kontera could not read the ${what} ${path} (${code ?? 'error'}).`,
  );
}

/** Refuses folders, pipes, devices and sockets by type, before anything opens them. */
export function checkRegularFile(path: string, what = 'file'): void {
  let st: Stats;
  try {
    st = statSync(path);
  } catch (err) {
    unreadable(path, what, err);
  }
  if (!st.isFile()) refuse(path, what, st);
}

/**
 * Reads a regular file whole. It is opened without blocking (a named pipe swapped in after a check
 * would otherwise wait for a writer forever) and judged by the open handle's type and size.
 */
export function readRegularFile(path: string, what = 'file', checkSize?: (bytes: number) => void): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    unreadable(path, what, err);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) refuse(path, what, st);
    // Too big is said before a byte is read.
    checkSize?.(st.size);
    const buf = Buffer.alloc(st.size);
    let off = 0;
    while (off < buf.length) {
      const n = readSync(fd, buf, off, buf.length - off, off);
      if (n === 0) break;
      off += n;
    }
    return buf.subarray(0, off);
  } catch (err) {
    if (err instanceof UserError) throw err;
    unreadable(path, what, err);
  } finally {
    closeSync(fd);
  }
}
