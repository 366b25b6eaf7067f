import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { appRoot } from '../../main/util/paths';
import { main } from '../../main/cli';
import { kontera } from '../../main/datasets/generated/dataset';
import { openDatabase } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { EIL_CSV, EIL_MAPPING } from './helpers';
import { tempDir } from '../helpers/tmp';

const tmp = tempDir();
afterAll(() => tmp.remove());

/** Runs the real `kontera` command in a child process. */
async function kontera_(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [join(appRoot(), 'bin', 'kontera.mjs'), ...args],
      { cwd: tmp.path },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * The same command in this process (main() is what the bin script runs), for the cases where the
 * child process adds nothing but seconds: option errors, the second and later calls of a flow.
 */
async function inProcess(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const cwd = process.cwd();
  process.chdir(tmp.path);
  try {
    const code = await main(args, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      stopSignal: () => new Promise(() => {}),
    });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    process.chdir(cwd);
  }
}

describe('kontera dataset', () => {
  const mapping = tmp.file('mapping.json', JSON.stringify(EIL_MAPPING));

  it('builds the .pb and its summary and prints the summary', async () => {
    const csv = tmp.file('export.csv', EIL_CSV);
    const r = await kontera_([
      'dataset',
      'build',
      '--kind',
      'eil',
      '--csv',
      csv,
      '--mapping',
      mapping,
      '--out',
      'acme.invoice-line.pb',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Rows: 3');
    expect(r.stdout).toContain('account: 2 classes in 3 rows');
    expect(r.stdout).toMatch(/Single-class targets .*confidence 0.*: vat_code/);
    const decoded = kontera.dataset.Dataset.decode(readFileSync(join(tmp.path, 'acme.invoice-line.pb')));
    expect(decoded.invoicelines.map((l) => l.supplierId)).toEqual(['1001', '1002', '1001']);
    expect(existsSync(join(tmp.path, 'acme.invoice-line.summary.json'))).toBe(true);
  });

  it('exits non-zero with every reason when the input fails validation, and writes nothing', async () => {
    const csv = tmp.file(
      'bad.csv',
      [
        EIL_CSV,
        '04.03.2024;;;No supplier;10,00;DKK;4010;I25',
        '31.13.2024;1001;Office;Bad date;1,00;DKK;4010;I25',
      ].join('\n'),
    );
    const r = await kontera_([
      'dataset',
      'build',
      '--kind',
      'eil',
      '--csv',
      csv,
      '--mapping',
      mapping,
      '--out',
      'bad.pb',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('row 5: supplier_id is missing');
    expect(r.stderr).toContain('row 6: "31.13.2024" in column "Date" is not a date');
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(existsSync(join(tmp.path, 'bad.pb'))).toBe(false);
  });

  it('refuses a wrong --kind, a missing option, a name without .pb and an unreadable mapping', async () => {
    const csv = tmp.file('export.csv', EIL_CSV);
    const kind = await inProcess([
      'dataset',
      'build',
      '--kind',
      'bank',
      '--csv',
      csv,
      '--mapping',
      mapping,
      '--out',
      'x.pb',
    ]);
    expect(kind.code).toBe(2);
    expect(kind.stderr).toContain('--kind must be eil or scanned-invoice');
    const missing = await inProcess(['dataset', 'build', '--kind', 'eil', '--csv', csv, '--out', 'x.pb']);
    expect(missing.code).toBe(2);
    const name = await inProcess([
      'dataset',
      'build',
      '--kind',
      'eil',
      '--csv',
      csv,
      '--mapping',
      mapping,
      '--out',
      'x.csv',
    ]);
    expect(name.code).toBe(1);
    expect(name.stderr).toContain('must end in .pb');
    writeFileSync(join(tmp.path, 'broken.json'), '{"columns": ');
    const json = await inProcess([
      'dataset',
      'build',
      '--kind',
      'eil',
      '--csv',
      csv,
      '--mapping',
      join(tmp.path, 'broken.json'),
      '--out',
      'x.pb',
    ]);
    expect(json.code).toBe(1);
    expect(json.stderr).toContain('is not valid JSON');
  });

  it('builds a scanned-invoice dataset', async () => {
    const csv = tmp.file(
      'scans.csv',
      ['text,date,account', '"Invoice 1\nACME",2024-05-01,4000', '"Receipt\nShop",2024-05-02,4010'].join(
        '\n',
      ),
    );
    const m = tmp.file(
      'scan-mapping.json',
      JSON.stringify({ columns: { text: 'text', timestamp: 'date' }, targets: { account: 'account' } }),
    );
    const r = await inProcess([
      'dataset',
      'build',
      '--kind',
      'scanned-invoice',
      '--csv',
      csv,
      '--mapping',
      m,
      '--out',
      'scans.pb',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Kind: scanned-invoice');
    const decoded = kontera.dataset.ScannedInvoiceDataset.decode(readFileSync(join(tmp.path, 'scans.pb')));
    expect(decoded.items[1]!.text).toEqual(['Receipt', 'Shop']);
  });

  it('imports an ERP export into a company of the app, remembers the mapping, and exports its history', async () => {
    const data = join(tmp.path, 'data');
    const missing = await inProcess([
      'dataset',
      'export',
      '--company',
      'acme-aps',
      '--kind',
      'eil',
      '--out',
      'x.pb',
      '--data',
      data,
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no Kontera database at');
    mkdirSync(data);
    const db = openDatabase(join(data, 'kontera.sqlite'));
    new CompaniesStore(db).create('Acme ApS');
    db.close();
    const csv = tmp.file('erp.csv', [EIL_CSV, '04.03.2024;;;No supplier;10,00;DKK;4010;I25'].join('\n'));

    const first = await inProcess([
      'dataset',
      'import',
      '--company',
      'acme-aps',
      '--kind',
      'eil',
      '--csv',
      csv,
      '--mapping',
      mapping,
      '--data',
      data,
    ]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Imported 3 lines.');
    expect(first.stdout).toContain('row 5: supplier_id is missing');
    // Second time: no --mapping needed, nothing doubled.
    const again = await inProcess([
      'dataset',
      'import',
      '--company',
      'acme-aps',
      '--kind',
      'eil',
      '--csv',
      csv,
      '--data',
      data,
    ]);
    expect(again.stdout).toContain('Imported 0 lines (3 were already imported).');

    const out = await inProcess([
      'dataset',
      'export',
      '--company',
      'acme-aps',
      '--kind',
      'eil',
      '--out',
      'acme-history.pb',
      '--data',
      data,
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Rows: 3');
    const decoded = kontera.dataset.Dataset.decode(readFileSync(join(tmp.path, 'acme-history.pb')));
    expect(decoded.invoicelines.map((l) => l.lineText)).toEqual([
      'Printer paper A4',
      'Coffee beans',
      'Toner, black',
    ]);

    const unknown = await inProcess([
      'dataset',
      'export',
      '--company',
      'nobody',
      '--kind',
      'eil',
      '--out',
      'x.pb',
      '--data',
      data,
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no company "nobody". Companies: acme-aps.');
  });
});
