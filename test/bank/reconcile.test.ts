import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import type {
  BankBalanceView,
  BankImportView,
  BankListView,
  BankPendingView,
  BankStatementView,
} from '../../preload/contract/bank';
import { tempDir } from '../helpers/tmp';
import { callOk } from '../helpers/call';
import { camt053, danishCsv } from './statements';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tmp = tempDir('kontera-bank-reconcile-');
const dataDir = join(tmp.path, 'data');
let app: KonteraApp;
const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);
const open = () =>
  KonteraApp.open({
    dataDir,
    host: 'browser',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
  });
const company = async (name: string) => (await call<{ id: number }>('companies.create', { name })).id;
const mapping = {
  decimal: ',',
  dateFormat: 'DD.MM.YYYY',
  currency: 'DKK',
  columns: { date: 'Dato', text: 'Tekst', amount: 'Beløb', balance: 'Saldo' },
};

beforeAll(async () => {
  app = await open();
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

// 1–4 March from the netbank's CSV; 3–6 March from the bank's camt.053: three of its entries are the
// CSV's (two equal card payments on the 3rd among them), one is new.
const csv = danishCsv([
  ['01.03.2024', 'Overførsel Elektro Nord ApS', '-1.250,00', '8.750,00'],
  ['02.03.2024', 'Løn Åse Sørensen', '-2.000,00', '6.750,00'],
  ['03.03.2024', 'Dankort Kaffe Ø', '-45,00', '6.705,00'],
  ['03.03.2024', 'Dankort Kaffe Ø', '-45,00', '6.660,00'],
  ['04.03.2024', 'Indbetaling Hansen & Søn', '3.000,00', '9.660,00'],
]);
const camt = camt053({
  from: '2024-03-03',
  to: '2024-03-06',
  opening: 6750,
  closing: 9160,
  entries: [
    { date: '2024-03-03', amount: -45, text: 'Dankort Kaffe Ø', ref: 'B-301' },
    { date: '2024-03-03', amount: -45, text: 'Dankort Kaffe Ø', ref: 'B-302' },
    { date: '2024-03-04', amount: 3000, text: 'Faktura 77', party: 'Hansen & Søn', ref: 'B-401' },
    { date: '2024-03-06', amount: -500, text: 'Gebyr kvartal', ref: 'B-601' },
  ],
});

describe('no duplicates across formats', () => {
  it('CSV then camt.053 of overlapping days: each transaction once, equal payments on one day stay two', async () => {
    const companyId = await company('Overlap ApS');
    const fromCsv = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'marts.csv',
      contentBase64: b64(csv),
      mapping,
    });
    expect(fromCsv).toMatchObject({ imported: 5, alreadyThere: 0, balance: { ok: true } });
    const fromCamt = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'marts.xml',
      contentBase64: b64(camt),
    });
    expect(fromCamt).toMatchObject({
      format: 'camt053',
      imported: 1,
      alreadyThere: 3,
      balance: { ok: true, gaps: [] },
    });
    const list = await call<BankListView>('bank.list', { companyId, state: 'all' });
    expect(list.entries.map((e) => [e.date, e.amount]).reverse()).toEqual([
      ['2024-03-01', -1250],
      ['2024-03-02', -2000],
      ['2024-03-03', -45],
      ['2024-03-03', -45],
      ['2024-03-04', 3000],
      ['2024-03-06', -500],
    ]);
    // The camt.053 knew the payer apart from the text: the kept entry learns it.
    expect(list.entries.find((e) => e.amount === 3000)?.counterparty).toBe('Hansen & Søn');
    // Both files again, in the other order: nothing new, "N already there" per file.
    expect(
      await call<BankImportView>('bank.importContent', {
        companyId,
        name: 'marts.xml',
        contentBase64: b64(camt),
      }),
    ).toMatchObject({ imported: 0, alreadyThere: 4 });
    expect(
      await call<BankImportView>('bank.importContent', {
        companyId,
        name: 'marts.csv',
        contentBase64: b64(csv),
        mapping,
      }),
    ).toMatchObject({ imported: 0, alreadyThere: 5 });
    expect((await call<BankListView>('bank.list', { companyId, state: 'all' })).total).toBe(6);
  });

  it('a third equal payment that day, in a later export, is a new entry', async () => {
    const companyId = await company('Three coffees');
    await call('bank.importContent', { companyId, name: 'a.csv', contentBase64: b64(csv), mapping });
    const more = danishCsv([
      ['03.03.2024', 'Dankort Kaffe Ø', '-45,00', '6.705,00'],
      ['03.03.2024', 'Dankort Kaffe Ø', '-45,00', '6.660,00'],
      ['03.03.2024', 'Dankort Kaffe Ø', '-45,00', '6.615,00'],
    ]);
    expect(
      await call<BankImportView>('bank.importContent', {
        companyId,
        name: 'b.csv',
        contentBase64: b64(more),
        mapping,
      }),
    ).toMatchObject({ imported: 1, alreadyThere: 2 });
  });
});

describe('balances that add up', () => {
  it('a CSV with a day missing shows the gap between the last day that added up and the first that does not', async () => {
    const companyId = await company('Missing day');
    const missing = danishCsv([
      ['01.03.2024', 'Overførsel Elektro Nord ApS', '-1.250,00', '8.750,00'],
      ['02.03.2024', 'Løn Åse Sørensen', '-2.000,00', '6.750,00'],
      // 3 March (two card payments, -90) is not in the file
      ['04.03.2024', 'Indbetaling Hansen & Søn', '3.000,00', '9.660,00'],
    ]);
    const r = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'hul.csv',
      contentBase64: b64(missing),
      mapping,
    });
    expect(r.balance.ok).toBe(false);
    expect(r.balance.gaps).toEqual([
      expect.objectContaining({ from: '2024-03-03', to: '2024-03-04', difference: -90 }),
    ]);
    // The missing day arrives (from the camt.053): the gap closes.
    await call('bank.importContent', {
      companyId,
      name: 'marts.xml',
      contentBase64: b64(camt),
    });
    expect(await call<BankBalanceView>('bank.balance', { companyId })).toMatchObject({ ok: true, gaps: [] });
  });

  it('a camt.053 whose entries do not reach its closing balance, and a break between two statements, are gaps', async () => {
    const companyId = await company('Camt gaps');
    const short = camt053({
      from: '2024-03-03',
      to: '2024-03-06',
      opening: 6750,
      closing: 9160,
      entries: [
        { date: '2024-03-03', amount: -45, text: 'Dankort Kaffe Ø', ref: 'B-301' },
        { date: '2024-03-06', amount: -500, text: 'Gebyr kvartal', ref: 'B-601' },
      ],
    });
    const r = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 's.xml',
      contentBase64: b64(short),
    });
    expect(r.balance.gaps).toEqual([
      expect.objectContaining({ from: '2024-03-03', to: '2024-03-06', difference: 2955 }),
    ]);
    // The next statement opens at a balance the last one did not close at: a gap between them.
    const next = camt053({
      from: '2024-03-10',
      to: '2024-03-10',
      opening: 9000,
      closing: 8900,
      entries: [{ date: '2024-03-10', amount: -100, text: 'Porto', ref: 'B-1001' }],
    });
    await call('bank.importContent', { companyId, name: 'n.xml', contentBase64: b64(next) });
    const balance = await call<BankBalanceView>('bank.balance', { companyId });
    expect(balance.gaps).toContainEqual(
      expect.objectContaining({ from: '2024-03-07', to: '2024-03-09', difference: -160 }),
    );
  });

  it('a statement without balances is listed as unchecked until the bookkeeper types them in', async () => {
    const companyId = await company('Typed');
    const noBalance =
      'Dato;Tekst;Beløb\r\n01.03.2024;Husleje;-5.000,00\r\n02.03.2024;Indbetaling;1.000,00\r\n';
    const r = await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'u.csv',
      contentBase64: b64(noBalance),
      mapping: { ...mapping, columns: { date: 'Dato', text: 'Tekst', amount: 'Beløb' } },
    });
    expect(r.balance.unchecked).toEqual(r.statementIds);
    const [statement] = await call<BankStatementView[]>('bank.statements', { companyId });
    const wrong = await call<BankBalanceView>('bank.setBalances', {
      companyId,
      statementId: statement!.id,
      opening: 10000,
      closing: 6500,
    });
    expect(wrong).toMatchObject({
      ok: false,
      gaps: [{ from: '2024-03-01', to: '2024-03-02', difference: 500 }],
    });
    const right = await call<BankBalanceView>('bank.setBalances', {
      companyId,
      statementId: statement!.id,
      opening: 10000,
      closing: 6000,
    });
    expect(right).toEqual({ ok: true, gaps: [], unchecked: [] });
  });
});

describe('statements waiting for a mapping', () => {
  it('survive a restart, and import with the chosen mapping', async () => {
    const companyId = await company('Waiting');
    const held = await call<BankPendingView>('bank.hold', {
      companyId,
      name: 'marts.csv',
      contentBase64: b64(csv),
    });
    expect(held.preview.headers).toEqual(['Dato', 'Tekst', 'Beløb', 'Saldo']);
    await app.close();
    app = await open();
    const waiting = await call<BankPendingView[]>('bank.pending', { companyId });
    expect(waiting.map((p) => p.name)).toEqual(['marts.csv']);
    expect(waiting[0]!.preview.check).toMatchObject({ entryCount: 5, error: null });
    const done = await call<BankImportView>('bank.importPending', {
      companyId,
      pendingId: waiting[0]!.id,
      mapping: waiting[0]!.preview.mapping,
    });
    expect(done).toMatchObject({ imported: 5 });
    expect(await call<BankPendingView[]>('bank.pending', { companyId })).toEqual([]);
  });
});
