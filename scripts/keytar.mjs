// keytar (the OS keychain) is an optional dependency: it needs libsecret to build. On a fresh machine
// `npm install` runs before libsecret is installed, so npm drops keytar (and node-addon-api, needed
// only to build it), and `npm rebuild keytar` then finds nothing. This puts back exactly the version
// package-lock.json names, built here, without touching the rest of node_modules.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './native-abi.mjs';

const keytarDir = join(root, 'node_modules', 'keytar');
const built = () => existsSync(join(keytarDir, 'build', 'Release', 'keytar.node'));

function lockedVersion(name) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  return lock.packages?.[`node_modules/${name}`]?.version ?? null;
}

const HELP =
  'The keychain tests need keytar built against libsecret. Install the build tools and libsecret\n' +
  '(sudo apt-get install -y libsecret-1-dev build-essential python3), then run: npm rebuild keytar';

/** True when keytar is built (or was put back and built now); otherwise says what to install. */
export function ensureKeytar() {
  if (built()) return true;
  if (existsSync(join(keytarDir, 'package.json'))) {
    // npm kept the package but its build failed (libsecret came later): build it now.
    const r = spawnSync('npm', ['rebuild', 'keytar'], { cwd: root, stdio: 'inherit' });
    if (r.status === 0 && built()) return true;
    console.error(HELP);
    return false;
  }
  const version = lockedVersion('keytar');
  if (!version) {
    console.error(`keytar is not in package-lock.json. ${HELP}`);
    return false;
  }
  console.log(
    `npm left out keytar at install (libsecret was missing then): installing keytar@${version} now…`,
  );
  // Built in a scratch project so npm does not re-plan the app's own tree; then only keytar is copied.
  const scratch = mkdtempSync(join(tmpdir(), 'kontera-keytar-'));
  try {
    writeFileSync(
      join(scratch, 'package.json'),
      JSON.stringify({ name: 'kontera-keytar-build', private: true, version: '0.0.0' }),
    );
    const addonApi = lockedVersion('node-addon-api');
    const install = spawnSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--ignore-scripts',
        `keytar@${version}`,
        ...(addonApi ? [`node-addon-api@${addonApi}`] : []),
      ],
      { cwd: scratch, stdio: 'inherit' },
    );
    if (install.status !== 0) {
      console.error(`Fetching keytar@${version} from the npm registry failed. ${HELP}`);
      return false;
    }
    // Built from source against this machine's libsecret: prebuild-install is told not to download.
    const build = spawnSync('npm', ['rebuild', 'keytar'], {
      cwd: scratch,
      stdio: 'inherit',
      env: { ...process.env, npm_config_build_from_source: 'true' },
    });
    if (
      build.status !== 0 ||
      !existsSync(join(scratch, 'node_modules', 'keytar', 'build', 'Release', 'keytar.node'))
    ) {
      console.error(`Building keytar@${version} failed. ${HELP}`);
      return false;
    }
    rmSync(keytarDir, { recursive: true, force: true });
    cpSync(join(scratch, 'node_modules', 'keytar'), keytarDir, { recursive: true });
    return built();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
