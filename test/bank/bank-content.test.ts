import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { resourcesDir } from '../../main/util/paths';
import type { BankCsvPreviewView, BankImportView, BankListView } from '../../preload/contract/bank';
import { tempDir } from '../helpers/tmp';
import { callOk } from '../helpers/call';

// Statements picked in the browser arrive as bytes (no paths there): they must end up in the same
// bank_entries table as a picked file, and booking an entry marks it booked.
const b64 = (file: string) => readFileSync(file).toString('base64');
const demoCsv = resourcesDir('demo', 'bank-statement-2026-11.csv');
const camt = join(import.meta.dirname, 'fixtures', 'camt053-sample.xml');
const tmp = tempDir('kontera-bank-content-');
let app: KonteraApp;
let companyId: number;

const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);

beforeAll(async () => {
  app = await KonteraApp.open({
    dataDir: join(tmp.path, 'data'),
    host: 'browser',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
  });
  companyId = (await call<{ id: number }>('companies.create', { name: 'Content ApS' })).id;
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

describe('bank statements from the browser (content, not a path)', () => {
  it('imports a camt.053 file by content, lists it, and booking an entry with its id marks it booked', async () => {
    const result = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'march.xml',
      contentBase64: b64(camt),
    });
    expect(result).toMatchObject({
      format: 'camt053',
      imported: 4,
      alreadyThere: 0,
      account: 'DK5000400440116243',
    });
    const again = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'march.xml',
      contentBase64: b64(camt),
    });
    expect(again).toMatchObject({ imported: 0, alreadyThere: 4 });

    const open = await call<BankListView>('bank.list', { companyId });
    expect(open.total).toBe(4);
    expect(open.entries.every((e) => e.state === 'open' && e.sourceFile === 'march.xml')).toBe(true);
    const fee = open.entries.find((e) => e.text.startsWith('Office Supplies'))!;

    await call('booking.acceptEntry', {
      companyId,
      ref: `bank-entry:${fee.id}`,
      entry: { date: fee.date, text: fee.text, amount: fee.amount, currency: fee.currency },
      targets: { accountNumber: '2800', entryType: '1' },
      bankEntryId: fee.id,
    });
    const booked = await call<BankListView>('bank.list', { companyId, state: 'booked' });
    expect(booked.entries.map((e) => e.id)).toEqual([fee.id]);
    expect(booked.entries[0]?.bookedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect((await call<BankListView>('bank.list', { companyId })).total).toBe(3);
  });

  it('previews a Danish CSV by content with a guessed mapping, checks another mapping, and imports it', async () => {
    const preview = await call<BankCsvPreviewView>('bank.previewCsv', {
      companyId,
      name: 'bank-statement-2026-11.csv',
      contentBase64: b64(demoCsv),
    });
    expect(preview).toMatchObject({
      delimiter: ';',
      headers: ['Dato', 'Tekst', 'Beløb', 'Saldo'],
      remembered: false,
      mapping: {
        columns: { date: 'Dato', text: 'Tekst', amount: 'Beløb' },
        decimal: ',',
        dateFormat: 'DD-MM-YYYY',
        currency: 'DKK',
      },
    });
    expect(preview.check).toMatchObject({ entryCount: 8, problemCount: 0, error: null });
    expect(preview.check.entries[0]).toEqual({
      date: '2026-11-02',
      text: 'Gebyr kontoførelse',
      amount: -70.79,
      currency: 'DKK',
      reference: null,
    });

    // A wrong date format is reported row by row, before anything is imported.
    const wrong = await call<BankCsvPreviewView>('bank.previewCsv', {
      companyId,
      name: 'bank-statement-2026-11.csv',
      contentBase64: b64(demoCsv),
      mapping: { ...preview.mapping, dateFormat: 'YYYY-MM-DD' },
    });
    expect(wrong.check).toMatchObject({ entryCount: 0, problemCount: 8, error: null });
    const noCurrency = await call<BankCsvPreviewView>('bank.previewCsv', {
      companyId,
      name: 'x.csv',
      contentBase64: b64(demoCsv),
      mapping: { columns: preview.mapping.columns },
    });
    expect(noCurrency.check.error).toMatch(/currency/);
    expect((await call<BankListView>('bank.list', { companyId, state: 'all' })).total).toBe(4);

    const imported = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'bank-statement-2026-11.csv',
      contentBase64: b64(demoCsv),
      mapping: preview.mapping,
    });
    expect(imported).toMatchObject({ format: 'csv', imported: 8, alreadyThere: 0, problemCount: 0 });
    // The mapping is remembered: the next preview starts from it, and an import needs none.
    const next = await call<BankCsvPreviewView>('bank.previewCsv', {
      companyId,
      name: 'dec.csv',
      contentBase64: b64(demoCsv),
    });
    expect(next.remembered).toBe(true);
    expect(
      await call<BankImportView>('bank.importContent', {
        companyId,
        name: 'dec.csv',
        contentBase64: b64(demoCsv),
      }),
    ).toMatchObject({
      imported: 0,
      alreadyThere: 8,
    });
    const all = await call<BankListView>('bank.list', { companyId, state: 'all' });
    expect(all.total).toBe(12);
    expect(all.entries[0]).toMatchObject({
      source: 'csv',
      sourceFile: 'bank-statement-2026-11.csv',
      state: 'open',
    });
  });

  it('refuses content that is not base64, empty, or neither path nor content, with a plain message', async () => {
    const notB64 = await dispatch(handlersFor(app), 'bank.importContent', {
      companyId,
      name: 'a.csv',
      contentBase64: 'not base64!',
    });
    expect(notB64).toMatchObject({ ok: false, error: { message: expect.stringMatching(/base64/) } });
    const empty = await dispatch(handlersFor(app), 'bank.importContent', {
      companyId,
      name: 'a.csv',
      contentBase64: '',
    });
    expect(empty).toMatchObject({ ok: false, error: { message: expect.stringMatching(/empty/) } });
    const neither = await dispatch(handlersFor(app), 'bank.previewCsv', { companyId });
    expect(neither).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/path, its name and content, or the waiting statement/) },
    });
    const odd = await dispatch(handlersFor(app), 'bank.importContent', {
      companyId,
      name: '../../etc/passwd',
      contentBase64: Buffer.from('<Document/>').toString('base64'),
    });
    expect(odd.ok).toBe(false);
    if (!odd.ok) expect(odd.error.message).not.toMatch(/kontera-statement-|\/tmp\//);
  });
});
