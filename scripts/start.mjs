// `npm start`: the desktop app where Electron's runtime is installed, otherwise the browser host.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureAbi, root } from './native-abi.mjs';

/** The installed Electron runtime, or null. Never triggers the electron package's lazy download. */
function electronBinary() {
  const pkg = join(root, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const exe = readFileSync(pathFile, 'utf8').trim();
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkg, 'dist');
  const full = join(dist, exe);
  return existsSync(full) ? full : null;
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The electron package fetches its runtime on first use. Try that once, quietly: on a machine that
 * cannot reach the download (like our build machines) it fails fast and we fall back to the browser.
 */
function tryInstallElectron() {
  if (process.env.KONTERA_NO_ELECTRON_DOWNLOAD) return null;
  const installer = join(root, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer)) return null;
  spawnSync(process.execPath, [installer], { cwd: root, stdio: 'ignore', timeout: 180_000 });
  return electronBinary();
}

const electron = electronBinary() ?? tryInstallElectron();
run('npx', ['electron-vite', 'build']);

if (electron) {
  ensureAbi('electron');
  const child = spawn(electron, ['.'], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(
    'The Electron runtime is not installed on this computer, so Kontera opens in your web browser instead (open the address below).',
  );
  ensureAbi('node');
  const child = spawn(
    process.execPath,
    [join(root, 'bin', 'kontera.mjs'), 'serve', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}
