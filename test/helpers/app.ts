import { afterEach, beforeEach } from 'vitest';
import { KonteraApp, type AppOptions } from '../../main/app';
import { tempDir, type TempDir } from './tmp';
import { callOk } from './call';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import type { Result } from '../../preload/api';

/** The app of the running test, its data folder, and its handlers called as the window calls them. */
export type TestApp = {
  readonly app: KonteraApp;
  readonly dir: TempDir;
  /** Calls a handler; an error result fails the test with its code and message. */
  call: <T>(name: string, args?: unknown) => Promise<T>;
  /** Calls a handler and returns its result as the window gets it, errors included. */
  result: (name: string, args?: unknown) => Promise<Result<unknown>>;
  /** Closes the app and opens it again on the same data, as a restart does. */
  reopen: (options?: Partial<AppOptions>) => Promise<KonteraApp>;
};

/**
 * A fresh app in its own temp folder for each test of the enclosing describe (browser host, quiet
 * log, its own keychain service so a user's tokens are never touched), closed and removed after it.
 * The set-up most handler tests repeated word for word.
 */
export function useTestApp(
  options: Omit<AppOptions, 'dataDir' | 'host'> & { keychainService: string },
): TestApp {
  let current: { app: KonteraApp; dir: TempDir } | undefined;
  const now = () => {
    if (!current) throw new Error('the test app is open only inside a test');
    return current;
  };
  const open = (dir: TempDir, more?: Partial<AppOptions>) =>
    KonteraApp.open({ host: 'browser', log: () => {}, ...options, ...more, dataDir: dir.path });
  beforeEach(async () => {
    const dir = tempDir();
    current = { app: await open(dir), dir };
  });
  afterEach(async () => {
    const last = current;
    current = undefined;
    await last?.app.close();
    last?.dir.remove();
  });
  return {
    get app() {
      return now().app;
    },
    get dir() {
      return now().dir;
    },
    call: (name, args) => callOk(now().app, name, args),
    result: (name, args) => dispatch(handlersFor(now().app), name, args),
    reopen: async (more) => {
      const { app, dir } = now();
      await app.close();
      current = { app: await open(dir, more), dir };
      return current.app;
    },
  };
}
