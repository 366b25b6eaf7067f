/**
 * How long a bank statement takes to come in: a year of a busy account as a Windows-1252 CSV with a
 * balance column (ROWS entries), imported into a fresh company (encoding detected, mapping guessed,
 * duplicates looked for, balances checked), then the same file again (every entry already there),
 * then the same days as camt.053 (found as the same transactions across formats).
 *
 *   node --import tsx/esm test/bench/bank-import/bench.ts            (ROWS=10000 by default)
 */

import { join } from 'node:path';
import iconv from 'iconv-lite';
import { openDatabase } from '../../../main/store/db';
import { CompaniesStore } from '../../../main/store/companies';
import { DocumentsStore } from '../../../main/documents/store';
import { BankService } from '../../../main/bank/service';
import { camt053, danishCsv } from '../../bank/statements';
import { tempDir } from '../../helpers/tmp';

const ROWS = Number(process.env.ROWS ?? 10_000);
const TEXTS = [
  'Overførsel Elektro Nord ApS',
  'Dankort Café Ærø',
  'Løn Åse Sørensen',
  'Betalingsservice Ørsted',
  'Indbetaling Hansen & Søn',
];

const dk = (n: number) => n.toFixed(2).replace('.', ',');
const rows: [string, string, string, string][] = [];
const camtEntries: { date: string; amount: number; text: string; ref: string }[] = [];
let balance = 100_000;
for (let i = 0; i < ROWS; i++) {
  const day = new Date(Date.UTC(2024, 0, 1 + Math.floor((i * 365) / ROWS)));
  const amount = Math.round(((i * 7919) % 50_000) - 25_000) / 100;
  balance = Math.round((balance + amount) * 100) / 100;
  const iso = day.toISOString().slice(0, 10);
  const text = `${TEXTS[i % TEXTS.length]} ${i % 97}`;
  rows.push([`${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`, text, dk(amount), dk(balance)]);
  camtEntries.push({ date: iso, amount, text, ref: `R${i}` });
}
const csv = iconv.encode(danishCsv(rows), 'windows-1252');
const xml = Buffer.from(
  camt053({
    from: camtEntries[0]!.date,
    to: camtEntries.at(-1)!.date,
    opening: 100_000,
    closing: balance,
    entries: camtEntries,
  }),
);

const tmp = tempDir('kontera-bench-bank-');

const dir = tmp.path;
const db = openDatabase(join(dir, 'kontera.sqlite'));
const companies = new CompaniesStore(db);
const documents = new DocumentsStore(db);
const bank = new BankService({
  db,
  companies,
  documents: { list: (companyId) => documents.list(companyId), drafts: () => [] },
  identity: () => ({ legalName: null, vatNumber: null }),
  usualCurrency: () => null,
});
const companyId = companies.create('Bench ApS').id;

function time<T>(label: string, f: () => T): T {
  const t0 = performance.now();
  const r = f();
  console.log(`${label}: ${(performance.now() - t0).toFixed(0)} ms`);
  return r;
}

console.log(
  `${ROWS} entries, CSV ${(csv.length / 1024).toFixed(0)} KiB, camt.053 ${(xml.length / 1024).toFixed(0)} KiB`,
);
const preview = time('preview (detect encoding, guess mapping, read all rows)', () =>
  bank.previewCsv(companyId, 'year.csv', csv),
);
const first = time('import CSV', () => bank.importBytes(companyId, 'year.csv', csv, preview.mapping));
const again = time('import the same CSV again', () => bank.importBytes(companyId, 'year.csv', csv));
const camt = time('import the same days as camt.053', () => bank.importBytes(companyId, 'year.xml', xml));
time('balance check', () => bank.balance(companyId));
console.log(
  `imported ${first.imported}, again ${again.alreadyThere} already there, camt.053 ${camt.imported} new / ${camt.alreadyThere} already there, balance ok: ${camt.balance.ok}`,
);
db.close();
tmp.remove();
