import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { KonteraApp, type AppOptions } from '../../main/app';
import { startHost, type RunningHost } from '../../main/host/server';
import { tempDir, type TempDir } from './tmp';

/** The browser host of the running test file, reached over HTTP as the window reaches it. */
export type TestHost = {
  /** The file's temp folder: there from the start, so set-up may name paths in it. */
  readonly dir: TempDir;
  readonly app: KonteraApp;
  readonly url: string;
  /** The printed URL, the launch secret in it. */
  readonly openUrl: string;
  readonly secret: string;
  readonly port: number;
  /** POSTs `body` to a call as it stands, with no secret unless `headers` bring one. */
  post: (name: string, body: string, headers?: Record<string, string>) => Promise<Response>;
  /** Calls a handler with the launch secret and returns the JSON the host answered, errors included. */
  send: <T = unknown>(name: string, args: unknown) => Promise<T>;
};

export type BrowserHostOptions = {
  /** The temp folder's name prefix, so a leftover folder says which file left it. */
  prefix?: string;
  /** Writes what the test needs before the app opens; the renderer folder already has its index.html. */
  prepare?: (dir: TempDir, rendererDir: string) => void;
  /** More app options (log, watch roots); given the folder so they may name paths in it. */
  app?: (dir: TempDir) => Partial<Omit<AppOptions, 'dataDir' | 'host'>>;
};

/**
 * One app behind the real browser host for all tests of the file (a built renderer of one page,
 * its own keychain service so a user's tokens are never touched, no engine), closed and removed
 * after them. The set-up the host tests had each written out.
 */
export function useBrowserHost(options: BrowserHostOptions = {}): TestHost {
  const dir = tempDir(options.prefix);
  let current: { app: KonteraApp; host: RunningHost } | undefined;
  const now = () => {
    if (!current) throw new Error('the browser host runs only inside the tests of its file');
    return current;
  };
  beforeAll(async () => {
    const rendererDir = join(dir.path, 'renderer');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Kontera</title>');
    options.prepare?.(dir, rendererDir);
    const app = await KonteraApp.open({
      keychainService: `kontera-test-${randomUUID()}`,
      startEngine: false,
      log: () => {},
      ...options.app?.(dir),
      dataDir: join(dir.path, 'data'),
      host: 'browser',
    });
    current = { app, host: await startHost({ app, rendererDir }) };
  });
  afterAll(async () => {
    const last = current;
    current = undefined;
    await last?.host.close();
    await last?.app.close();
    dir.remove();
  });
  const post = (name: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${now().host.url}/api/call/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  return {
    dir,
    get app() {
      return now().app;
    },
    get url() {
      return now().host.url;
    },
    get openUrl() {
      return now().host.openUrl;
    },
    get secret() {
      return now().host.secret;
    },
    get port() {
      return Number(new URL(now().host.url).port);
    },
    post,
    send: async <T>(name: string, args: unknown) => {
      const res = await post(name, JSON.stringify({ args }), { 'x-kontera-secret': now().host.secret });
      return (await res.json()) as T;
    },
  };
}
