import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A document's number keyed in ways other than "Invoice No.": by the title's cell and a number word
// of its own ("KVITTO | Nr 4471"), or by a bare number key in the date's key column ("No. :" over
// "Date :"). And questions naming the document by its issuer's trade still ask the document's number.

describe("the document's number without an invoice-number label", () => {
  it("a receipt's number beside its title, keyed by a number word", () => {
    expect(ask(page('T-sv-kvitto-restaurang'), 'Kvittonr?')).toBe('4471');
    expect(ask(page('T-sv-kvitto-restaurang'), "What's the receipt number?")).toBe('4471');
    const en = printedPage([
      [[50, 'Corner Cafe Ltd']],
      '',
      [
        [50, 'RECEIPT'],
        [300, 'No. 20931'],
      ],
      [[50, '12/03/2024 09:14']],
      [
        [50, 'Flat white'],
        [300, '4.50'],
      ],
      [
        [50, 'TOTAL'],
        [300, '4.50'],
      ],
    ]);
    expect(ask(en, 'Receipt number?')).toBe('20931');
  });

  it('a bare number key stacked over the date key', () => {
    expect(ask(page('G-my-tax-invoice'), 'What is the invoice number?')).toBe('CS-24-03152');
    expect(ask(page('G-my-tax-invoice'), 'Bill no.?')).toBe('CS-24-03152');
  });

  it("a hotel's folio number is its bill's number", () => {
    expect(ask(page('P-en-us-hotel-folio'), 'What number is on this hotel bill?')).toBe('778213');
  });

  it('a trade owning the document says whose document, not whose number', () => {
    for (const q of [
      "What number is on the electrician's bill?",
      'What number is printed on the restaurant bill?',
      "What number is the solicitors' bill?",
    ])
      expect(parseQuestion(q).concept?.id, q).toBe('invoice_number');
    expect(parseQuestion("What is the restaurant's VAT number?").concept?.id).toBe('supplier_vat');
    expect(ask(page('S-en-gb-restaurant-bill'), 'What number is printed on the restaurant bill?')).toBe(
      '20417',
    );
  });
});

describe('a number key naming whose is no document number', () => {
  it('"Client Code:" stacked over the date key is the client\'s', () => {
    expect(ask(page('V-en-ie-accountant-invoice'), 'Fee note no.?')).toBe('25/0117');
    expect(ask(page('V-en-ie-accountant-invoice'), "What's the invoice number?")).not.toBe('KIL002');
  });

  it('a bilingual bare key ("No / No.:") over the date key', () => {
    expect(ask(page('P-en-ca-qc-design-studio'), 'Invoice no.?')).toBe('2024-0187');
  });
});
