import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import type {
  BankEntryView,
  BankImportView,
  BankListView,
  BankMatchesView,
} from '../../preload/contract/bank';
import { tempDir } from '../helpers/tmp';
import { callOk } from '../helpers/call';
import type { DraftSummaryView } from '../../preload/contract/drafts';
import { camt053, ublInvoice } from './statements';
import { makeInvoice, suppliers } from '../fixtures/documents/generate';
import { renderPdf } from '../fixtures/documents/render';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tmp = tempDir('kontera-bank-matching-');
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

async function setUp(
  name: string,
  invoices: Parameters<typeof ublInvoice>[0][],
  entries: Parameters<typeof camt053>[0]['entries'],
) {
  const companyId = (await call<{ id: number }>('companies.create', { name })).id;
  for (const inv of invoices)
    await call('documents.import', {
      companyId,
      name: `${inv.number}.xml`,
      contentBase64: b64(ublInvoice(inv)),
    });
  await app.documents.idle();
  const total = entries.reduce((s, e) => s + e.amount, 0);
  await call<BankImportView>('bank.importContent', {
    companyId,
    name: 'stmt.xml',
    contentBase64: b64(
      camt053({ from: '2024-03-01', to: '2024-03-31', opening: 50000, closing: 50000 + total, entries }),
    ),
  });
  const list = await call<BankListView>('bank.list', { companyId, state: 'all' });
  return { companyId, entries: list.entries };
}

const elektro = {
  supplier: 'Elektro Nord ApS',
  customer: 'Matchers ApS',
  issueDate: '2024-03-01',
  dueDate: '2024-03-15',
};

describe('matching entries to open invoices', () => {
  it('proposes the invoice a payment of its amount to its supplier pays; accepting matches it and the invoice is no longer open', async () => {
    const { companyId, entries } = await setUp(
      'Matchers ApS',
      [
        { ...elektro, number: 'F-1042', payable: 1250, paymentId: '+71<000000010420019' },
        { ...elektro, supplier: 'Kontorland A/S', number: 'K-77', payable: 980 },
      ],
      [
        {
          date: '2024-03-12',
          amount: -1250,
          text: 'Overførsel Elektro Nord ApS',
          party: 'Elektro Nord ApS',
          ref: 'R1',
        },
        { date: '2024-03-13', amount: -75, text: 'Gebyr', ref: 'R2' },
      ],
    );
    const proposed = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    expect(proposed.invoices.map((i) => [i.number, i.open, i.direction])).toEqual(
      expect.arrayContaining([
        ['F-1042', 1250, 'supplier'],
        ['K-77', 980, 'supplier'],
      ]),
    );
    const payment = entries.find((e) => e.amount === -1250)!;
    const fee = entries.find((e) => e.amount === -75)!;
    const [best] = proposed.suggestions.filter((s) => s.entryId === payment.id);
    expect(best).toMatchObject({ kind: 'full', invoices: [{ number: 'F-1042', amount: 1250 }] });
    expect(best!.reasons.join(' ')).toMatch(/Elektro Nord ApS is named/);
    // The fee matches nothing: it goes on to account suggestions.
    expect(proposed.suggestions.some((s) => s.entryId === fee.id)).toBe(false);

    const matched = await call<BankEntryView>('bank.acceptMatch', {
      companyId,
      entryId: payment.id,
      invoices: best!.invoices.map((i) => ({ documentId: i.documentId, amount: i.amount })),
    });
    expect(matched).toMatchObject({ state: 'matched', matches: [{ number: 'F-1042', amount: 1250 }] });
    const after = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    expect(after.invoices.map((i) => i.number)).toEqual(['K-77']);
    // Matching the same entry twice, or paying more than is open, is refused plainly.
    const twice = await dispatch(handlersFor(app), 'bank.acceptMatch', {
      companyId,
      entryId: payment.id,
      invoices: [{ documentId: best!.invoices[0]!.documentId, amount: 1 }],
    });
    expect(twice).toMatchObject({ ok: false, error: { code: 'bank_entry_done' } });
    // Undone, the invoice is open again.
    await call('bank.unmatch', { companyId, entryId: payment.id });
    expect((await call<BankMatchesView>('bank.suggestMatches', { companyId })).invoices).toHaveLength(2);
  });

  it('finds the invoice by its payment reference or number in the text, and takes a partial payment', async () => {
    const { companyId, entries } = await setUp(
      'Partial ApS',
      [
        {
          ...elektro,
          customer: 'Partial ApS',
          number: '2024-5521',
          payable: 10000,
          paymentId: 'RF18539007547034',
        },
      ],
      [{ date: '2024-03-14', amount: -4000, text: 'Rate 1 RF18 5390 0754 7034', ref: 'P1' }],
    );
    const { suggestions } = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    expect(suggestions[0]).toMatchObject({
      entryId: entries[0]!.id,
      kind: 'partial',
      invoices: [{ number: '2024-5521', open: 10000, amount: 4000 }],
    });
    expect(suggestions[0]!.reasons.join(' ')).toMatch(/payment reference RF18539007547034/);
    await call('bank.acceptMatch', {
      companyId,
      entryId: entries[0]!.id,
      invoices: [{ documentId: suggestions[0]!.invoices[0]!.documentId, amount: 4000 }],
    });
    const { invoices } = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    expect(invoices).toMatchObject([{ number: '2024-5521', total: 10000, open: 6000 }]);
  });

  it('proposes one payment for two invoices of the same supplier, and matches both', async () => {
    const { companyId, entries } = await setUp(
      'Twice ApS',
      [
        { ...elektro, customer: 'Twice ApS', number: 'F-2001', payable: 800 },
        { ...elektro, customer: 'Twice ApS', number: 'F-2002', payable: 450.5 },
        { ...elektro, customer: 'Twice ApS', number: 'F-2003', payable: 999 },
      ],
      [{ date: '2024-03-20', amount: -1250.5, text: 'Elektro Nord fakt. F-2001 F-2002', ref: 'T1' }],
    );
    const { suggestions } = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    const several = suggestions.find((s) => s.kind === 'several')!;
    expect(several.invoices.map((i) => [i.number, i.amount]).sort()).toEqual([
      ['F-2001', 800],
      ['F-2002', 450.5],
    ]);
    expect(suggestions[0]).toBe(several);
    const matched = await call<BankEntryView>('bank.acceptMatch', {
      companyId,
      entryId: entries[0]!.id,
      invoices: several.invoices.map((i) => ({ documentId: i.documentId, amount: i.amount })),
    });
    expect(matched.matches.map((m) => m.number).sort()).toEqual(['F-2001', 'F-2002']);
    const left = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    expect(left.invoices.map((i) => i.number)).toEqual(['F-2003']);
  });

  it("matches a customer's payment to the invoice the company issued under its legal name (company identity)", async () => {
    // The company is called "Kunde 7" in Kontera; its invoices are issued as "Havbrise Rådgivning ApS".
    const { companyId, entries } = await setUp(
      'Kunde 7',
      [
        {
          supplier: 'Havbrise Rådgivning ApS',
          customer: 'Hansen Byg A/S',
          number: 'H-301',
          issueDate: '2024-03-01',
          dueDate: '2024-03-15',
          payable: 5000,
        },
      ],
      [{ date: '2024-03-11', amount: 5000, text: 'Indbetaling Hansen Byg H-301', ref: 'C1' }],
    );
    // Before the identity is known, the invoice looks like a bill to pay: nothing matches money in.
    const unknown = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    expect(unknown.invoices.map((i) => [i.number, i.direction])).toEqual([['H-301', 'supplier']]);
    expect(unknown.suggestions).toEqual([]);

    await call('company.setIdentity', { companyId, legalName: 'Havbrise Rådgivning ApS', vatNumber: null });
    const known = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    expect(known.invoices).toMatchObject([
      { number: 'H-301', direction: 'customer', party: 'Hansen Byg A/S' },
    ]);
    expect(known.suggestions).toMatchObject([
      { entryId: entries[0]!.id, kind: 'full', invoices: [{ number: 'H-301', amount: 5000 }] },
    ]);
    const matched = await call<BankEntryView>('bank.acceptMatch', {
      companyId,
      entryId: entries[0]!.id,
      invoices: [{ documentId: known.suggestions[0]!.invoices[0]!.documentId, amount: 5000 }],
    });
    // The matched entry names the customer who paid, not the company itself.
    expect(matched.matches).toMatchObject([{ number: 'H-301', party: 'Hansen Byg A/S', amount: 5000 }]);
  });

  it('matches a payment to an invoice read from a PDF (its draft), and names it on the matched entry', async () => {
    const companyId = (await call<{ id: number }>('companies.create', { name: 'Pdf Betaler ApS' })).id;
    const supplier = suppliers().find((s) => s.lang === 'da')!;
    const invoice = makeInvoice(supplier, 1, 5);
    await call('documents.import', {
      companyId,
      name: 'faktura.pdf',
      contentBase64: Buffer.from(await renderPdf(invoice.ops)).toString('base64'),
    });
    await app.documents.idle();
    // What reading made of the PDF: the draft the bookkeeper sees (no e-invoice behind it).
    const [draft] = await call<DraftSummaryView[]>('drafts.list', { companyId });
    expect(draft).toMatchObject({ gross: invoice.totalIncl, invoiceNumber: invoice.number });
    await call<BankImportView>('bank.importContent', {
      companyId,
      name: 'stmt.xml',
      contentBase64: b64(
        camt053({
          from: '2025-12-01',
          to: '2025-12-31',
          opening: 100000,
          closing: 100000 - invoice.totalIncl,
          entries: [
            {
              date: '2025-12-10',
              amount: -invoice.totalIncl,
              text: `Betaling faktura ${invoice.number}`,
              party: supplier.name,
              ref: 'PDF-1',
            },
          ],
        }),
      ),
    });
    const { entries } = await call<BankListView>('bank.list', { companyId, state: 'all' });
    const proposed = await call<BankMatchesView>('bank.suggestMatches', { companyId });
    expect(proposed.invoices).toMatchObject([
      { number: invoice.number, direction: 'supplier', open: invoice.totalIncl },
    ]);
    expect(proposed.suggestions[0]).toMatchObject({
      entryId: entries[0]!.id,
      kind: 'full',
      invoices: [{ number: invoice.number, amount: invoice.totalIncl }],
    });
    expect(proposed.suggestions[0]!.reasons.join(' ')).toMatch(/invoice number/);
    const matched = await call<BankEntryView>('bank.acceptMatch', {
      companyId,
      entryId: entries[0]!.id,
      invoices: [{ documentId: draft!.documentId, amount: invoice.totalIncl }],
    });
    expect(matched.matches).toMatchObject([{ number: invoice.number, amount: invoice.totalIncl }]);
    expect((await call<BankMatchesView>('bank.suggestMatches', { companyId })).invoices).toEqual([]);
  });
});
