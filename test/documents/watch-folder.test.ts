import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import type { BankImportView, BankListView, DocumentView, WatchStatusView } from '../../preload/api';
import { tempDir } from '../helpers/tmp';
import { callOk } from '../helpers/call';
import { until } from '../helpers/until';

// The watched folder through the real handler table: a real SQLite file, a real folder that files
// are written to (slowly, by rename, hidden), fs.watch and the rescan, across a restart.

const tmp = tempDir('kontera-watch-');
const dataDir = join(tmp.path, 'data');
const camt = readFileSync(join(import.meta.dirname, '..', 'bank', 'fixtures', 'camt053-sample.xml'));
const SETTLE_MS = 300;
let app: KonteraApp;
let companyId: number;
let folder: string;
/** When each document name first appeared in a documents.changed event. */
const firstSeen = new Map<string, number>();

async function openApp(): Promise<KonteraApp> {
  const a = await KonteraApp.open({
    dataDir,
    // The desktop app: the browser host watches only folders named at launch (test/hardening).
    host: 'electron',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
    log: () => {},
    watch: { settleMs: SETTLE_MS, pollMs: 400 },
  });
  a.events.subscribe((name, payload) => {
    if (name !== 'documents.changed') return;
    const d = payload as DocumentView;
    if (!firstSeen.has(d.name)) firstSeen.set(d.name, Date.now());
  });
  return a;
}

const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);
async function failure(name: string, args?: unknown): Promise<{ code: string; message: string }> {
  const res = await dispatch(handlersFor(app), name, args);
  expect(res.ok).toBe(false);
  return (res as { ok: false; error: { code: string; message: string } }).error;
}

async function pdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  // Some padding so a slow copy takes several writes.
  page.drawText('x'.repeat(200), { x: 50, y: 700, size: 6 });
  return doc.save({ useObjectStreams: false });
}

const docs = () => call<DocumentView[]>('documents.list', { companyId });
const names = async () => (await docs()).map((d) => d.name).sort();
const status = () => call<WatchStatusView>('watch.get', { companyId });

beforeAll(async () => {
  app = await openApp();
  companyId = (await call<{ id: number }>('companies.create', { name: 'Watch ApS' })).id;
  folder = join(tmp.path, 'Scans');
  mkdirSync(folder);
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

describe('watched folder', () => {
  it('refuses a path that is not a readable folder, saying what is wrong', async () => {
    const missing = await failure('watch.set', { companyId, path: join(tmp.path, 'nope') });
    expect(missing.code).toBe('folder_missing');
    expect(missing.message).toBe(
      `The folder ${join(tmp.path, 'nope')} does not exist. Check the path, or create the folder first.`,
    );

    const file = join(tmp.path, 'a-file.txt');
    writeFileSync(file, 'hello');
    const notFolder = await failure('watch.set', { companyId, path: file });
    expect(notFolder.code).toBe('folder_not_folder');
    expect(notFolder.message).toContain(`${file} is a file, not a folder`);

    expect((await failure('watch.set', { companyId, path: 'Scans' })).code).toBe('folder_not_absolute');
    expect((await failure('watch.set', { companyId, path: '   ' })).code).toBe('invalid_argument');
    expect((await failure('watch.set', { companyId: 9999, path: folder })).code).toBe('not_found');
    // Nothing was stored by the refused calls.
    expect(await status()).toMatchObject({ path: null, state: 'off' });
  });

  it('refuses a folder it cannot read, saying what to do', async () => {
    // Two links that point at each other: no one can open this path, not even root (CI runs as root).
    const loop = join(tmp.path, 'loop-a');
    symlinkSync(join(tmp.path, 'loop-b'), loop);
    symlinkSync(loop, join(tmp.path, 'loop-b'));
    const looped = await failure('watch.set', { companyId, path: loop });
    expect(looped.code).toBe('folder_unreadable');
    expect(looped.message).toBe(
      `Kontera may not read the folder ${loop}. Give your user read access to it, or choose another folder.`,
    );

    // A folder without read permission: root reads it anyway, so this half needs an ordinary user.
    if (process.getuid?.() !== 0) {
      const locked = join(tmp.path, 'locked');
      mkdirSync(locked);
      chmodSync(locked, 0o000);
      try {
        expect((await failure('watch.set', { companyId, path: locked })).code).toBe('folder_unreadable');
      } finally {
        chmodSync(locked, 0o755);
      }
    }
    expect(await status()).toMatchObject({ path: null, state: 'off' });
  });

  it('imports the files already in the folder: documents to the inbox, a camt.053 statement to the bank', async () => {
    writeFileSync(join(folder, 'invoice-a.pdf'), await pdf('Invoice A 1001'));
    writeFileSync(join(folder, 'march.xml'), camt);
    writeFileSync(join(folder, 'notes.txt'), 'call the bank on monday');
    const set = await call<WatchStatusView>('watch.set', { companyId, path: `${folder}/` });
    expect(set).toMatchObject({ path: folder, state: 'watching' });
    expect(set.message).toContain(`Watching ${folder}`);

    await until('both imported', async () => (await status()).importedCount === 2);
    expect(await names()).toEqual(['invoice-a.pdf']);
    const bank = await call<BankListView>('bank.list', { companyId, state: 'all' });
    expect(bank.total).toBe(4);
    expect(bank.entries.every((e) => e.sourceFile === 'march.xml' && e.source === 'camt053')).toBe(true);

    const s = await until('notes skipped', async () => {
      const v = await status();
      return v.recent.some((r) => r.name === 'notes.txt') && v;
    });
    expect(s.recent.find((r) => r.name === 'march.xml')).toMatchObject({
      kind: 'bank',
      outcome: 'imported',
      detail: '4 bank entries imported; 1 left out (entry 5: status PDNG (not booked yet), left out).',
    });
    expect(s.recent.find((r) => r.name === 'invoice-a.pdf')).toMatchObject({
      kind: 'document',
      outcome: 'imported',
    });
    expect(s.recent.find((r) => r.name === 'notes.txt')).toMatchObject({ kind: null, outcome: 'skipped' });
    await app.documents.idle();
    expect((await docs())[0]).toMatchObject({ state: 'ready', kind: 'pdf-text' });
  });

  it('imports a slowly written file once, only after the last byte is written', async () => {
    const bytes = await pdf('Invoice B 2002, written slowly');
    const target = join(folder, 'invoice-b.pdf');
    const file = await open(target, 'w');
    const step = Math.ceil(bytes.length / 8);
    for (let at = 0; at < bytes.length; at += step) {
      await file.write(bytes, at, Math.min(step, bytes.length - at), at);
      await file.sync();
      // Pauses shorter than the settle time, as a slow network copy does.
      await sleep(SETTLE_MS / 2);
    }
    await file.close();
    const done = Date.now();
    await until('invoice-b imported', async () => (await names()).includes('invoice-b.pdf'));
    expect(firstSeen.get('invoice-b.pdf')).toBeGreaterThanOrEqual(done);
    await app.documents.idle();
    const b = (await docs()).find((d) => d.name === 'invoice-b.pdf');
    expect(b).toMatchObject({ size: bytes.length, state: 'ready', failure: null });
  });

  it('does not import a file twice: more change events, a rescan, setting the folder again, a copy', async () => {
    const before = await docs();
    const imported = (await status()).importedCount;
    // Change events in the folder without a new file, and the same folder set again (a full rescan).
    writeFileSync(join(folder, '.touch'), 'x');
    rmSync(join(folder, '.touch'));
    await call('watch.set', { companyId, path: folder });
    // A copy of an imported invoice under another name is recognised by its content.
    copyFileSync(join(folder, 'invoice-a.pdf'), join(folder, 'invoice-a (1).pdf'));
    const s = await until('copy seen', async () => {
      const v = await status();
      return v.recent.some((r) => r.name === 'invoice-a (1).pdf') && v;
    });
    expect(s.recent.find((r) => r.name === 'invoice-a (1).pdf')).toMatchObject({
      outcome: 'duplicate',
      detail: 'Already in the inbox as invoice-a.pdf.',
    });
    await sleep(SETTLE_MS * 3);
    expect(await docs()).toEqual(before);
    expect((await status()).importedCount).toBe(imported);
    expect((await call<BankListView>('bank.list', { companyId, state: 'all' })).total).toBe(4);
  });

  it('ignores hidden and temporary files, and imports a file once it is renamed to its final name', async () => {
    const bytes = await pdf('Invoice C 3003');
    writeFileSync(join(folder, '.invoice-hidden.pdf'), await pdf('hidden'));
    writeFileSync(join(folder, '~$invoice.pdf'), await pdf('office lock'));
    writeFileSync(join(folder, 'invoice-c.pdf.part'), bytes);
    writeFileSync(join(folder, 'download.crdownload'), await pdf('browser download'));
    await sleep(SETTLE_MS * 4);
    expect(await names()).toEqual(['invoice-a.pdf', 'invoice-b.pdf']);
    expect((await status()).recent.map((r) => r.name)).not.toContain('invoice-c.pdf.part');

    renameSync(join(folder, 'invoice-c.pdf.part'), join(folder, 'invoice-c.pdf'));
    await until('invoice-c imported', async () => (await names()).includes('invoice-c.pdf'));
    expect(
      (await status()).recent
        .map((r) => r.name)
        .filter((n) => n.includes('hidden') || n.startsWith('~') || n.endsWith('.crdownload')),
    ).toEqual([]);
  });

  it('keeps a CSV statement waiting until the company has a column mapping, then imports it', async () => {
    const csv = [
      'Date;Text;Amount',
      '02.04.2024;Husleje april;-12.500,00',
      '03.04.2024;Indbetaling;3.000,00',
    ].join('\n');
    writeFileSync(join(folder, 'bank-april.csv'), csv);
    await until('csv waiting', async () => (await status()).waiting.includes('bank-april.csv'));
    expect((await call<BankListView>('bank.list', { companyId, state: 'all' })).total).toBe(4);

    // The bookkeeper imports one CSV from this bank by hand (the mapping step), elsewhere.
    const byHand = join(tmp.path, 'bank-march.csv');
    writeFileSync(byHand, ['Date;Text;Amount', '02.03.2024;Husleje marts;-12.500,00'].join('\n'));
    const mapping = {
      decimal: ',',
      dateFormat: 'DD.MM.YYYY',
      currency: 'DKK',
      columns: { date: 'Date', text: 'Text', amount: 'Amount' },
    };
    expect(await call<BankImportView>('bank.import', { companyId, path: byHand, mapping })).toMatchObject({
      imported: 1,
    });

    const s = await until('csv imported', async () => {
      const v = await status();
      return v.recent.some((r) => r.name === 'bank-april.csv') && v;
    });
    expect(s.waiting).toEqual([]);
    expect(s.recent.find((r) => r.name === 'bank-april.csv')).toMatchObject({
      kind: 'bank',
      outcome: 'imported',
      detail: '2 bank entries imported.',
    });
    expect((await call<BankListView>('bank.list', { companyId, state: 'all' })).total).toBe(7);
  });

  it('says so when the folder vanishes, and watches it again when it is back', async () => {
    const moved = join(tmp.path, 'Scans-moved');
    renameSync(folder, moved);
    const gone = await until('missing state', async () => {
      const v = await status();
      return v.state === 'missing' && v;
    });
    expect(gone.message).toContain(`The folder ${folder} is not there`);

    renameSync(moved, folder);
    writeFileSync(join(folder, 'invoice-d.pdf'), await pdf('Invoice D 4004'));
    await until('invoice-d imported', async () => (await names()).includes('invoice-d.pdf'));
    expect((await status()).state).toBe('watching');
    // Files from before the move were not imported again.
    expect(await names()).toEqual(['invoice-a.pdf', 'invoice-b.pdf', 'invoice-c.pdf', 'invoice-d.pdf']);
  });

  it('picks up files that arrived while Kontera was closed, without importing the others again', async () => {
    await app.close();
    writeFileSync(join(folder, 'invoice-e.pdf'), await pdf('Invoice E 5005'));
    app = await openApp();
    await until('invoice-e imported', async () => (await names()).includes('invoice-e.pdf'));
    await sleep(SETTLE_MS * 3);
    expect(await names()).toEqual([
      'invoice-a.pdf',
      'invoice-b.pdf',
      'invoice-c.pdf',
      'invoice-d.pdf',
      'invoice-e.pdf',
    ]);
    expect((await call<BankListView>('bank.list', { companyId, state: 'all' })).total).toBe(7);
    expect(await status()).toMatchObject({ path: folder, state: 'watching' });
  });

  it('gives each company its own folder, and stops watching when cleared', async () => {
    const other = (await call<{ id: number }>('companies.create', { name: 'Other ApS' })).id;
    const taken = await failure('watch.set', { companyId: other, path: folder });
    expect(taken).toMatchObject({ code: 'folder_in_use' });
    expect(taken.message).toContain('Watch ApS');

    expect(await call<WatchStatusView>('watch.clear', { companyId })).toMatchObject({
      path: null,
      state: 'off',
    });
    writeFileSync(join(folder, 'invoice-f.pdf'), await pdf('Invoice F 6006'));
    await sleep(SETTLE_MS * 4);
    expect(await names()).not.toContain('invoice-f.pdf');
  });
});
