// `npm test`: unit and integration tests under a private D-Bus session with an unlocked
// gnome-keyring, so the keychain tests use a real OS keychain (as the app does).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureAbi, root } from './native-abi.mjs';
import { ensureSystemPackages } from './system-deps.mjs';
import { runInKeyringSession } from './keyring-session.mjs';

if (!ensureSystemPackages()) process.exit(1);
ensureAbi('node');
// keytar is optional at install time (it needs libsecret to build); build it now that libsecret is here.
if (!existsSync(join(root, 'node_modules', 'keytar', 'build', 'Release', 'keytar.node'))) {
  spawnSync('npm', ['rebuild', 'keytar'], { cwd: root, stdio: 'inherit' });
}

process.exit(
  runInKeyringSession([
    'npx',
    'vitest',
    'run',
    '--config',
    '.config/vitest.config.ts',
    ...process.argv.slice(2),
  ]),
);
