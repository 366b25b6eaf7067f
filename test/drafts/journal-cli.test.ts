import { execFile } from 'node:child_process';
import iconv from 'iconv-lite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KonteraApp } from '../../main/app';
import { appRoot } from '../../main/util/paths';
import { tempDir } from '../helpers/tmp';

// `kontera journal export` as a user runs it, on a data folder with bookings made through the app.
const run = promisify(execFile);
let dir: ReturnType<typeof tempDir>;

async function journal(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [join(appRoot(), 'bin', 'kontera.mjs'), 'journal', ...args, '--data', dir.path],
      { cwd: appRoot(), timeout: 60_000, env: { ...process.env, KONTERA_FROM_SOURCE: '1' } },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(async () => {
  dir = tempDir();
  const app = await KonteraApp.open({
    dataDir: dir.path,
    host: 'browser',
    startEngine: false,
    log: () => {},
  });
  const company = app.companies.create('Tømrer Hansen ApS');
  app.learning.chart.saveAll(
    company.id,
    [
      { kind: 'account', code: '2750', name: 'Telefon og internet', vatRequired: true },
      { kind: 'vat_code', code: 'I25', name: 'Købsmoms', rate: 25 },
    ],
    'manual',
  );
  for (const [i, amount] of [796, 199].entries())
    app.learning.bookings.acceptLine({
      companyId: company.id,
      ref: `doc-1#${i + 1}`,
      line: {
        supplierId: 'DK14773908',
        supplierName: 'TDC Erhverv',
        text: i === 0 ? 'Mobilabonnement' : 'Bredbånd',
        amount,
        issueDate: '2026-11-01',
        currency: 'DKK',
        lineId: `7731/${i + 1}`,
      },
      targets: { account: '2750', vat_code: 'I25' },
    });
  // A Swedish company whose names need å, ä and ö: SIE files are read as code page 437.
  const swedish = app.companies.create('Åkeri Östgöta AB', new Date(), 'sv-SE');
  app.learning.bookings.acceptLine({
    companyId: swedish.id,
    ref: 'doc-2#1',
    line: {
      supplierId: 'SE556000016701',
      supplierName: 'Däckia',
      text: 'Däck och fälgar',
      amount: 4000,
      issueDate: '2026-11-02',
      currency: 'SEK',
      lineId: '88/1',
    },
    targets: { account: '5611' },
  });
  await app.close();
}, 60_000);
afterAll(() => dir.remove());

describe('kontera journal export', () => {
  it('writes SIE 4 with one balanced voucher per invoice, input VAT at the code rate', async () => {
    const out = join(dir.path, 'journal.se');
    const r = await journal(
      'export',
      '--company',
      'Tømrer Hansen ApS',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-30',
      '--format',
      'sie4',
      '--out',
      out,
    );
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ format: 'sie4', bookings: 2 });
    const bytes = readFileSync(out);
    // PC8 as the SIE standard says: "å" is the one byte 0x86 of code page 437, not UTF-8's two.
    expect(bytes.includes(Buffer.from([0xc3]))).toBe(false);
    expect(bytes.includes(Buffer.from([0x86]))).toBe(true);
    const sie = iconv.decode(bytes, 'cp437');
    expect(sie).toMatch(/^#FLAGGA 0\r\n#PROGRAM "Kontera" 1\r\n#FORMAT PC8\r\n/);
    // Code page 437 has no ø: it is written as ö (not "?").
    expect(sie).toMatch(/#FNAMN "Tömrer Hansen ApS"/);
    expect(sie).toMatch(/#TRANS 2750 \{\} 199\.00 "" "TDC Erhverv: Bredbånd"/);
    expect(sie).toMatch(/#KONTO 2750 "Telefon og internet"/);
    expect(sie).toMatch(/#VER "" 1 20261101 "TDC Erhverv 7731"/);
    const trans = [...sie.matchAll(/#TRANS (\S+) \{\} (-?\d+\.\d{2})/g)].map((m) => [m[1], Number(m[2])]);
    expect(trans).toEqual([
      ['2750', 796],
      ['2750', 199],
      ['2640', 248.75],
      ['2440', -1243.75],
    ]);
  }, 60_000);

  it('SIE 4 keeps å, ä and ö through the code page 437 bytes', async () => {
    const out = join(dir.path, 'swedish.se');
    const r = await journal(
      'export',
      '--company',
      'Åkeri Östgöta AB',
      '--from',
      '2026-11-01',
      '--to',
      '2026-11-30',
      '--format',
      'sie4',
      '--out',
      out,
    );
    expect(r.stderr).toBe('');
    const bytes = readFileSync(out);
    // Code page 437: å 0x86, ä 0x84, ö 0x94, Å 0x8F, Ö 0x99.
    const fnamn = Buffer.concat([
      Buffer.from('#FNAMN "', 'latin1'),
      Buffer.from([0x8f]),
      Buffer.from('keri ', 'latin1'),
      Buffer.from([0x99]),
      Buffer.from('stg', 'latin1'),
      Buffer.from([0x94]),
      Buffer.from('ta AB"', 'latin1'),
    ]);
    expect(bytes.includes(fnamn)).toBe(true);
    const text = iconv.decode(bytes, 'cp437');
    expect(text).toContain('#TRANS 5611 {} 4000.00 "" "Däckia: Däck och fälgar"');
    expect(text).toContain('#VER "" 1 20261102 "Däckia 88"');
  }, 60_000);

  it('writes e-conomic CSV; a wrong format or an unknown company says what to do', async () => {
    const out = join(dir.path, 'journal.csv');
    expect(
      (
        await journal(
          'export',
          '--company',
          'tomrer-hansen-aps',
          '--from',
          '2026-01-01',
          '--to',
          '2026-12-31',
          '--format',
          'csv',
          '--out',
          out,
        )
      ).code,
    ).toBe(0);
    expect(readFileSync(out, 'utf8').split('\r\n')[1]).toBe(
      '01-11-2026;7731;2750;TDC Erhverv: Mobilabonnement;796,00;6800;I25;DKK',
    );
    const bad = await journal(
      'export',
      '--company',
      'Tømrer Hansen ApS',
      '--from',
      '2026-01-01',
      '--to',
      '2026-12-31',
      '--format',
      'xlsx',
      '--out',
      out,
    );
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--format is csv \(e-conomic\), dinero or sie4/);
    const none = await journal(
      'export',
      '--company',
      'Nobody',
      '--from',
      '2026-01-01',
      '--to',
      '2026-12-31',
      '--format',
      'csv',
      '--out',
      out,
    );
    expect(none.stderr).toMatch(/no company named "Nobody"/);
  }, 90_000);
});
