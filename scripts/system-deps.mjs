// System packages Kontera's tests need beyond Node: the keychain (libsecret, gnome-keyring, D-Bus),
// Chromium for end-to-end tests, protoc to check our .pb files with an independent decoder, and a
// monospaced font to draw till receipts for the receipt OCR tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const APT_PACKAGES = [
  'libsecret-1-dev',
  'gnome-keyring',
  'dbus',
  'dbus-x11',
  'chromium',
  'protobuf-compiler',
  'build-essential',
  'python3',
  'fonts-dejavu-core',
];

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

export function missingSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/include/libsecret-1/libsecret/secret.h')) missing.push('libsecret-1-dev');
  if (!has('gnome-keyring-daemon')) missing.push('gnome-keyring');
  if (!has('dbus-run-session')) missing.push('dbus', 'dbus-x11');
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!has('protoc')) missing.push('protobuf-compiler');
  if (!existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf')) missing.push('fonts-dejavu-core');
  return missing;
}

/** Installs what is missing where we may (root with apt-get), else says exactly what to install. */
export function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return true;
  const canInstall = process.getuid?.() === 0 && has('apt-get');
  if (!canInstall) {
    console.error(
      `Kontera's tests need these system packages: ${missing.join(' ')}.\nInstall them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    return false;
  }
  console.log(`Installing system packages the tests need: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  return update.status === 0 && install.status === 0;
}
