import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The sixth batch typed by others (N-, O-, P-): the VAT's total, how pages print it and how
// questions ask it. Each answer below was missing or wrong before its change.

describe("a total's word after a VAT word", () => {
  it("names the VAT's total, not the gross", () => {
    // "MwSt 19 %  215,75", "Altteilsteuer 19 %  5,49", "Summe MwSt gesamt  221,24".
    const kfz = page('O-de-rechnung-kfz');
    expect(ask(kfz, 'MwSt-Betrag gesamt?')).toBe('221,24');
    expect(ask(kfz, 'How much VAT was charged in total?')).toBe('221,24');
    expect(ask(kfz, 'Brutto gesamt?')).toBe('1.356,79');
    const small = printedPage([
      [
        [300, 'Nettobetrag'],
        [500, '100,00'],
      ],
      [
        [300, 'MwSt gesamt'],
        [500, '19,00'],
      ],
      [
        [300, 'Rechnungsbetrag'],
        [500, '119,00'],
      ],
    ]);
    expect(ask(small, 'Wie viel MwSt?')).toBe('19,00');
    expect(ask(small, 'Gesamtbetrag?')).toBe('119,00');
  });
});

describe('VAT split over lines', () => {
  it('adds up to a total labelled as a net, the gross by its arithmetic', () => {
    // "Taxable Amount 2,604.00", CGST 65.10, SGST 65.10, "Round Off -0.20", "NET AMOUNT Rs. 2,734.00".
    const bill = page('P-en-in-restaurant-bill');
    expect(ask(bill, 'How much GST was charged in total?')).toBe('130.20');
    expect(ask(bill, 'CGST+SGST?')).toBe('130.20');
  });

  it('is the sum a VAT line prints, where no total adds up with them', () => {
    // Electricity's "VAT @ 5%  £4.28", gas's "VAT @ 5%  £4.14", "VAT summary  5% on £168.34  £8.42".
    const bill = page('P-en-uk-energy-bill');
    expect(ask(bill, 'How much VAT is on this bill?')).toBe('8.42');
    expect(ask(bill, 'What is the total VAT charged at 5%?')).toBe('8.42');
  });
});

describe('no VAT charged, said with a word between', () => {
  it('is zero VAT where net and gross are the same', () => {
    // "Reverse charge: No Danish VAT charged.", "Subtotal 8,445.00", "Total due (EUR) 8,445.00".
    expect(ask(page('N-en-invoice-software'), 'How much VAT is charged on this invoice?')).toBe('0.00');
    const vatNo = printedPage([
      [
        [300, 'Total'],
        [500, '120.00'],
      ],
      'Company no. 12 VAT reg. no. GB 318 4472 06',
    ]);
    expect(ask(vatNo, 'How much VAT?')).toBeNull();
  });
});

describe("a totals label printed in the page's other language first", () => {
  it('is the label after the "/"', () => {
    // "Sous-total / Subtotal 5,222.00", "TPS / GST 5 % 261.10", "TVQ / QST 9,975 % 520.89",
    // "TOTAL (CAD) $6,003.99": the two taxes add up with the net to the total.
    const qc = page('P-en-ca-qc-design-studio');
    expect(ask(qc, 'How much GST and QST was charged in total?')).toBe('781.99');
    expect(ask(qc, 'Total sales tax (GST+QST)?')).toBe('781.99');
  });
});
