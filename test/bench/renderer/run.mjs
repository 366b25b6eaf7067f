// `npm run bench:renderer`: the renderer benchmark needs the keychain (settings), so it runs inside
// the same private D-Bus session with a throwaway keyring as the tests.
import { runInKeyringSession } from '../../../scripts/keyring-session.mjs';

process.exit(runInKeyringSession(['node', '--import', 'tsx/esm', 'test/bench/renderer/bench.ts']));
