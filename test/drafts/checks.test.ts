import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { LearningLoop } from '../../main/booking/learning-loop';
import { addressedCheck, duplicateCheck, linesSumCheck, totalsCheck } from '../../main/booking/checks';
import type { DraftLine, DraftValue, InvoiceDraftView } from '../../preload/api';
import { tempDir } from '../helpers/tmp';

const read = <T>(value: T | null): DraftValue<T> => ({
  value,
  source: null,
  confidence: 0.9,
  origin: value === null ? 'missing' : 'read',
});
const line = (amount: number | null, i = 0): DraftLine => ({
  ref: `doc-1#${i + 1}`,
  text: `Line ${i + 1}`,
  quantity: null,
  unitPrice: null,
  amount,
  vatRate: 25,
  unitCode: null,
  source: null,
  fromTotals: false,
});

function draft(
  o: {
    lines?: (number | null)[];
    net?: number | null;
    vat?: number | null;
    gross?: number | null;
    receiverName?: string | null;
    receiverVat?: string | null;
  } = {},
): Pick<InvoiceDraftView, 'lines' | 'totals' | 'receiver' | 'currency' | 'invoiceNumber'> {
  return {
    lines: (o.lines ?? [1200, 394]).map(line),
    totals: {
      net: read(o.net === undefined ? 1594 : o.net),
      vat: read(o.vat === undefined ? 398.5 : o.vat),
      gross: read(o.gross === undefined ? 1992.5 : o.gross),
      due: read(1992.5),
    },
    receiver: { name: read(o.receiverName ?? null), vatNumber: read(o.receiverVat ?? null) },
    currency: read('DKK'),
    invoiceNumber: read('7731'),
  };
}

describe('checks before booking', () => {
  it('lines sum to net: passes when they do, shows the difference when they do not', () => {
    expect(linesSumCheck(draft())).toMatchObject({ name: 'lines-sum', ok: true, difference: 0 });
    const off = linesSumCheck(draft({ lines: [1200, 349] }));
    expect(off).toMatchObject({ ok: false, difference: -45 });
    expect(off.message).toMatch(/1549\.00 DKK.*1594\.00 DKK: 45\.00 DKK missing/);
    expect(linesSumCheck(draft({ net: null }))).toMatchObject({ ok: null });
  });

  it('net + VAT = gross: passes when it adds up, shows by how much it is off', () => {
    expect(totalsCheck(draft())).toMatchObject({ name: 'net-vat-gross', ok: true });
    const off = totalsCheck(draft({ gross: 1929.5 }));
    expect(off).toMatchObject({ ok: false, difference: 63 });
    expect(off.message).toMatch(/off by 63\.00 DKK/);
    expect(totalsCheck(draft({ vat: null }))).toMatchObject({ ok: null });
    expect(totalsCheck(draft({ vat: null })).message).toMatch(/VAT was not read/);
  });

  it('addressed to the open company: by VAT number (DK 87 65 43 21 = DK87654321), else by name', () => {
    const identity = { companyId: 1, legalName: 'Nordlys Kontor ApS', vatNumber: 'DK87654321' };
    expect(addressedCheck(draft({ receiverVat: 'DK 87 65 43 21' }), identity, 'Nordlys')).toMatchObject({
      ok: true,
    });
    const other = addressedCheck(draft({ receiverVat: 'DK11223344' }), identity, 'Nordlys');
    expect(other).toMatchObject({ name: 'addressed-to-company', ok: false });
    expect(other.message).toMatch(/DK11223344, not to this company's DK87654321/);
    const noVat = { companyId: 1, legalName: null, vatNumber: null };
    expect(
      addressedCheck(draft({ receiverName: 'Nordlys Kontor' }), noVat, 'Nordlys Kontor ApS (demo)'),
    ).toMatchObject({ ok: true });
    expect(
      addressedCheck(draft({ receiverName: 'Fjord Bikes AS' }), noVat, 'Nordlys Kontor ApS'),
    ).toMatchObject({ ok: false });
    expect(addressedCheck(draft(), noVat, 'Nordlys')).toMatchObject({ ok: null });
  });

  describe('the same supplier and invoice number already booked', () => {
    let dir: ReturnType<typeof tempDir>;
    let db: DB;
    let loop: LearningLoop;
    let companyId: number;
    beforeEach(() => {
      dir = tempDir();
      db = openDatabase(join(dir.path, 'kontera.sqlite'));
      const companies = new CompaniesStore(db);
      companyId = companies.create('Nordlys Kontor ApS').id;
      loop = new LearningLoop({
        db,
        companies,
        currentEnvironment: () => 'local',
        connect: () => Promise.reject(new Error('no service in this test')),
        log: () => {},
      });
    });
    afterEach(async () => {
      await loop.close();
      db.close();
      dir.remove();
    });

    it('is found from another document, not from the invoice itself, and undo clears it', () => {
      const input = { companyId, supplierId: 'DK14773908', invoiceNumber: '7731', ownRefs: ['doc-2#1'] };
      expect(duplicateCheck(db, input)).toMatchObject({ name: 'duplicate', ok: true });
      const l = {
        supplierId: 'DK14773908',
        supplierName: 'TDC Erhverv',
        text: 'Mobil',
        amount: 995,
        lineId: '7731/1',
      };
      loop.bookings.acceptLine({ companyId, ref: 'doc-2#1', line: l, targets: { account: '4320' } });
      // Its own lines are not a double booking.
      expect(duplicateCheck(db, input)).toMatchObject({ ok: true });
      // The same invoice dropped in again as document 5 is.
      const again = duplicateCheck(db, { ...input, ownRefs: ['doc-5#1'] });
      expect(again).toMatchObject({ ok: false });
      expect(again.message).toMatch(/Invoice 7731 from this supplier is already booked \(1 line\)/);
      // Another supplier's invoice 7731 is not the same invoice.
      expect(duplicateCheck(db, { ...input, supplierId: 'DK1', ownRefs: ['doc-5#1'] })).toMatchObject({
        ok: true,
      });
      loop.undo.undo(companyId);
      expect(duplicateCheck(db, { ...input, ownRefs: ['doc-5#1'] })).toMatchObject({ ok: true });
    });
  });
});
