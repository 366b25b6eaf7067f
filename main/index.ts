// The Electron shell: window, secure web preferences, IPC registration, app lifecycle. This file and
// preload/index.ts are the only ones that import `electron`; everything else runs under plain Node.
import { app, BrowserWindow, dialog, ipcMain, session, shell } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KonteraApp, type FileDialogs } from './app';
import { dispatch } from './handlers/dispatch';
import { handlersFor } from './handlers';
import { CONTENT_SECURITY_POLICY } from './util/csp';

const here = dirname(fileURLToPath(import.meta.url));
let kontera: KonteraApp | undefined;
let window: BrowserWindow | undefined;

function openExternalSafely(url: string): void {
  // Only web links leave the app, and only to the system browser.
  if (/^https:\/\//i.test(url)) void shell.openExternal(url);
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Kontera',
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  win.once('ready-to-show', () => win.show());
  // No navigation away from the app and no new windows: https links open in the system browser.
  win.webContents.setWindowOpenHandler(({ url }) => {
    openExternalSafely(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (url !== win.webContents.getURL()) {
      event.preventDefault();
      openExternalSafely(url);
    }
  });
  const devUrl = process.env.ELECTRON_RENDERER_URL;
  if (devUrl) void win.loadURL(devUrl);
  else void win.loadFile(join(here, '../renderer/index.html'));
  return win;
}

/** Native open and save dialogs, attached to Kontera's window; the window gets back only the chosen paths. */
const dialogs: FileDialogs = {
  async open({ title, folder, multiple, filters }) {
    const options: Electron.OpenDialogOptions = {
      title,
      filters,
      properties: [
        folder ? 'openDirectory' : 'openFile',
        ...(multiple ? (['multiSelections'] as const) : []),
      ],
    };
    const parent = window && !window.isDestroyed() ? window : undefined;
    const r = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
    return r.canceled ? [] : r.filePaths;
  },
  async save({ title, defaultName, filters }) {
    const options: Electron.SaveDialogOptions = {
      title,
      defaultPath: join(app.getPath('documents'), defaultName),
      filters,
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    };
    const parent = window && !window.isDestroyed() ? window : undefined;
    const r = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
    return r.canceled || !r.filePath ? null : r.filePath;
  },
};

async function boot(): Promise<void> {
  await app.whenReady();
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

  kontera = await KonteraApp.open({ dataDir: app.getPath('userData'), host: 'electron', dialogs });
  const core = kontera;
  ipcMain.handle('kontera:call', (_event, name: unknown, args: unknown) =>
    dispatch(handlersFor(core), typeof name === 'string' ? name : '', args, core.log),
  );
  core.events.subscribe((name, payload) => {
    if (window && !window.isDestroyed()) window.webContents.send('kontera:event', name, payload);
  });
  window = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) window = createWindow();
  });
}

// One Kontera at a time: a second start focuses the first window (two writers on one database and
// one outbox would risk sending an example twice).
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    void kontera?.close();
  });
  boot().catch((err: unknown) => {
    console.error('Kontera could not start:', err instanceof Error ? err.message : err);
    app.exit(1);
  });
}
