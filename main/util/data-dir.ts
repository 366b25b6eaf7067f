import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where Kontera keeps its data outside Electron: the same folder Electron's `userData` uses for an
 * app named "kontera", so the CLI, the browser host and the desktop app share one database.
 * KONTERA_DATA overrides it (tests, a second set of books).
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.KONTERA_DATA) return env.KONTERA_DATA;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'kontera');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'kontera');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'kontera');
}
