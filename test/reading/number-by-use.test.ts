import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';
import { parseQuestion } from '../../main/reading/qa/question';

// The document's number asked by what it is for or who gave it (qa/question-use.ts), a label
// opening with the shop's web site, and the fee note's number. Each answer below was missing before.

describe("the document's number asked by what it is for", () => {
  it('reads the verb and where the number goes as the asked number, not another thing', () => {
    expect(ask(page('A-en-us-hvac'), 'Can you read me the invoice number?')).toBe('SR-10482');
    expect(
      ask(page('AB-in-catering-gst-tax-invoice'), 'Which invoice number should we book this under?'),
    ).toBe('AC/24-25/0318');
    expect(
      ask(page('J-en-in-gst-tax-invoice-cgst-sgst'), 'Which invoice number should we enter in Tally?'),
    ).toBe('SGE/24-25/0412');
    expect(
      ask(page('S-en-ca-ab-it-services-invoice'), 'What number should go in the e-Transfer message?'),
    ).toBe('CCR-5521');
    expect(
      ask(page('AE-us-landscaping-invoice'), 'Which number do I reference when we mail the check?'),
    ).toBe('INV-24-0873');
  });

  it('reads who gave the number, and what it identifies, as no party value', () => {
    // Read as the seller's VAT number ("identifies") or registration ("put on") before.
    expect(ask(page('J-en-us-hardware-receipt'), 'Which number identifies this sale?')).toBe('4418');
    expect(
      ask(page('AB-in-catering-gst-tax-invoice'), 'What bill number have the caterers put on this?'),
    ).toBe('AC/24-25/0318');
    expect(ask(page('Y-in-training-invoice'), 'Which number has the training company given this bill?')).toBe(
      'KSL/24-25/0387',
    );
    expect(ask(page('F-de-abschlagsrechnung'), 'Welche Rechnungsnummer hat der Zimmerer vergeben?')).toBe(
      'SR-2024-041',
    );
  });

  it('keeps a number named by another thing its own', () => {
    // "booking" is no form of the verb "book" there, and a PO number is no document number.
    expect(parseQuestion('What is the booking reference?').concept?.id).not.toBe('invoice_number');
    expect(parseQuestion("What's the booking number?").unexplained).toContain('booking');
    expect(parseQuestion('Which PO number should we reference?').concept?.id).not.toBe('invoice_number');
    expect(parseQuestion('Which judge is assigned to the case?').concept).toBeNull();
    // A party's word is no number word, and "who" asks a party ("booking" a form of "book").
    expect(parseQuestion('Who is the customer on this booking?').concept?.id).toBe('receiver_name');
  });
});

describe('labels of the document number', () => {
  it("reads a key opened by the shop's web site ('Bazaarly.co.uk order number:')", () => {
    for (const q of ['What is the order number?', 'Order #?'])
      expect(ask(page('P-en-uk-marketplace-order'), q)).toBe('205-8841736-2290415');
  });

  it("reads a fee note's number ('Fee Note No.:')", () => {
    expect(ask(page('V-en-ie-accountant-invoice'), "What's the invoice number?")).toBe('25/0117');
    expect(ask(page('AD-fr-note-honoraires-avocat'), 'What is the fee note number?')).toBe('2024-037');
  });
});
