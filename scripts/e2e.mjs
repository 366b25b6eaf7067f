// `npm run test:e2e`: builds the renderer, then drives it in Debian's Chromium through the browser
// host, inside a D-Bus session with an unlocked keyring (the settings flow stores a real token).
import { spawnSync } from 'node:child_process';
import { ensureAbi, root } from './native-abi.mjs';
import { ensureSystemPackages } from './system-deps.mjs';
import { runInKeyringSession } from './keyring-session.mjs';

if (!ensureSystemPackages()) process.exit(1);
ensureAbi('node');
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const files = process.argv.slice(2).filter((a) => a !== '--no-build');
process.exit(
  runInKeyringSession(['npx', 'vitest', 'run', '--config', '.config/vitest.e2e.config.ts', ...files]),
);
