import { beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { appRoot } from '../../main/util/paths';
import type { DraftSummaryView, InvoiceDraftView, JournalFileView, UndoView } from '../../preload/api';
import { useTestApp } from '../helpers/app';

const PDF = join(appRoot(), '..', 'shared', 'corpus', 'zugferd', 'XML-Rechnung__FX__EN16931_Einfach.pdf');

describe('drafts, corrections, progress, undo and the journal through the handlers (real engine)', () => {
  const t = useTestApp({ keychainService: 'kontera-test-drafts' });
  const call = t.call;
  let companyId: number;

  beforeEach(async () => {
    companyId = (await call<{ id: number }>('companies.create', { name: 'Kunden AG Mitte' })).id;
  });

  async function dropPdf(): Promise<InvoiceDraftView> {
    const doc = await call<{ id: number }>('documents.import', {
      companyId,
      name: 'rechnung.pdf',
      contentBase64: readFileSync(PDF).toString('base64'),
    });
    await t.app.documents.idle();
    return call<InvoiceDraftView>('drafts.get', { documentId: doc.id });
  }

  it('a corrected value changes the draft and its checks, and goes back as annotate feedback', async () => {
    const draft = await dropPdf();
    expect(draft.totals.gross.value).toBe(529.87);
    expect(draft.totals.gross.source?.page).toBeGreaterThanOrEqual(1);
    const corrected = await call<InvoiceDraftView>('drafts.correct', {
      documentId: draft.documentId,
      field: 'gross',
      value: '530,87',
    });
    expect(corrected.totals.gross).toMatchObject({ value: 530.87, origin: 'corrected' });
    expect(corrected.checks.find((c) => c.name === 'net-vat-gross')).toMatchObject({
      ok: false,
      difference: -1,
    });
    await t.app.documents.drafts.feedbackSent();
    const feedback = t.app.db.prepare("SELECT payload FROM outbox WHERE kind = 'feedback'").all() as {
      payload: string;
    }[];
    expect(feedback).toHaveLength(1);
    expect(JSON.parse(feedback[0]!.payload)).toMatchObject({
      trueValues: { answers: [{ question: 'What is the total including VAT?', answer: '530.87' }] },
    });
    const bad = await t.result('drafts.correct', {
      documentId: draft.documentId,
      field: 'issueDate',
      value: '31-02-2018',
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
  }, 90_000);

  it('booking every line marks the invoice booked; undo opens it again; the journal has it while booked', async () => {
    const draft = await dropPdf();
    const line = draft.lines[0]!;
    await call('booking.acceptLine', {
      companyId,
      ref: line.ref,
      line: {
        supplierId: draft.supplier.id,
        supplierName: draft.supplier.name.value,
        text: line.text,
        amount: line.amount,
        issueDate: draft.issueDate.value,
        currency: draft.currency.value,
        lineId: `${draft.invoiceNumber.value}/1`,
      },
      targets: { account: '4000' },
    });
    const list = await call<DraftSummaryView[]>('drafts.list', { companyId });
    expect(list.map((d) => d.progress)).toEqual([
      { booked: 1, total: draft.lines.length, state: draft.lines.length === 1 ? 'booked' : 'partly' },
    ]);

    const sie = await call<JournalFileView>('journal.export', {
      companyId,
      from: '2018-01-01',
      to: '2018-12-31',
      format: 'sie4',
    });
    expect(sie.bookings).toBe(1);
    expect(sie.content).toMatch(/#SIETYP 4/);
    // Each voucher balances: its transactions add up to zero.
    const trans = [...sie.content.matchAll(/#TRANS \S+ \{\} (-?\d+\.\d{2})/g)].map((m) => Number(m[1]));
    expect(trans.reduce((s, n) => s + n, 0)).toBeCloseTo(0, 2);
    const dinero = await call<JournalFileView>('journal.export', {
      companyId,
      from: '2018-01-01',
      to: '2018-12-31',
      format: 'dinero',
    });
    // The booked line's own amount (the PDF's table has two lines: 198,00 and 275,00).
    const amount = Number(line.amount).toFixed(2).replace('.', ',');
    expect(amount).toBe('198,00');
    expect(dinero.content.split('\r\n')[1]).toBe(
      `05-03-2018;471102;Lieferant GmbH: Trennblätter A4;4000;;${amount};6800`,
    );

    const undo = await call<UndoView>('booking.undo', { companyId });
    expect(undo).toMatchObject({ undone: true, booking: { ref: line.ref } });
    expect((await call<DraftSummaryView[]>('drafts.list', { companyId }))[0]?.progress.state).toBe(
      'unbooked',
    );
    expect(
      (
        await call<JournalFileView>('journal.export', {
          companyId,
          from: '2018-01-01',
          to: '2018-12-31',
          format: 'e-conomic',
        })
      ).bookings,
    ).toBe(0);
  }, 90_000);

  it('documents read before drafts existed get their draft at start-up, and are listed', async () => {
    const draft = await dropPdf();
    t.app.db.prepare('DELETE FROM invoice_drafts').run();
    expect(await call<DraftSummaryView[]>('drafts.list', { companyId })).toEqual([]);
    await t.reopen({ startEngine: false });
    await t.app.documents.idle();
    const list = await call<DraftSummaryView[]>('drafts.list', { companyId });
    expect(list.map((d) => [d.documentId, d.invoiceNumber])).toEqual([
      [draft.documentId, draft.invoiceNumber.value],
    ]);
  }, 90_000);
});
