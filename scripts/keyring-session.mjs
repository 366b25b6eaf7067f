// Runs a command inside a private D-Bus session with a fresh, unlocked GNOME keyring, so keychain
// code is exercised for real (CI and `npm test`) without touching the user's own keyring.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './native-abi.mjs';

const quote = (a) => `'${String(a).replace(/'/g, "'\\''")}'`;

export function runInKeyringSession(argv) {
  // A throwaway keyring folder: the daemon creates the login keyring with this password and unlocks
  // it, instead of prompting for an older keyring's password (there is no display to prompt on).
  const keyrings = mkdtempSync(join(tmpdir(), 'kontera-keyring-'));
  const script =
    `echo -n kontera-test | XDG_DATA_HOME=${quote(keyrings)} gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; ` +
    `exec ${argv.map(quote).join(' ')}`;
  try {
    const result = spawnSync('dbus-run-session', ['--', 'sh', '-c', script], { cwd: root, stdio: 'inherit' });
    return result.status ?? 1;
  } finally {
    rmSync(keyrings, { recursive: true, force: true });
  }
}
