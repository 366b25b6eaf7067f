import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { parseCamt } from '../../main/bank/camt';
import { entriesOf } from '../../main/bank/types';
import type { BankCsvPreviewView, BankImportView, BankListView } from '../../preload/contract/bank';
import { tempDir } from '../helpers/tmp';
import { callOk } from '../helpers/call';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const tmp = tempDir('kontera-bank-');
let app: KonteraApp;
let companyId: number;

const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);

beforeAll(async () => {
  app = await KonteraApp.open({
    dataDir: join(tmp.path, 'data'),
    host: 'electron',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
  });
  companyId = (await call<{ id: number }>('companies.create', { name: 'Acme ApS' })).id;
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

describe('camt.053 statements', () => {
  it('reads booked entries with signed amounts, counterparty and remittance text, and references', () => {
    const parsed = parseCamt('march.xml', readFileSync(fixture('camt053-sample.xml'), 'utf8'));
    expect(parsed.account).toBe('DK5000400440116243');
    expect(parsed.format).toBe('camt053');
    expect(parsed.periods[0]).toMatchObject({ opening: 10000 });
    expect(entriesOf(parsed)).toEqual([
      {
        date: '2024-03-04',
        text: 'Office Supplies A/S / Invoice 117 / Paper & toner',
        amount: -1234.5,
        currency: 'DKK',
        reference: 'INV-2024-117',
        counterparty: 'Office Supplies A/S',
        balance: null,
      },
      {
        date: '2024-03-05',
        text: 'Customer & Sons ApS',
        amount: 5000,
        currency: 'DKK',
        reference: '+71<000000001234567',
        counterparty: 'Customer & Sons ApS',
        balance: null,
      },
      ...[1, 2].map(() => ({
        date: '2024-03-06',
        text: 'Dankort Kaffe & Co',
        amount: -89,
        currency: 'DKK',
        reference: null,
        counterparty: null,
        balance: null,
      })),
    ]);
    expect(parsed.problems).toEqual([{ row: 5, reason: 'status PDNG (not booked yet), left out' }]);
  });

  it('reads the later camt.053.001.08 layout (status code, party under Pty)', () => {
    const parsed = parseCamt('april.xml', readFileSync(fixture('camt053-v08.xml'), 'utf8'));
    expect(parsed.account).toBe('12345678');
    expect(entriesOf(parsed)).toEqual([
      {
        date: '2024-04-30',
        text: 'Telecom GmbH / Mobile April',
        amount: -42.1,
        currency: 'EUR',
        reference: null,
        counterparty: 'Telecom GmbH',
        balance: null,
      },
    ]);
  });

  it('refuses a DOCTYPE with entities (no expansion, no external entity)', () => {
    const evil = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd"><!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>
<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="DKK">1</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-01</Dt></BookgDt><AddtlNtryInf>&x;&b;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>`;
    expect(() => parseCamt('evil.xml', evil)).toThrow(/DOCTYPE or entities/);
  });

  it('says plainly when an XML file is not a bank statement, or not XML at all', () => {
    expect(() => parseCamt('invoice.xml', '<Invoice><ID>1</ID></Invoice>')).toThrow(
      /not an ISO 20022 bank statement/,
    );
    expect(() => parseCamt('broken.xml', '<Document><BkToCstmrStmt>')).toThrow(
      /not valid XML|not an ISO 20022/,
    );
  });
});

describe('bank.import and bank.list', () => {
  it('imports a camt.053 file, lists the entries as open, and does not duplicate on a second import', async () => {
    const first = await call<BankImportView>('bank.import', {
      companyId,
      path: fixture('camt053-sample.xml'),
    });
    expect(first).toMatchObject({
      format: 'camt053',
      account: 'DK5000400440116243',
      imported: 4,
      alreadyThere: 0,
      problemCount: 1,
    });
    const again = await call<BankImportView>('bank.import', {
      companyId,
      path: fixture('camt053-sample.xml'),
    });
    expect(again).toMatchObject({ imported: 0, alreadyThere: 4 });

    const list = await call<BankListView>('bank.list', { companyId });
    expect(list.total).toBe(4);
    expect(list.entries.map((e) => [e.date, e.amount, e.state])).toEqual([
      ['2024-03-06', -89, 'open'],
      ['2024-03-06', -89, 'open'],
      ['2024-03-05', 5000, 'open'],
      ['2024-03-04', -1234.5, 'open'],
    ]);
    expect(list.entries[3]).toMatchObject({
      text: 'Office Supplies A/S / Invoice 117 / Paper & toner',
      reference: 'INV-2024-117',
      source: 'camt053',
      sourceFile: 'camt053-sample.xml',
    });

    // The learning loop marks entries booked in this table; the list follows the state.
    app.db
      .prepare(
        "UPDATE bank_entries SET state = 'booked', booked_at = '2024-04-02T10:00:00Z' WHERE reference = 'INV-2024-117'",
      )
      .run();
    expect((await call<BankListView>('bank.list', { companyId })).total).toBe(3);
    const booked = await call<BankListView>('bank.list', { companyId, state: 'booked' });
    expect(booked.entries.map((e) => e.reference)).toEqual(['INV-2024-117']);
    expect(
      (await call<BankListView>('bank.list', { companyId, state: 'all', limit: 2 })).entries,
    ).toHaveLength(2);
  });

  it('imports a CSV export with debit/credit columns through a mapping, remembers it, and lists bad rows', async () => {
    const other = (await call<{ id: number }>('companies.create', { name: 'Beta A/S' })).id;
    const csv = join(tmp.path, 'bank.csv');
    writeFileSync(
      csv,
      [
        'Bogført;Tekst;Modpart;Ud;Ind;Reference',
        '02.04.2024;Husleje april;Ejendom ApS;12.500,00;;R-1',
        '03.04.2024;Indbetaling;Kunde A/S;;3.000,00;',
        'i går;Kaffe;;45,00;;',
        '04.04.2024;Gebyr;;x;;',
        '',
        '05.04.2024;Renter;;;0,75;',
      ].join('\n'),
    );
    const mapping = {
      decimal: ',',
      dateFormat: 'DD.MM.YYYY',
      currency: 'DKK',
      columns: {
        date: 'Bogført',
        text: ['Modpart', 'Tekst'],
        debit: 'Ud',
        credit: 'Ind',
        reference: 'Reference',
      },
    };
    const result = await call<BankImportView>('bank.import', { companyId: other, path: csv, mapping });
    expect(result).toMatchObject({ format: 'csv', imported: 3, problemCount: 2 });
    expect(result.problems).toEqual([
      { row: 4, reason: '"i går" in column "Bogført" is not a date' },
      { row: 5, reason: 'the debit/credit amount is missing or not a number' },
    ]);
    const list = await call<BankListView>('bank.list', { companyId: other });
    expect(
      list.entries.map((e) => ({
        date: e.date,
        text: e.text,
        amount: e.amount,
        currency: e.currency,
        reference: e.reference,
      })),
    ).toEqual([
      { date: '2024-04-05', text: 'Renter', amount: 0.75, currency: 'DKK', reference: null },
      { date: '2024-04-03', text: 'Kunde A/S / Indbetaling', amount: 3000, currency: 'DKK', reference: null },
      {
        date: '2024-04-02',
        text: 'Ejendom ApS / Husleje april',
        amount: -12500,
        currency: 'DKK',
        reference: 'R-1',
      },
    ]);

    // The next statement from the same bank needs no mapping step.
    const remembered = await call<BankCsvPreviewView>('bank.previewCsv', { companyId: other, path: csv });
    expect(remembered).toMatchObject({
      remembered: true,
      delimiter: ';',
      mapping: { currency: 'DKK', decimal: ',' },
    });
    const next = join(tmp.path, 'bank-may.csv');
    writeFileSync(
      next,
      ['Bogført;Tekst;Modpart;Ud;Ind;Reference', '02.05.2024;Husleje maj;Ejendom ApS;12.500,00;;R-2'].join(
        '\n',
      ),
    );
    expect(await call<BankImportView>('bank.import', { companyId: other, path: next })).toMatchObject({
      imported: 1,
    });
    // Companies are kept apart.
    expect(
      (await call<BankListView>('bank.list', { companyId })).entries.every((e) => e.source === 'camt053'),
    ).toBe(true);
  });

  it('asks for a mapping for a CSV statement when none is remembered, and refuses a bad one', async () => {
    const third = (await call<{ id: number }>('companies.create', { name: 'Gamma' })).id;
    const csv = join(tmp.path, 'plain.csv');
    writeFileSync(csv, 'Date,Text,Amount\n2024-01-02,Fee,-10\n');
    const preview = await call<BankCsvPreviewView>('bank.previewCsv', { companyId: third, path: csv });
    expect(preview).toMatchObject({
      delimiter: ',',
      headers: ['Date', 'Text', 'Amount'],
      rows: [['2024-01-02', 'Fee', '-10']],
      remembered: false,
      mapping: { columns: { date: 'Date', text: 'Text', amount: 'Amount' } },
    });
    expect(await dispatch(handlersFor(app), 'bank.import', { companyId: third, path: csv })).toMatchObject({
      ok: false,
      error: { code: 'mapping_needed' },
    });
    const bad = await dispatch(handlersFor(app), 'bank.import', {
      companyId: third,
      path: csv,
      mapping: { columns: { date: 'Date', text: 'Text' } },
    });
    expect(bad).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_mapping',
        message: expect.stringMatching(/amount column.*currency/s) as string,
      },
    });
    const ok = await call<BankImportView>('bank.import', {
      companyId: third,
      path: csv,
      mapping: { currency: 'EUR', columns: { date: 'Date', text: 'Text', amount: 'Amount' } },
    });
    expect(ok).toMatchObject({ imported: 1 });
    expect(
      await dispatch(handlersFor(app), 'bank.import', {
        companyId: third,
        path: join(tmp.path, 'missing.xml'),
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'file_unreadable' },
    });
  });
});
