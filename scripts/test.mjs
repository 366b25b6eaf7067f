// `npm test`: unit and integration tests under a private D-Bus session with an unlocked
// gnome-keyring, so the keychain tests use a real OS keychain (as the app does).
import { ensureAbi } from './native-abi.mjs';
import { ensureKeytar } from './keytar.mjs';
import { ensureSystemPackages } from './system-deps.mjs';
import { runInKeyringSession } from './keyring-session.mjs';

if (!ensureSystemPackages()) process.exit(1);
// keytar is optional at install time (it needs libsecret to build): npm drops it when libsecret came
// later, as on a fresh machine. Put back the locked version and build it now that libsecret is here.
if (!ensureKeytar()) process.exit(1);
ensureAbi('node');

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
