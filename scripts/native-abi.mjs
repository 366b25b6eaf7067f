// better-sqlite3 and keytar are native modules: built for Node's ABI they serve the CLI, the browser
// host and the tests; the desktop app needs them built for Electron's ABI. This records which one is
// in node_modules so each entry point rebuilds only when it must.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(root, 'node_modules', '.kontera-native-abi');
const NATIVE = ['better-sqlite3', 'keytar'];

export function currentAbi() {
  return existsSync(marker) ? readFileSync(marker, 'utf8').trim() : 'node';
}

export function ensureAbi(target) {
  if (currentAbi() === target) return;
  console.log(`Rebuilding native modules for ${target === 'node' ? 'Node' : 'Electron'}…`);
  const result =
    target === 'node'
      ? spawnSync('npm', ['rebuild', ...NATIVE], { cwd: root, stdio: 'inherit' })
      : spawnSync('npx', ['electron-rebuild', '-f', '-o', NATIVE.join(',')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Rebuilding native modules for ${target} failed.`);
  writeFileSync(marker, target);
}

// `node scripts/native-abi.mjs node` (the pretest step) puts Node's build back after an Electron run.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) ensureAbi(process.argv[2]);
