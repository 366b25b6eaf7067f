import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { KonteraApp, type FileDialogs } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { tempDir } from '../helpers/tmp';

// Electron itself cannot run here: the shell's native dialogs are stood in for by a recorder, which
// is what the shell hands KonteraApp. What is checked is main's side: which dialog each chooser
// asks for, and that a browser host never gets dialogs even when offered some.
const tmp = tempDir('kontera-files-');
const asked: unknown[] = [];
const dialogs: FileDialogs = {
  open: (o) => {
    asked.push(o);
    return Promise.resolve(o.folder ? ['/home/bogholder/Scans'] : ['/home/bogholder/posteringer.csv']);
  },
  save: (o) => {
    asked.push(o);
    // As a desktop does when the bookkeeper types a name without its extension.
    return Promise.resolve(`/home/bogholder/${o.defaultName.replace(/\.pb$/, '')}`);
  },
};
let desktop: KonteraApp;
let browser: KonteraApp;
const open = (host: 'electron' | 'browser') =>
  KonteraApp.open({
    dataDir: join(tmp.path, host),
    host,
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
    dialogs,
    watchRoots: [join(tmp.path, 'Scans')],
  });

beforeAll(async () => {
  desktop = await open('electron');
  browser = await open('browser');
});
afterAll(async () => {
  await desktop.close();
  await browser.close();
  tmp.remove();
});

describe('file choosers', () => {
  it('the desktop app opens a CSV chooser for history, a folder chooser for the watched folder, a save dialog for a dataset', async () => {
    const handlers = handlersFor(desktop);
    expect(await dispatch(handlers, 'files.open', { purpose: 'history' })).toEqual({
      ok: true,
      value: ['/home/bogholder/posteringer.csv'],
    });
    expect(await dispatch(handlers, 'files.open', { purpose: 'watch-folder', title: 'Vælg mappen' })).toEqual(
      {
        ok: true,
        value: ['/home/bogholder/Scans'],
      },
    );
    expect(
      await dispatch(handlers, 'files.save', { purpose: 'dataset', name: 'acme.invoice-line.pb' }),
    ).toEqual({ ok: true, value: '/home/bogholder/acme.invoice-line.pb' });
    expect(asked).toEqual([
      expect.objectContaining({
        folder: false,
        multiple: false,
        filters: [expect.objectContaining({ extensions: ['csv', 'txt'] })],
      }),
      expect.objectContaining({ folder: true, title: 'Vælg mappen' }),
      expect.objectContaining({
        defaultName: 'acme.invoice-line.pb',
        filters: [{ name: 'Datasets', extensions: ['pb'] }],
      }),
    ]);
  });

  it('the browser host has no dialogs, even when offered some', async () => {
    expect(browser.dialogs).toBeNull();
    asked.length = 0;
    const r = await dispatch(handlersFor(browser), 'files.open', { purpose: 'history' });
    expect(r).toMatchObject({ ok: false, error: { code: 'not_allowed' } });
    expect(asked).toEqual([]);
  });

  it('the watched folder is chosen, not typed: any folder by dialog on the desktop, a launch folder in the browser', async () => {
    expect(await dispatch(handlersFor(desktop), 'watch.folders', undefined)).toEqual({
      ok: true,
      value: null,
    });
    expect(await dispatch(handlersFor(browser), 'watch.folders', undefined)).toEqual({
      ok: true,
      value: [join(tmp.path, 'Scans')],
    });
  });
});
