import { beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { appRoot } from '../../main/util/paths';
import type { HeaderSuggestionsView, InvoiceDraftView, UndoView } from '../../preload/api';
import { useTestApp } from '../helpers/app';

// Issue 12, point 2: header values from the company's scanned-invoice model, trained (dataset mode)
// from the texts of the invoices it booked, so a new supplier's second invoice is suggested from its
// first. Real documents, the real local engine over loopback, the dataset-bearing path form.
const CORPUS = join(appRoot(), '..', 'shared', 'corpus', 'zugferd');
const BEISPIEL = 'ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispiel';
const FIRST = `${BEISPIEL}RE-20140522_501.pdf`;
const SECOND = `${BEISPIEL}RE-20140703_502.pdf`;
const OTHER = 'XML-Rechnung__FX__EN16931_Einfach.pdf';

describe("a new supplier's second invoice is suggested from its first", () => {
  const t = useTestApp({ keychainService: 'kontera-test-header-model' });
  const call = t.call;
  let companyId: number;

  beforeEach(async () => {
    companyId = (await call<{ id: number }>('companies.create', { name: 'Kunde Mitte ApS' })).id;
  });

  async function drop(file: string): Promise<InvoiceDraftView> {
    const doc = await call<{ id: number }>('documents.import', {
      companyId,
      name: file,
      contentBase64: readFileSync(join(CORPUS, file)).toString('base64'),
    });
    await t.app.documents.idle();
    return call<InvoiceDraftView>('drafts.get', { documentId: doc.id });
  }

  async function bookAll(documentId: number, account: string): Promise<void> {
    const draft = await call<InvoiceDraftView>('drafts.get', { documentId });
    for (const [i, line] of draft.lines.entries()) {
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
          lineId: `${draft.invoiceNumber.value ?? ''}/${i + 1}`,
        },
        targets: { account },
      });
    }
  }

  /** Asks until the model has answered for the supplier (training runs in the engine's worker). */
  async function suggestedSupplier(documentId: number): Promise<HeaderSuggestionsView> {
    const until = Date.now() + 60_000;
    for (;;) {
      const view = await call<HeaderSuggestionsView>('drafts.suggestHeader', { documentId });
      if (view.fields.some((f) => f.field === 'supplierName') || Date.now() > until) return view;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('books the first, corrected; the second draft is suggested the supplier as booked; undo forgets it', async () => {
    const other = await drop(OTHER);
    const first = await drop(FIRST);
    const second = await drop(SECOND);
    expect(second.supplier.name.value).toMatch(/Bei Spiel/);

    // Nothing booked yet: no model, and it says why; a supplier never booked is asked about by name.
    const before = await call<HeaderSuggestionsView>('drafts.suggestHeader', {
      documentId: second.documentId,
    });
    expect(before).toMatchObject({ state: 'training', reason: 'untrained', fields: [] });
    expect(before.dataset).toBe('kunde-mitte-aps.scanned-invoice.pb');
    expect(before.message).toMatch(/book an invoice/);
    expect(second.supplier.matched).toBeNull();
    expect(typeof before.supplierClass?.known).toBe('boolean');

    // A service that cannot be asked says why, instead of "learning…".
    await call('settings.setEnvironment', { environment: 'staging' });
    const away = await call<HeaderSuggestionsView>('drafts.suggestHeader', { documentId: second.documentId });
    expect(away.state).toBe('offline');
    expect(['no-token', 'offline']).toContain(away.reason);
    expect(away.message).toMatch(/check them yourself/);
    await call('settings.setEnvironment', { environment: 'local' });

    // The bookkeeper writes the first invoice's supplier as the books know it, then books it.
    await call('drafts.correct', {
      documentId: first.documentId,
      field: 'supplierName',
      value: 'Bei Spiel GmbH (Musterstadt)',
    });
    await bookAll(other.documentId, '4000');
    await bookAll(first.documentId, '4310');
    await t.app.headerModel.settled();

    // The company's scanned-invoice dataset went to the local engine's bucket and trained there.
    const after = await suggestedSupplier(second.documentId);
    expect(after.state).toBe('ready');
    const supplier = after.fields.find((f) => f.field === 'supplierName')!;
    // As booked (the correction), not as printed: learned from the first invoice.
    expect(supplier.candidates[0]?.value).toBe('Bei Spiel GmbH (Musterstadt)');
    expect(supplier.candidates.map((c) => c.value)).toContain('Lieferant GmbH');
    expect(supplier.candidates[0]!.confidence).toBeGreaterThan(
      supplier.candidates.find((c) => c.value === 'Lieferant GmbH')!.confidence,
    );
    const currency = after.fields.find((f) => f.field === 'currency');
    expect(currency?.candidates[0]?.value).toBe('EUR');
    // The other supplier's invoice is suggested its own supplier by the same model.
    const own = await suggestedSupplier(other.documentId);
    expect(own.fields.find((f) => f.field === 'supplierName')?.candidates[0]?.value).toBe('Lieferant GmbH');

    // A value corrected after booking is what the model learns from then on.
    await call('drafts.correct', {
      documentId: other.documentId,
      field: 'supplierName',
      value: 'Lieferant GmbH, Berlin',
    });
    const corrected = t.app.db
      .prepare(
        "SELECT targets FROM history_lines WHERE company_id = ? AND kind = 'scanned-invoice' AND booking_id = ?",
      )
      .get(companyId, `document-header:${other.documentId}`) as { targets: string };
    expect(JSON.parse(corrected.targets)).toMatchObject({ supplier_name: 'Lieferant GmbH, Berlin' });

    // Undoing every line of the first invoice takes its example out of the company's history.
    const lines = (await call<InvoiceDraftView>('drafts.get', { documentId: first.documentId })).lines;
    for (let i = 0; i < lines.length; i++) await call<UndoView>('booking.undo', { companyId });
    await t.app.headerModel.settled();
    const left = t.app.db
      .prepare("SELECT targets FROM history_lines WHERE company_id = ? AND kind = 'scanned-invoice'")
      .all(companyId) as { targets: string }[];
    expect(left.map((r) => (JSON.parse(r.targets) as Record<string, string>).supplier_name)).toEqual([
      'Lieferant GmbH, Berlin',
    ]);
  }, 180_000);
});
