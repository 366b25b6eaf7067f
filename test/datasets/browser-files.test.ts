import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { CsvPreviewView, ExportFileView, ImportResultView } from '../../preload/contract/datasets';
import { kontera } from '../../main/datasets/generated/dataset';
import { EIL_CSV, EIL_MAPPING } from './helpers';
import { useBrowserHost } from '../helpers/host';

// In the browser host the window has no paths of the machine Kontera runs on: it uploads the ERP
// export and downloads the dataset. These go through the real host over HTTP, as the window does.
const ours = () => new Set(readdirSync(tmpdir()).filter((n) => /^kontera-(history|export)-/.test(n)));
let before: Set<string>;
// Counted before the host's app opens, as anything it leaves in the temp folder is the test's.
beforeAll(() => {
  before = ours();
});

const host = useBrowserHost({ prefix: 'kontera-ds-browser-' });
let companyId: number;
beforeAll(() => {
  companyId = host.app.companies.create('Ærø Cykler ApS').id;
});

type Answer<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
const send = <T>(name: string, args: unknown) => host.send<Answer<T>>(name, args);
async function ok<T>(name: string, args: unknown): Promise<T> {
  const r = await send<T>(name, args);
  if (!r.ok) throw new Error(`${name}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const csv = EIL_CSV.replace('Kaffe & Co', 'Kaffebønner Ærø');

describe('history import and dataset export in the browser host', () => {
  it('previews and imports an uploaded ERP export: the guessed mapping, Danish letters intact', async () => {
    const upload = { companyId, kind: 'eil', name: 'posteringer.csv', contentBase64: b64(csv) };
    const preview = await ok<CsvPreviewView>('datasets.previewCsvContent', upload);
    expect(preview.delimiter).toBe(';');
    expect(preview.headers).toEqual(EIL_CSV.split('\n')[0]!.split(';'));
    expect(preview.rows[1]).toContain('Kaffebønner Ærø');
    expect(preview.mapping).toMatchObject({ columns: { line_text: 'Text', total: 'Amount' } });

    const imported = await ok<ImportResultView>('datasets.importCsvContent', {
      ...upload,
      mapping: EIL_MAPPING,
    });
    expect(imported).toMatchObject({ imported: 3, duplicates: 0, problemCount: 0 });
    // The same file uploaded again adds nothing.
    const again = await ok<ImportResultView>('datasets.importCsvContent', {
      ...upload,
      mapping: EIL_MAPPING,
    });
    expect(again).toMatchObject({ imported: 0, duplicates: 3 });
  });

  it('names the uploaded file in its errors, never the temporary folder it was read from', async () => {
    const r = await send('datasets.importCsvContent', {
      companyId,
      kind: 'eil',
      name: 'andet.csv',
      contentBase64: b64('Dato;Beløb\n01.03.2024;10,00'),
      mapping: EIL_MAPPING,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain('"andet.csv"');
    expect(r.error.message).not.toContain(tmpdir());
  });

  it('hands the dataset over as a download named after it, with its summary', async () => {
    const file = await ok<ExportFileView>('datasets.exportFile', { companyId, kind: 'eil' });
    expect(file.name).toBe(`${host.app.companies.get(companyId).slug}.invoice-line.pb`);
    const bytes = Buffer.from(file.contentBase64, 'base64');
    expect(bytes.length).toBe(file.bytes);
    const decoded = kontera.dataset.Dataset.decode(bytes);
    expect(decoded.invoicelines.map((l) => l.lineText)).toEqual(
      expect.arrayContaining(['Printer paper A4', 'Coffee beans', 'Toner, black']),
    );
    expect(file.summary).toMatchObject({ kind: 'eil', rows: 3 });
    expect(file.summaryFile!.name).toBe(file.name.replace(/\.pb$/, '.summary.json'));
    expect(JSON.parse(file.summaryFile!.text)).toMatchObject({ dataset: file.name, rows: 3 });
  });

  it('leaves no temporary copy of an upload or an export behind', () => {
    const left = [...ours()].filter((n) => !before.has(n));
    expect(left).toEqual([]);
  });
});
