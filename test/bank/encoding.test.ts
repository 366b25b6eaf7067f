import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { KonteraApp } from '../../main/app';
import { detectEncoding, decodeText } from '../../main/bank/encoding';
import type { BankCsvPreviewView, BankImportView, BankListView } from '../../preload/contract/bank';
import { tempDir } from '../helpers/tmp';
import { callOk } from '../helpers/call';
import { danishCsv } from './statements';

// A Danish bank's export as it comes: Windows-1252 (or UTF-16 from a spreadsheet), with æøå.
const csv = danishCsv([
  ['01.03.2024', 'Overførsel Elektro Nord ApS', '-1.250,00', '8.750,00'],
  ['02.03.2024', 'Løn Åse Sørensen', '-2.000,00', '6.750,00'],
  ['04.03.2024', 'Indbetaling Hansen & Søn', '3.000,00', '9.750,00'],
  ['05.03.2024', 'Café Ærø, kørsel', '-45,50', '9.704,50'],
]);
const texts = [
  'Overførsel Elektro Nord ApS',
  'Løn Åse Sørensen',
  'Indbetaling Hansen & Søn',
  'Café Ærø, kørsel',
];

const tmp = tempDir('kontera-bank-encoding-');
let app: KonteraApp;
const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);

beforeAll(async () => {
  app = await KonteraApp.open({
    dataDir: join(tmp.path, 'data'),
    host: 'browser',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
  });
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

describe('encodings bank exports come in', () => {
  it('tells UTF-8 (with and without BOM), UTF-16 (LE, BE, without BOM) and Windows-1252 apart', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]);
    expect(detectEncoding(Buffer.from(csv, 'utf8'))).toBe('utf8');
    expect(detectEncoding(bom)).toBe('utf8');
    expect(detectEncoding(iconv.encode(csv, 'utf16le', { addBOM: true }))).toBe('utf16le');
    expect(detectEncoding(iconv.encode(csv, 'utf16be', { addBOM: true }))).toBe('utf16be');
    expect(detectEncoding(iconv.encode(csv, 'utf16le'))).toBe('utf16le');
    expect(detectEncoding(iconv.encode(csv, 'windows-1252'))).toBe('windows1252');
    for (const bytes of [bom, iconv.encode(csv, 'utf16le', { addBOM: true }), iconv.encode(csv, 'latin1')])
      expect(decodeText(bytes).text).toBe(csv);
    // Latin-9 writes € where Latin-1 has ¤: read as the encoding says when the mapping names it.
    expect(decodeText(iconv.encode('Gebyr 5 €', 'iso-8859-15'), 'iso885915').text).toBe('Gebyr 5 €');
  });

  for (const [label, bytes, shown] of [
    ['Windows-1252', iconv.encode(csv, 'windows-1252'), 'Windows-1252'],
    ['UTF-16 with BOM', iconv.encode(csv, 'utf16le', { addBOM: true }), 'UTF-16'],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]), 'UTF-8'],
  ] as const) {
    it(`imports a ${label} CSV with æøå clean: header, guessed mapping, texts, no duplicates on re-import`, async () => {
      const companyId = (await call<{ id: number }>('companies.create', { name: `Enc ${label}` })).id;
      const contentBase64 = Buffer.from(bytes).toString('base64');
      const preview = await call<BankCsvPreviewView>('bank.previewCsv', {
        companyId,
        name: 'konto.csv',
        contentBase64,
      });
      expect(preview).toMatchObject({
        encoding: shown,
        delimiter: ';',
        headers: ['Dato', 'Tekst', 'Beløb', 'Saldo'],
        mapping: {
          decimal: ',',
          dateFormat: 'DD.MM.YYYY',
          currency: 'DKK',
          columns: { date: 'Dato', text: 'Tekst', amount: 'Beløb', balance: 'Saldo' },
        },
      });
      expect(preview.check).toMatchObject({ error: null, entryCount: 4, problemCount: 0 });
      const first = await call<BankImportView>('bank.importContent', {
        companyId,
        name: 'konto.csv',
        contentBase64,
        mapping: preview.mapping,
      });
      expect(first).toMatchObject({ imported: 4, alreadyThere: 0, balance: { ok: true, gaps: [] } });
      const list = await call<BankListView>('bank.list', { companyId, state: 'all' });
      expect(list.entries.map((e) => e.text).reverse()).toEqual(texts);
      expect(list.entries.map((e) => e.amount).reverse()).toEqual([-1250, -2000, 3000, -45.5]);
      const again = await call<BankImportView>('bank.importContent', {
        companyId,
        name: 'konto.csv',
        contentBase64,
      });
      expect(again).toMatchObject({ imported: 0, alreadyThere: 4 });
    });
  }

  it('guesses columns it has no name for from what the cells hold (date, amount, balance, text)', async () => {
    const companyId = (await call<{ id: number }>('companies.create', { name: 'Enc content' })).id;
    const odd = [
      'Bokf;Beskr;Sum;Disp',
      '01.03.2024;Elektro Nord;-1.250,00;8.750,00',
      '02.03.2024;Løn;-2.000,00;6.750,00',
      '04.03.2024;Hansen & Søn;3.000,00;9.750,00',
    ].join('\n');
    const preview = await call<BankCsvPreviewView>('bank.previewCsv', {
      companyId,
      name: 'x.csv',
      contentBase64: iconv.encode(odd, 'windows-1252').toString('base64'),
    });
    expect(preview.mapping).toMatchObject({
      columns: { date: 'Bokf', text: 'Beskr', amount: 'Sum', balance: 'Disp' },
      decimal: ',',
    });
    expect(preview.check).toMatchObject({ error: null, entryCount: 3 });
  });
});
