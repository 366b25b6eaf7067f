import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type TempDir = {
  path: string;
  /** The path of `name` in the folder; with `content`, the file is written first. */
  file(name: string, content?: string): string;
  remove(): void;
};

/** A fresh folder for one test, removed afterwards: the one temp-folder helper of the suites. */
export function tempDir(prefix = 'kontera-test-'): TempDir {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return {
    path,
    file(name, content) {
      const p = join(path, name);
      if (content !== undefined) writeFileSync(p, content);
      return p;
    },
    remove: () => rmSync(path, { recursive: true, force: true }),
  };
}
