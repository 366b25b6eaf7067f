import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { HistoryStore } from '../../main/datasets/history';
import { importCsv } from '../../main/datasets/import-csv';
import { exportHistory } from '../../main/datasets/export';
import { kontera } from '../../main/datasets/generated/dataset';
import { EIL_CSV, EIL_MAPPING } from './helpers';
import { tempDir } from '../helpers/tmp';

let tmp: ReturnType<typeof tempDir>;
let db: DB;
let history: HistoryStore;
let companyId: number;

beforeEach(() => {
  tmp = tempDir();
  db = openDatabase(join(tmp.path, 'kontera.sqlite'));
  history = new HistoryStore(db);
  companyId = new CompaniesStore(db).create('Acme ApS').id;
});
afterEach(() => {
  db.close();
  tmp.remove();
});

describe('importing an ERP export into the history', () => {
  it('imports good rows, lists bad rows with row number and reason, and remembers the mapping', async () => {
    const csv = tmp.file(
      'erp.csv',
      [
        EIL_CSV,
        '04.03.2024;;;No supplier;10,00;DKK;4010;I25',
        '05.03.2024;1003;Cafe;Bad amount;12,3x;DKK;4010;I25',
        '',
        '06.03.2024;1003;Cafe;No account;5,00;DKK;;',
        '07.03.2024;1003;Cafe;Good again;7,00;DKK;4030;I0',
      ].join('\n'),
    );
    const result = await importCsv(history, companyId, 'eil', csv, EIL_MAPPING);
    expect(result.imported).toBe(4);
    expect(result.duplicates).toBe(0);
    expect(result.problemCount).toBe(4);
    expect(result.problems.map((p) => p.row)).toEqual([5, 6, 7, 8]);
    expect(result.problems[0]!.reason).toMatch(/supplier_id is missing/);
    expect(result.problems[1]!.reason).toMatch(/"12,3x" in column "Amount" is not an amount/);
    expect(result.problems[2]!.reason).toMatch(/empty line/);
    expect(result.problems[3]!.reason).toMatch(/no target value/);

    const rows = db
      .prepare<
        [number],
        {
          source: string;
          kind: string;
          issue_date: string;
          supplier_id: string;
          amount: number;
          text: string;
          targets: string;
        }
      >(
        'SELECT source, kind, issue_date, supplier_id, amount, text, targets FROM history_lines WHERE company_id = ? ORDER BY id',
      )
      .all(companyId);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      source: 'import',
      kind: 'invoice-line',
      issue_date: '2024-03-01T00:00:00Z',
      supplier_id: '1001',
      amount: 1234.5,
      text: 'Printer paper A4',
      targets: JSON.stringify({ account: '4010', vat_code: 'I25' }),
    });
    expect(rows[3]!.text).toBe('Good again');

    // The mapping step is remembered per company and kind.
    expect(history.getMapping(companyId, 'eil')).toMatchObject({
      columns: EIL_MAPPING.columns,
      targets: EIL_MAPPING.targets,
      decimal: ',',
    });
    const other = new CompaniesStore(db).create('Other A/S').id;
    expect(history.getMapping(other, 'eil')).toBeNull();
  });

  it('does not duplicate the history when the same export is imported again', async () => {
    const csv = tmp.file('erp.csv', EIL_CSV);
    expect(await importCsv(history, companyId, 'eil', csv, EIL_MAPPING)).toMatchObject({
      imported: 3,
      duplicates: 0,
    });
    expect(await importCsv(history, companyId, 'eil', csv, EIL_MAPPING)).toMatchObject({
      imported: 0,
      duplicates: 3,
    });
    expect(history.count(companyId, 'eil')).toBe(3);
  });

  it('reads Latin-1 exports and refuses a mapping that is not valid', async () => {
    const csv = tmp.file('latin1.csv');
    const text = [
      'Dato;Leverandør;Tekst;Beløb;Konto',
      '01.03.2024;1001;Kaffe til kontoret, ½ kg;45,00;4020',
    ].join('\r\n');
    (await import('node:fs')).writeFileSync(csv, Buffer.from(text, 'latin1'));
    const mapping = {
      encoding: 'latin1',
      decimal: ',',
      columns: { issue_date: 'Dato', supplier_id: 'Leverandør', line_text: 'Tekst', total: 'Beløb' },
      targets: { account: 'Konto' },
    };
    const result = await importCsv(history, companyId, 'eil', csv, mapping);
    expect(result).toMatchObject({ imported: 1, problemCount: 0 });
    const row = db
      .prepare<[], { text: string; amount: number }>('SELECT text, amount FROM history_lines')
      .get();
    expect(row).toEqual({ text: 'Kaffe til kontoret, ½ kg', amount: 45 });

    await expect(
      importCsv(history, companyId, 'eil', csv, { columns: { line_text: 'Tekst' }, targets: {} }),
    ).rejects.toThrow(/column mapping is not valid: .*supplier_id.*at least one target/s);
  });
});

describe('exporting the history', () => {
  it('writes imported and Kontera-booked lines to a .pb with a summary, leaving out lines that break a rule', async () => {
    await importCsv(history, companyId, 'eil', tmp.file('erp.csv', EIL_CSV), EIL_MAPPING);
    const insert = db.prepare(
      `INSERT INTO history_lines (company_id, kind, source, booking_id, issue_date, supplier_id, amount, text, targets, created_at)
       VALUES (?, 'invoice-line', 'kontera', ?, ?, ?, ?, ?, ?, '2024-06-01T00:00:00Z')`,
    );
    insert.run(
      companyId,
      'b-1',
      '2024-06-01T08:00:00Z',
      '2001',
      99.5,
      'Booked in Kontera',
      JSON.stringify({ account: '4050', vat_code: 'I25' }),
    );
    const broken = Number(
      insert.run(companyId, 'b-2', null, null, 1, 'No supplier', JSON.stringify({ account: '4050' }))
        .lastInsertRowid,
    );

    const out = join(tmp.path, 'acme.invoice-line.pb');
    const result = await exportHistory(history, companyId, 'eil', out);
    expect(result.summary.rows).toBe(4);
    expect(result.skippedCount).toBe(1);
    expect(result.skipped[0]).toEqual({
      row: broken,
      reason: expect.stringMatching(/supplier_id is missing/) as string,
    });

    const decoded = kontera.dataset.Dataset.decode(readFileSync(out));
    expect(decoded.invoicelines.map((l) => l.lineText)).toEqual([
      'Printer paper A4',
      'Coffee beans',
      'Toner, black',
      'Booked in Kontera',
    ]);
    expect(decoded.invoicelines[3]!.targets).toEqual({ account: '4050', vat_code: 'I25' });

    const summary = JSON.parse(readFileSync(result.summaryPath, 'utf8')) as Record<string, unknown>;
    expect(result.summaryPath).toBe(join(tmp.path, 'acme.invoice-line.summary.json'));
    expect(summary).toMatchObject({
      dataset: 'acme.invoice-line.pb',
      rows: 4,
      singleClassTargets: ['vat_code'],
      skippedCount: 1,
    });
  });

  it('says so when there is no history yet', async () => {
    await expect(exportHistory(history, companyId, 'eil', join(tmp.path, 'x.pb'))).rejects.toThrow(
      /no lines to put in the dataset/,
    );
  });
});
