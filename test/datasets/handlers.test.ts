import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import type {
  TrainingStatusView,
  UploadResultView,
  ImportResultView,
  CsvPreviewView,
  ExportResultView,
  StorageView,
} from '../../preload/contract/datasets';
import { kontera } from '../../main/datasets/generated/dataset';
import { EIL_MAPPING } from './helpers';
import { tempDir } from '../helpers/tmp';
import { startS3 } from './s3-server';
import { callOk } from '../helpers/call';

const tmp = tempDir('kontera-ds-app-');
const service = `kontera-test-${randomUUID()}`;
let app: KonteraApp;
let companyId: number;

const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);

// A history with two accounts and two VAT codes that depend on the text, so the engine has something to learn.
function historyCsv(lines: number): string {
  const rows = ['Date;Supplier;Supplier name;Text;Amount;Currency;Account;VAT'];
  for (let i = 0; i < lines; i++) {
    const paper = i % 2 === 0;
    rows.push(
      `0${(i % 9) + 1}.03.2024;${paper ? 1001 : 1002};${paper ? 'Office' : 'Cafe'};${paper ? 'Printer paper' : 'Coffee beans'} ${i};${i},00;DKK;${paper ? 4010 : 4020};${paper ? 'I25' : 'I0'}`,
    );
  }
  return rows.join('\n');
}

beforeAll(async () => {
  app = await KonteraApp.open({
    dataDir: join(tmp.path, 'data'),
    host: 'electron',
    keychainService: service,
  });
  companyId = (await call<{ id: number }>('companies.create', { name: 'Acme ApS' })).id;
});
afterAll(async () => {
  await app.keychain.delete('staging', 'storage').catch(() => false);
  await app.close();
  tmp.remove();
});

describe('datasets through the renderer contract', () => {
  it('previews a CSV with a guessed mapping, imports it, and remembers the mapping', async () => {
    const csv = tmp.file('erp.csv', historyCsv(40) + '\n01.04.2024;;;No supplier;1,00;DKK;4010;I25');
    const preview = await call<CsvPreviewView>('datasets.previewCsv', { companyId, kind: 'eil', path: csv });
    expect(preview.delimiter).toBe(';');
    expect(preview.headers).toEqual([
      'Date',
      'Supplier',
      'Supplier name',
      'Text',
      'Amount',
      'Currency',
      'Account',
      'VAT',
    ]);
    expect(preview.rows[0]).toEqual([
      '01.03.2024',
      '1001',
      'Office',
      'Printer paper 0',
      '0,00',
      'DKK',
      '4010',
      'I25',
    ]);
    expect(preview.remembered).toBe(false);
    expect(preview.mapping).toMatchObject({
      columns: { supplier_id: 'Supplier', line_text: 'Text', total: 'Amount', issue_date: 'Date' },
      targets: { account: 'Account', vat_code: 'VAT' },
    });

    const progress: unknown[] = [];
    const off = app.events.subscribe(
      (name, payload) => name === 'datasets.progress' && progress.push(payload),
    );
    const imported = await call<ImportResultView>('datasets.importCsv', {
      companyId,
      kind: 'eil',
      path: csv,
      mapping: EIL_MAPPING,
    });
    off();
    expect(imported).toMatchObject({ imported: 40, duplicates: 0, problemCount: 1, problems: [{ row: 42 }] });
    expect(progress.length).toBeGreaterThan(0);

    const again = await call<CsvPreviewView>('datasets.previewCsv', { companyId, kind: 'eil', path: csv });
    expect(again.remembered).toBe(true);
    expect(again.mapping).toMatchObject({ decimal: ',', dateFormat: 'DD.MM.YYYY' });
  });

  it('refuses a mapping that is not valid with a plain message', async () => {
    const csv = tmp.file('erp2.csv', historyCsv(2));
    const r = await dispatch(handlersFor(app), 'datasets.importCsv', {
      companyId,
      kind: 'eil',
      path: csv,
      mapping: { columns: {}, targets: {} },
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid_mapping' } });
  });

  it('exports the history to a chosen path with the summary beside it', async () => {
    const out = join(tmp.path, 'export', 'acme.pb');
    (await import('node:fs')).mkdirSync(join(tmp.path, 'export'));
    const result = await call<ExportResultView>('datasets.export', { companyId, kind: 'eil', path: out });
    expect(result.summary).toMatchObject({ rows: 40, singleClassTargets: [] });
    expect(kontera.dataset.Dataset.decode(readFileSync(out)).invoicelines).toHaveLength(40);
    expect(existsSync(result.summaryPath)).toBe(true);
    const bad = await dispatch(handlersFor(app), 'datasets.export', {
      companyId,
      kind: 'eil',
      path: join(tmp.path, 'export', 'acme.csv'),
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
  });

  it('uploads to the local engine, which trains on it, and reports the targets as they become trained', async () => {
    const trainingEvents: TrainingStatusView[] = [];
    const progress: { phase: string; done: number; total: number | null }[] = [];
    const off = app.events.subscribe((name, payload) => {
      if (name === 'datasets.training') trainingEvents.push(payload as TrainingStatusView);
      if (name === 'datasets.progress')
        progress.push(payload as { phase: string; done: number; total: number | null });
    });
    const upload = await call<UploadResultView>('datasets.upload', { companyId, kind: 'eil' });
    expect(upload).toMatchObject({
      environment: 'local',
      bucket: 'kontera.local',
      key: 'local/electronic-invoice-line/acme-aps.invoice-line.pb',
      dataset: 'acme-aps.invoice-line.pb',
    });
    const placed = join(
      tmp.path,
      'data',
      'engine',
      'buckets',
      'kontera.local',
      'local',
      'electronic-invoice-line',
      'acme-aps.invoice-line.pb',
    );
    expect(readFileSync(placed).length).toBe(upload.bytes);
    // Only the finished file is in the engine's folder, no temporary left behind.
    expect(readdirSync(join(placed, '..'))).toEqual(['acme-aps.invoice-line.pb']);
    expect(progress.at(-1)).toEqual(
      expect.objectContaining({ phase: 'uploading', done: upload.bytes, total: upload.bytes }),
    );
    expect(upload.training.targets.map((t) => t.name)).toEqual(['account', 'vat_code']);

    const deadline = Date.now() + 25_000;
    while (Date.now() < deadline && !trainingEvents.some((e) => e.state === 'done'))
      await new Promise((r) => setTimeout(r, 200));
    off();
    const done = trainingEvents.find((e) => e.state === 'done');
    expect(done, `training events: ${JSON.stringify(trainingEvents)}`).toBeDefined();
    expect(done!.targets).toEqual([
      { name: 'account', trained: true },
      { name: 'vat_code', trained: true },
    ]);
    const status = await call<TrainingStatusView>('datasets.trainingStatus', { companyId, kind: 'eil' });
    expect(status.state).toBe('done');
  });

  it('imports scanned-invoice history and uploads it to the local engine, which trains on it', async () => {
    const rows = ['Texts;Date;Account'];
    for (let i = 0; i < 30; i++) {
      rows.push(
        i % 2 === 0
          ? `"Office Supplies A/S\nPrinter paper\nTotal ${i}";2024-05-0${(i % 9) + 1};4010`
          : `"Cafe Aroma\nCoffee\nTotal ${i}";2024-05-0${(i % 9) + 1};4020`,
      );
    }
    const csv = tmp.file('scans.csv', rows.join('\n'));
    const mapping = {
      delimiter: ';',
      columns: { text: 'Texts', timestamp: 'Date' },
      targets: { account: 'Account' },
    };
    const imported = await call<ImportResultView>('datasets.importCsv', {
      companyId,
      kind: 'scanned-invoice',
      path: csv,
      mapping,
    });
    expect(imported).toMatchObject({ imported: 30, problemCount: 0 });

    const done = new Promise<TrainingStatusView>((resolve) => {
      const off = app.events.subscribe((name, payload) => {
        const status = payload as TrainingStatusView;
        if (
          name === 'datasets.training' &&
          status.kind === 'scanned-invoice' &&
          status.state !== 'watching'
        ) {
          off();
          resolve(status);
        }
      });
    });
    const upload = await call<UploadResultView>('datasets.upload', { companyId, kind: 'scanned-invoice' });
    expect(upload).toMatchObject({
      key: 'local/scanned-invoice/acme-aps.scanned-invoice.pb',
      summary: { rows: 30 },
    });
    const status = await Promise.race([done, new Promise<null>((r) => setTimeout(() => r(null), 25_000))]);
    expect(status).toMatchObject({ state: 'done', targets: [{ name: 'account', trained: true }] });
  });

  it('keeps storage keys write-only, in the keychain, and refuses an upload without storage set up', async () => {
    await call('settings.setEnvironment', { environment: 'staging' });
    try {
      const noSetup = await dispatch(handlersFor(app), 'datasets.upload', { companyId, kind: 'eil' });
      expect(noSetup).toMatchObject({ ok: false, error: { code: 'storage_not_configured' } });
      await call('datasets.setStorage', {
        bucketPrefix: 'kontera-datasets',
        userId: 'acme',
        kmsKeyAlias: 'alias/kontera',
      });
      const noKeys = await dispatch(handlersFor(app), 'datasets.upload', { companyId, kind: 'eil' });
      expect(noKeys).toMatchObject({ ok: false, error: { code: 'storage_credentials_missing' } });

      const secret = `secret-${randomUUID()}`;
      const view = await call<StorageView>('datasets.setStorageCredentials', {
        environment: 'staging',
        accessKeyId: 'AKIATEST',
        secretAccessKey: secret,
      });
      expect(view.credentialsSet).toEqual({ staging: true, production: false });
      expect(JSON.stringify(view)).not.toContain(secret);
      expect(JSON.stringify(await call('datasets.storage'))).not.toContain(secret);
      expect(await app.keychain.get('staging')).toBeNull(); // API token untouched
      const cleared = await call<StorageView>('datasets.clearStorageCredentials', { environment: 'staging' });
      expect(cleared.credentialsSet.staging).toBe(false);

      const badAlias = await dispatch(handlersFor(app), 'datasets.setStorage', {
        bucketPrefix: 'kontera-datasets',
        userId: 'acme',
        kmsKeyAlias: 'my-key',
      });
      expect(badAlias).toMatchObject({
        ok: false,
        error: { code: 'invalid_argument', message: expect.stringContaining('alias/<name>') as string },
      });
    } finally {
      await call('settings.setEnvironment', { environment: 'local' });
    }
  });

  it('uploads to object storage in staging with the keys from the keychain', async () => {
    const s3 = await startS3(['kontera-datasets.staging']);
    await call('settings.setEnvironment', { environment: 'staging' });
    try {
      await call('datasets.setStorage', {
        bucketPrefix: 'kontera-datasets',
        userId: 'acme-integrator',
        kmsKeyAlias: 'alias/kontera-datasets',
        endpoint: s3.endpoint,
      });
      await call('datasets.setStorageCredentials', {
        environment: 'staging',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      const upload = await call<UploadResultView>('datasets.upload', { companyId, kind: 'eil' });
      expect(upload).toMatchObject({
        environment: 'staging',
        bucket: 'kontera-datasets.staging',
        key: 'acme-integrator/electronic-invoice-line/acme-aps.invoice-line.pb',
      });
      const put = s3.requests.find((r) => r.method === 'PUT');
      expect(put?.path).toBe(
        '/kontera-datasets.staging/acme-integrator/electronic-invoice-line/acme-aps.invoice-line.pb',
      );
      expect(put?.headers['x-amz-server-side-encryption']).toBe('aws:kms');
      expect(put?.headers['x-amz-server-side-encryption-aws-kms-key-id']).toBe('alias/kontera-datasets');
      expect(put?.bytes).toBe(upload.bytes);
      // The storage keys signed the request; the API token is a different secret (none is set here).
      expect(put?.headers.authorization).toContain('Credential=S3RVER/');
    } finally {
      await call('datasets.clearStorageCredentials', { environment: 'staging' });
      await call('settings.setEnvironment', { environment: 'local' });
      await s3.close();
    }
  });
});
