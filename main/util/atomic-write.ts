import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes a file whole, then renames it into place: a crash or a full disk mid-write leaves the old
 * file (or none), never half a file that is misread later. The temporary file sits beside the
 * target (same disk, so the rename is atomic) and is removed if the write fails.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** The same for the few places that must write synchronously. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

/**
 * Copies `source` into place the same way: whoever watches the folder sees the old file or the whole
 * copy. `temp` names the temporary file when a watcher must skip it by name (default: beside the target).
 */
export async function copyFileAtomic(
  source: string,
  file: string,
  temp = `${file}.${process.pid}.tmp`,
): Promise<void> {
  try {
    await copyFile(source, temp);
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
