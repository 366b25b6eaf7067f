import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/**
 * The project folder (where package.json named "kontera" lives). Found by walking up from this
 * module, so it is right both for sources run with tsx/vitest (main/util) and for the bundled
 * Electron main (out/main).
 */
export function appRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const name = (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: unknown }).name;
        if (name === 'kontera') return (cachedRoot = dir);
      } catch {
        // not ours; keep walking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Kontera could not find its own install folder (package.json).');
    dir = parent;
  }
}

/** Shipped data: proto files, pretrained lists, demo company, OCR language data. */
export function resourcesDir(...parts: string[]): string {
  return join(appRoot(), 'resources', ...parts);
}

export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(join(appRoot(), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
