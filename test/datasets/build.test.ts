import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { kontera } from '../../main/datasets/generated/dataset';
import { buildDataset } from '../../main/datasets/build';
import { csvSource } from '../../main/datasets/csv-source';
import { parseMapping, type ColumnMapping } from '../../main/datasets/mapping';
import { DatasetInvalidError } from '../../main/datasets/validate';
import type { DatasetKind, EilLine, ScannedItem, SourceRecord } from '../../main/datasets/types';
import { EIL_CSV, EIL_MAPPING, protocDecode } from './helpers';
import { tempDir } from '../helpers/tmp';

let tmp = tempDir();
afterEach(() => {
  tmp.remove();
  tmp = tempDir();
});

function mapping(kind: DatasetKind, raw: unknown): ColumnMapping {
  const parsed = parseMapping(kind, raw);
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
}

const source = <T>(items: T[]) =>
  async function* (): AsyncGenerator<SourceRecord<T>[]> {
    // Uneven batches, like CSV chunks.
    for (let start = 0; start < items.length; start += 777) {
      yield items.slice(start, start + 777).map((item, i) => ({ row: start + i + 2, item }));
    }
  };

describe('building an EIL dataset from a CSV export', () => {
  it('round-trips through our generated code and through protoc', async () => {
    const csv = tmp.file('export.csv', EIL_CSV);
    const out = tmp.file('acme.invoice-line.pb');
    const result = await buildDataset({
      kind: 'eil',
      source: csvSource(csv, mapping('eil', EIL_MAPPING)),
      out,
    });

    expect(result.summary.rows).toBe(3);
    expect(result.summary.targets).toEqual([
      { name: 'account', rows: 3, classes: 2, classesCapped: false },
      { name: 'vat_code', rows: 3, classes: 1, classesCapped: false },
    ]);
    expect(result.summary.singleClassTargets).toEqual(['vat_code']);

    const bytes = readFileSync(out);
    expect(result.bytes).toBe(bytes.length);
    const decoded = kontera.dataset.Dataset.decode(bytes);
    expect(decoded.invoicelines).toHaveLength(3);
    const first = decoded.invoicelines[0]!;
    expect(first.issueDate).toBe('2024-03-01T00:00:00Z');
    expect(first.supplierId).toBe('1001');
    expect(first.supplierName).toBe('Office Supplies A/S');
    expect(first.lineText).toBe('Printer paper A4');
    expect(first.total).toBe(1234.5);
    expect(first.currency).toBe('DKK');
    expect(first.targets).toEqual({ account: '4010', vat_code: 'I25' });
    expect(decoded.invoicelines[1]!.total).toBe(-89);
    expect(decoded.invoicelines[2]!.lineText).toBe('Toner, black');
    // Unmapped optional fields stay absent, not empty strings.
    expect(Object.hasOwn(first, 'customerRef')).toBe(false);

    // The streamed file is byte-for-byte what encoding the whole message at once gives.
    const whole = kontera.dataset.Dataset.encode({ invoicelines: decoded.invoicelines }).finish();
    expect(Buffer.from(whole).equals(bytes)).toBe(true);

    const text = protocDecode(out, 'Dataset');
    expect(text.match(/invoicelines \{/g)).toHaveLength(3);
    expect(text).toContain('issue_date: "2024-03-01T00:00:00Z"');
    expect(text).toContain('supplier_id: "1002"');
    expect(text).toContain('total: -89');
    expect(text).toContain('line_text: "Toner, black"');
    expect(text).toMatch(/targets \{\s+key: "account"\s+value: "4020"\s+\}/);
  });

  it('streams many lines through the one-element-at-a-time writer', async () => {
    const lines: EilLine[] = Array.from({ length: 30_000 }, (_, i) => ({
      issueDate: '2024-01-02T00:00:00Z',
      currency: 'EUR',
      supplierId: `S${i % 97}`,
      supplierName: null,
      supplierGlobalId: null,
      customerRef: null,
      total: i / 4,
      lineText: `line ${i} ${'x'.repeat(i % 50)}`,
      lineId: String(i),
      targets: { account: String(4000 + (i % 13)) },
    }));
    const out = tmp.file('big.pb');
    const progress: number[] = [];
    const result = await buildDataset({
      kind: 'eil',
      source: source(lines),
      out,
      progressEvery: 10_000,
      onProgress: (p) => progress.push(p.rows),
    });
    expect(result.summary.rows).toBe(30_000);
    expect(result.summary.targets[0]!.classes).toBe(13);
    // One pass: each line is checked and written in the same read of the source.
    expect(progress).toEqual([10_000, 20_000, 30_000]);
    const decoded = kontera.dataset.Dataset.decode(readFileSync(out));
    expect(decoded.invoicelines).toHaveLength(30_000);
    expect(decoded.invoicelines[29_999]!.lineId).toBe('29999');
    expect(decoded.invoicelines[12_345]!.total).toBe(12_345 / 4);
  });
});

describe('a problem found after much has been written', () => {
  it('keeps the previous dataset of that name and leaves no temporary file', async () => {
    const line = (i: number): EilLine => ({
      issueDate: '2024-01-02T00:00:00Z',
      currency: 'EUR',
      supplierId: `S${i % 97}`,
      supplierName: null,
      supplierGlobalId: null,
      customerRef: null,
      total: i,
      lineText: `line ${i} ${'x'.repeat(i % 50)}`,
      lineId: String(i),
      targets: { account: String(4000 + (i % 13)) },
    });
    // Well over one write buffer (1 MiB) of good lines before the bad one.
    const lines = Array.from({ length: 40_000 }, (_, i) => line(i));
    lines.push({ ...line(40_000), supplierId: '' });
    const out = tmp.file('kept.pb', 'the previous dataset');
    const err = await buildDataset({ kind: 'eil', source: source(lines), out }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatasetInvalidError);
    expect((err as DatasetInvalidError).problems).toEqual([
      { row: 40_002, reason: expect.stringMatching(/supplier_id is missing/) as string },
    ]);
    expect(readFileSync(out, 'utf8')).toBe('the previous dataset');
    expect(readdirSync(dirname(out)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('cancelling a build', () => {
  it('stops between batches and leaves nothing behind', async () => {
    const lines: EilLine[] = Array.from({ length: 5000 }, (_, i) => ({
      issueDate: null,
      currency: null,
      supplierId: 'S1',
      supplierName: null,
      supplierGlobalId: null,
      customerRef: null,
      total: i,
      lineText: 'x',
      lineId: null,
      targets: { account: '4000' },
    }));
    const controller = new AbortController();
    const out = tmp.file('cancel.pb');
    const build = buildDataset({
      kind: 'eil',
      source: source(lines),
      out,
      signal: controller.signal,
      progressEvery: 1000,
      // Cancel once the writing pass has started, so a temporary file exists and must be removed.
      onProgress: (p) => p.phase === 'writing' && controller.abort(),
    });
    await expect(build).rejects.toMatchObject({ code: 'cancelled' });
    expect(readdirSync(tmp.path)).toEqual([]);
  });
});

describe('building a scanned-invoice dataset', () => {
  it('round-trips texts, timestamp and targets, also through protoc', async () => {
    const csv = tmp.file(
      'scans.csv',
      [
        'Texts,When,Account',
        '"ACME Ltd\nInvoice 17\nTotal 100.00",2024-05-01T10:20:30Z,4000',
        '"Coffee shop\nReceipt",2024-05-02,4020',
      ].join('\n'),
    );
    const out = tmp.file('acme.scanned.pb');
    const m = mapping('scanned-invoice', {
      columns: { text: 'Texts', timestamp: 'When' },
      targets: { account: 'Account' },
    });
    const result = await buildDataset({ kind: 'scanned-invoice', source: csvSource(csv, m), out });
    expect(result.summary).toMatchObject({ kind: 'scanned-invoice', rows: 2, singleClassTargets: [] });
    const decoded = kontera.dataset.ScannedInvoiceDataset.decode(readFileSync(out));
    expect(decoded.items.map((i) => ({ text: i.text, timestamp: i.timestamp, targets: i.targets }))).toEqual<
      ScannedItem[]
    >([
      {
        text: ['ACME Ltd', 'Invoice 17', 'Total 100.00'],
        timestamp: '2024-05-01T10:20:30Z',
        targets: { account: '4000' },
      },
      { text: ['Coffee shop', 'Receipt'], timestamp: '2024-05-02T00:00:00Z', targets: { account: '4020' } },
    ]);
    const text = protocDecode(out, 'ScannedInvoiceDataset');
    expect(text.match(/items \{/g)).toHaveLength(2);
    expect(text).toContain('text: "Invoice 17"');
    expect(text).toContain('timestamp: "2024-05-02T00:00:00Z"');
  });
});

describe('validation before anything is written', () => {
  const header = 'Date;Supplier;Text;Amount;Account';
  const good = '01.03.2024;1001;Paper;10,00;4010';
  const eilMap = mapping('eil', {
    delimiter: ';',
    decimal: ',',
    dateFormat: 'DD.MM.YYYY',
    columns: { issue_date: 'Date', supplier_id: 'Supplier', line_text: 'Text', total: 'Amount' },
    targets: { account: 'Account' },
  });

  async function expectInvalid(
    kind: DatasetKind,
    m: ColumnMapping,
    csvText: string,
    expected: { row: number; reason: RegExp }[],
  ) {
    const csv = tmp.file('in.csv', csvText);
    const out = tmp.file('x.pb');
    const err = await buildDataset({ kind, source: csvSource(csv, m), out }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatasetInvalidError);
    const problems = (err as DatasetInvalidError).problems;
    expect(problems).toHaveLength(expected.length);
    expected.forEach((e, i) => {
      expect(problems[i]!.row).toBe(e.row);
      expect(problems[i]!.reason).toMatch(e.reason);
    });
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(tmp.path)).toEqual(['in.csv']);
  }

  it('refuses a first line that is empty', async () => {
    await expectInvalid('eil', eilMap, [header, ';;;;', good].join('\n'), [
      { row: 2, reason: /first line is empty/ },
    ]);
  });

  it('refuses empty lines further down', async () => {
    await expectInvalid('eil', eilMap, [header, good, '', good, ';;;;'].join('\n'), [
      { row: 3, reason: /empty line/ },
      { row: 5, reason: /empty line/ },
    ]);
  });

  it('refuses a line without supplier_id', async () => {
    await expectInvalid('eil', eilMap, [header, good, '01.03.2024;;Paper;10,00;4010'].join('\n'), [
      { row: 3, reason: /supplier_id is missing/ },
    ]);
  });

  it('refuses dates that are not dates, and timestamps not in YYYY-MM-DDThh:mm:ssZ', async () => {
    await expectInvalid(
      'eil',
      eilMap,
      [header, good, '31.02.2024;1001;Paper;10,00;4010', '2024-03-01;1001;Paper;10,00;4010'].join('\n'),
      [
        { row: 3, reason: /"31\.02\.2024" in column "Date" is not a date/ },
        { row: 4, reason: /not a date of the form DD\.MM\.YYYY/ },
      ],
    );
    const scanMap = mapping('scanned-invoice', {
      columns: { text: 'T', timestamp: 'W' },
      targets: { account: 'A' },
    });
    await expectInvalid(
      'scanned-invoice',
      scanMap,
      ['T,W,A', 'Paper,2024-05-01T10:00:00Z,4000', 'Pens,yesterday,4000', 'Ink,,4000'].join('\n'),
      [
        { row: 3, reason: /"yesterday" in column "W" is not a date or timestamp/ },
        { row: 4, reason: /timestamp "" is not of the form YYYY-MM-DDThh:mm:ssZ/ },
      ],
    );
  });

  it('refuses a line without any target', async () => {
    await expectInvalid('eil', eilMap, [header, good, '01.03.2024;1001;Paper;10,00;'].join('\n'), [
      { row: 3, reason: /no target value/ },
    ]);
  });

  it('refuses amounts that are not numbers and rows with the wrong number of fields', async () => {
    await expectInvalid(
      'eil',
      eilMap,
      [header, good, '01.03.2024;1001;Paper;ten;4010', '01.03.2024;1001;Paper'].join('\n'),
      [
        { row: 3, reason: /"ten" in column "Amount" is not an amount/ },
        { row: 4, reason: /has 3 fields but the header has 5/ },
      ],
    );
  });

  it('refuses a dataset name that does not end in .pb', async () => {
    const csv = tmp.file('in.csv', [header, good].join('\n'));
    await expect(
      buildDataset({ kind: 'eil', source: csvSource(csv, eilMap), out: tmp.file('acme.dataset') }),
    ).rejects.toThrow(/must end in \.pb/);
    expect(readdirSync(tmp.path)).toEqual(['in.csv']);
  });

  it('stops at a CSV that is not valid CSV, naming the line', async () => {
    const csv = tmp.file('in.csv', [header, good, '01.03.2024;1001;"Paper;10,00;4010', good].join('\n'));
    await expect(
      buildDataset({ kind: 'eil', source: csvSource(csv, eilMap), out: tmp.file('x.pb') }),
    ).rejects.toThrow(/is not valid CSV near line \d+: Quote Not Closed/);
    expect(readdirSync(tmp.path)).toEqual(['in.csv']);
  });

  it('names mapped columns the file does not have', async () => {
    const csv = tmp.file('in.csv', ['Dato;Leverandør;Konto', '01.03.2024;1;4000'].join('\n'));
    await expect(
      buildDataset({ kind: 'eil', source: csvSource(csv, eilMap), out: tmp.file('x.pb') }),
    ).rejects.toThrow(/does not have: "Date", "Supplier", "Text", "Amount", "Account"/);
  });
});
