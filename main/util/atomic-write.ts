import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';

/**
 * Files are put in place whole: written (or copied) to a temporary file beside the target (same
 * disk, so the rename is atomic), then renamed over it. A crash or a full disk mid-write leaves the
 * old file (or none), never half a file that is misread later; the temporary file is removed if
 * anything fails.
 */

const tempOf = (file: string) => `${file}.${process.pid}.tmp`;

async function intoPlace(file: string, temp: string, make: () => Promise<void>): Promise<void> {
  try {
    await make();
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const temp = tempOf(file);
  await intoPlace(file, temp, () => writeFile(temp, data));
}

/** The same for the few places that must write synchronously. */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const temp = tempOf(file);
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
 * copy. `temp` names the temporary file when a watcher must skip it by name.
 */
export async function copyFileAtomic(source: string, file: string, temp = tempOf(file)): Promise<void> {
  await intoPlace(file, temp, () => copyFile(source, temp));
}
