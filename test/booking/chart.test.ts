import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingView, ChartImportView, ChartView } from '../../preload/api';
import { useTestApp } from '../helpers/app';

const b64 = (text: string, encoding: BufferEncoding = 'utf8') =>
  Buffer.from(text, encoding).toString('base64');

const line = {
  supplierId: 'DK12345678',
  supplierName: 'TDC Erhverv',
  text: 'Mobilabonnement november',
  amount: 299,
};

describe('chart of accounts and VAT codes (through the handlers)', () => {
  const t = useTestApp({ keychainService: 'kontera-test-chart', startEngine: false });
  let companyId: number;
  const call = async <T>(
    name: string,
    args?: unknown,
  ): Promise<{ ok: true; value: T } | { ok: false; code: string; message: string }> => {
    const r = await t.result(name, args);
    return r.ok
      ? { ok: true, value: r.value as T }
      : { ok: false, code: r.error.code, message: r.error.message };
  };
  const ok = t.call;

  beforeEach(async () => {
    companyId = (await ok<{ id: number }>('companies.create', { name: 'Tømrer Hansen ApS' })).id;
  });

  it("imports e-conomic's kontoplan export: headings and sums left out, VAT codes kept, names searchable", async () => {
    const csv = [
      'Nr.;Navn;Type;Momskode',
      '1000;Salg;Overskrift;',
      '1010;Salg af varer;Drift;U25',
      '2750;Telefon og internet;Drift;I25',
      '2760;Porto og gebyrer;Drift;',
      '2799;Omkostninger i alt;Sum;',
    ].join('\r\n');
    const res = await ok<ChartImportView>('chart.importCsv', {
      companyId,
      kind: 'account',
      name: 'kontoplan.csv',
      contentBase64: b64(csv),
    });
    expect(res).toMatchObject({ layout: 'e-conomic', added: 3, updated: 0 });
    expect(res.skipped.map((s) => s.row)).toEqual([2, 6]);
    const chart = await ok<ChartView>('chart.get', { companyId });
    expect(chart.accounts.map((a) => [a.code, a.name, a.vatRequired, a.vatCode])).toEqual([
      ['1010', 'Salg af varer', true, 'U25'],
      ['2750', 'Telefon og internet', true, 'I25'],
      ['2760', 'Porto og gebyrer', false, null],
    ]);
  });

  it("imports Dinero's export in Windows-1252 (æøå) and VAT codes with their rates", async () => {
    const csv = '"Kontonummer","Navn","Moms"\n"3600","Kørsel","Købsmoms"\n"4000","Småanskaffelser",""\n';
    const res = await ok<ChartImportView>('chart.importCsv', {
      companyId,
      kind: 'account',
      name: 'konti.csv',
      contentBase64: b64(csv, 'latin1'),
    });
    expect(res).toMatchObject({ layout: 'dinero', added: 2 });
    const vat =
      'Momskode;Beskrivelse;Sats\nI25;Købsmoms 25%;25,00\nEUYD;EU-køb af ydelser;25\nI0;Momsfri;0\n';
    expect(
      await ok<ChartImportView>('chart.importCsv', {
        companyId,
        kind: 'vat_code',
        name: 'moms.csv',
        contentBase64: b64(vat),
      }),
    ).toMatchObject({ added: 3 });
    const chart = await ok<ChartView>('chart.get', { companyId });
    expect(chart.accounts.map((a) => a.name)).toEqual(['Kørsel', 'Småanskaffelser']);
    expect(chart.vatCodes.map((v) => [v.code, v.name, v.rate])).toEqual([
      ['EUYD', 'EU-køb af ydelser', 25],
      ['I0', 'Momsfri', 0],
      ['I25', 'Købsmoms 25%', 25],
    ]);
  });

  it('a CSV without number and name columns says which columns it found', async () => {
    const r = await call('chart.importCsv', {
      companyId,
      kind: 'account',
      name: 'x.csv',
      contentBase64: b64('a;b\n1;2\n'),
    });
    expect(r).toMatchObject({ ok: false, code: 'csv_columns' });
    expect(r.ok ? '' : r.message).toMatch(/found: a, b/);
  });

  it('an account not in the chart is refused, not booked; after adding it with a name it books', async () => {
    await ok('chart.save', {
      companyId,
      entry: { kind: 'account', code: '2750', name: 'Telefon og internet' },
    });
    const refused = await call('booking.acceptLine', {
      companyId,
      ref: 'd1#1',
      line,
      targets: { account: 'tele' },
    });
    expect(refused).toMatchObject({ ok: false, code: 'not_in_chart' });
    expect(refused.ok ? '' : refused.message).toMatch(/"tele" is not in the company's chart/);
    expect(await ok('booking.get', { companyId, kind: 'invoice-line', ref: 'd1#1' })).toBeNull();
    // Nothing of it reached the history the picker lists from.
    const choices = await ok<{ target: string; values: { value: string }[] }[]>('booking.choices', {
      companyId,
      kind: 'invoice-line',
    });
    expect(choices.flatMap((c) => c.values.map((v) => v.value))).not.toContain('tele');

    await ok('chart.save', { companyId, entry: { kind: 'account', code: '2755', name: 'Mobiltelefoni' } });
    const booked = await ok<BookingView>('booking.acceptLine', {
      companyId,
      ref: 'd1#1',
      line,
      targets: { account: '2755' },
    });
    expect(booked.targets).toEqual({ account: '2755' });
  });

  it("a VAT code not among the company's VAT codes is refused (I25 typed as a VAT code stays a VAT code)", async () => {
    await ok('chart.save', {
      companyId,
      entry: { kind: 'account', code: '2750', name: 'Telefon og internet' },
    });
    await ok('chart.save', {
      companyId,
      entry: { kind: 'vat_code', code: 'I25', name: 'Købsmoms 25 %', rate: 25 },
    });
    expect(
      await call('booking.acceptLine', {
        companyId,
        ref: 'd2#1',
        line,
        targets: { account: '2750', vat_code: 'I52' },
      }),
    ).toMatchObject({ ok: false, code: 'not_in_chart' });
    // A VAT code in the account column is not an account either.
    expect(
      await call('booking.acceptLine', {
        companyId,
        ref: 'd2#1',
        line,
        targets: { account: 'I25', vat_code: 'I25' },
      }),
    ).toMatchObject({ ok: false, code: 'not_in_chart' });
    expect(
      await ok<BookingView>('booking.acceptLine', {
        companyId,
        ref: 'd2#1',
        line,
        targets: { account: '2750', vat_code: 'I25' },
      }),
    ).toMatchObject({ targets: { account: '2750', vat_code: 'I25' } });
  });

  it('an account that needs a VAT code is not booked without one, and a correction cannot drop it', async () => {
    await ok('chart.save', {
      companyId,
      entry: {
        kind: 'account',
        code: '2750',
        name: 'Telefon og internet',
        vatRequired: true,
        vatCode: 'I25',
      },
    });
    await ok('chart.save', { companyId, entry: { kind: 'vat_code', code: 'I25', name: 'Købsmoms 25 %' } });
    const r = await call('booking.acceptLine', {
      companyId,
      ref: 'd3#1',
      line,
      targets: { account: '2750' },
    });
    expect(r).toMatchObject({ ok: false, code: 'vat_code_required' });
    expect(r.ok ? '' : r.message).toMatch(/needs a VAT code.*usually I25/);
    const booked = await ok<BookingView>('booking.acceptLine', {
      companyId,
      ref: 'd3#1',
      line,
      targets: { account: '2750', vat_code: 'I25' },
    });
    expect(
      await call('booking.correct', { bookingId: booked.id, targets: { account: '2750' } }),
    ).toMatchObject({ ok: false, code: 'vat_code_required' });
  });

  it('the company identity (legal name, VAT number) is stored per company', async () => {
    await ok('company.setIdentity', {
      companyId,
      legalName: 'Tømrer Hansen ApS',
      vatNumber: 'DK 12 34 56 78',
    });
    expect(await ok('company.identity', { companyId })).toEqual({
      companyId,
      legalName: 'Tømrer Hansen ApS',
      vatNumber: 'DK 12 34 56 78',
    });
  });
});
