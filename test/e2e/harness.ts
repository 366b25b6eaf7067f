import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import { startHost, type RunningHost } from '../../main/host/server';
import { appRoot } from '../../main/util/paths';
import { tempDir } from '../helpers/tmp';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Kontera = {
  app: KonteraApp;
  host: RunningHost;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  dataDir: string;
  /** Every response body the page received from the host, for "nothing secret leaked" checks. */
  responses: string[];
  close(): Promise<void>;
};

/**
 * The real app in Debian's Chromium: a fresh data folder, the real main services and local engine,
 * the browser host serving the built renderer (npm run test:e2e builds it first).
 */
export async function launchKontera(
  options: { keychainService?: string; startEngine?: boolean; locale?: string; watchRoots?: string[] } = {},
): Promise<Kontera> {
  const rendererDir = join(appRoot(), 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html')))
    throw new Error('Build the renderer first: npx electron-vite build');
  const dir = tempDir('kontera-e2e-');
  const app = await KonteraApp.open({
    dataDir: dir.path,
    host: 'browser',
    keychainService: options.keychainService ?? `kontera-e2e-${randomUUID()}`,
    startEngine: options.startEngine ?? true,
    // The folders `kontera serve --watch-folder` would name: the only ones the browser may watch.
    ...(options.watchRoots ? { watchRoots: options.watchRoots } : {}),
  });
  const host = await startHost({ app, rendererDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  // The window's language follows the browser's locale: English unless a test asks for another.
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: { width: 1280, height: 820 },
  });
  const page = await context.newPage();
  const responses: string[] = [];
  page.on('response', (res) => {
    res
      .text()
      .then((t) => responses.push(t))
      .catch(() => {});
  });
  await page.goto(host.openUrl);
  return {
    app,
    host,
    browser,
    context,
    page,
    dataDir: dir.path,
    responses,
    close: async () => {
      await browser.close();
      await host.close();
      await app.close();
      dir.remove();
    },
  };
}
