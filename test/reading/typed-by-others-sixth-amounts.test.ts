import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The sixth batch typed by others (N-, O-, P-): the amount to pay or paid, by the kinds of fault
// its first run showed. Each answer below was wrong or missing before its change.

describe('pages typed by others, sixth batch: totals side by side over their figures', () => {
  it('a rate heading among the totals and a figure set flush right past its heading', () => {
    // "Netto | Moms % | Moms | Öresavr. | ATT BETALA SEK" over "22 597,16 | 25,00 | ... | 28 246,00".
    expect(ask(page('N-sv-faktura-akeri'), 'Att betala SEK?')).toBe('28 246,00');
    expect(ask(page('N-sv-faktura-akeri'), 'What is the total amount payable?')).toBe('28 246,00');
    expect(ask(page('N-sv-faktura-akeri'), 'Moms?')).toBe('5 649,29');
  });

  it("the line table's second row of headings is no totals row", () => {
    // "Net amount | VAT rate | VAT amount" under "Description | Qty | Unit price": the VAT is the
    // summary's, not the first line's 5.00.
    expect(ask(page('M-en-uk-marketplace-vat-invoice'), 'VAT total?')).not.toBe('5.00');
  });
});

describe('pages typed by others, sixth batch: credit notes', () => {
  it("a credit note's total is labelled by its crediting, and answered negative as printed", () => {
    expect(ask(page('N-sv-kreditfaktura-kontorsmobler'), 'Hur stort är det krediterade beloppet?')).toBe(
      '-7 531,25',
    );
    expect(ask(page('N-sv-kreditfaktura-kontorsmobler'), 'What is the total amount credited?')).toBe(
      '-7 531,25',
    );
    expect(ask(page('O-de-gutschrift-grosshandel'), 'Wie viel bekommen wir insgesamt gutgeschrieben?')).toBe(
      '-173,44',
    );
    expect(ask(page('O-de-gutschrift-grosshandel'), 'What is the total amount of the credit note?')).toBe(
      '-173,44',
    );
  });

  it("'Kreditor' asks the issuer, not the invoice number", () => {
    expect(ask(page('K-da-faktura-fragt'), 'Kreditor?')).toBe('Vestjysk Fragt & Logistik A/S');
  });
});

describe('pages typed by others, sixth batch: labels closed by more words', () => {
  it("a VAT label closed by a total's word is the VAT total, not the gross", () => {
    // "Summe MwSt gesamt  221,24" over "Rechnungsbetrag EUR  1.356,79".
    expect(ask(page('O-de-rechnung-kfz'), 'Brutto gesamt?')).toBe('1.356,79');
    expect(ask(page('O-de-rechnung-kfz'), 'MwSt-Betrag gesamt?')).toBe('221,24');
  });

  it('a label closed by the words naming its document', () => {
    // "BALANCE DUE THIS INVOICE  $1,336.55", after the trust retainer's (3,000.00).
    expect(ask(page('P-en-us-law-firm'), 'Amt due?')).toBe('1,336.55');
    expect(ask(page('P-en-us-law-firm'), 'What is the balance due on this invoice?')).toBe('1,336.55');
  });
});

describe('pages typed by others, sixth batch: what a bill paid in full cost', () => {
  it('the gross the payment settled, where the balance left is nothing', () => {
    // "Total Charges 796.07", "Payments (796.07)", "Balance Due USD 0.00".
    expect(ask(page('P-en-us-hotel-folio'), 'What was the total paid for the stay?')).toBe('796.07');
    expect(ask(page('P-en-us-hotel-folio'), 'How much did the hotel stay cost us in all?')).toBe('796.07');
  });

  it('what there is to pay on a paid invoice is still nothing', () => {
    const paid = printedPage([
      [[50, 'INVOICE']],
      [
        [50, 'Invoice number:'],
        [200, 'AT-4471'],
      ],
      '',
      [
        [300, 'Invoice Total:'],
        [450, 'USD 47.90'],
      ],
      [
        [300, 'Total Paid:'],
        [450, 'USD 47.90'],
      ],
      [
        [300, 'Amount Now Due:'],
        [450, 'USD 0.00'],
      ],
    ]);
    expect(ask(paid, 'How much do we have to pay?')).toBe('0.00');
    expect(ask(paid, 'What is the amount due?')).toBe('0.00');
  });

  it('an amount due read from the gross is checked by net + VAT = gross', () => {
    // "Sum | 5 444,67 | 764,33 | 6 209,00" under the VAT table; "Totalt NOK 6 209,00".
    expect(ask(page('N-no-faktura-hotell'), 'How much was paid in total for the stay?')).toBe('6 209,00');
  });
});
