// `npm test`: unit and integration tests under a private D-Bus session with an unlocked
// gnome-keyring, so the keychain tests use a real OS keychain (as the app does).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureAbi, root } from './native-abi.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

if (!ensureSystemPackages()) process.exit(1);
ensureAbi('node');
// keytar is optional at install time (it needs libsecret to build); build it now that libsecret is here.
if (!existsSync(join(root, 'node_modules', 'keytar', 'build', 'Release', 'keytar.node'))) {
  spawnSync('npm', ['rebuild', 'keytar'], { cwd: root, stdio: 'inherit' });
}

const vitest = ['npx', 'vitest', 'run', '--config', '.config/vitest.config.ts', ...process.argv.slice(2)]
  .map((a) => `'${a.replace(/'/g, "'\\''")}'`)
  .join(' ');
// HOME must be writable for the keyring files; the password only unlocks this throwaway session's keyring.
const script = `echo -n kontera-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; exec ${vitest}`;
const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', script], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
