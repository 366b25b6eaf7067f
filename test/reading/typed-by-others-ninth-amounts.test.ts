import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// The ninth batch typed by others (W-, X-, Y-): the amount to pay, the total VAT and the invoice
// number, by the kinds of fault its first run showed. Each answer below was wrong or missing before
// its change.

describe("pages typed by others, ninth batch: a till's VAT table with its rates printed bare", () => {
  it('sums the VAT column of rows whose rate, net, VAT and gross agree, the "%" only in the heading', () => {
    // "MwSt | % | Netto | MwSt Brutto" over "A | 7,0 | 13,04 | 0,91 | 13,95" and "B | 19,0 | 2,86 |
    // 0,54 | 3,40": the text layer joins the last two headings, whose column gave the gross 13,95.
    for (const q of [
      'MwSt gesamt?',
      'Wie viel Mehrwertsteuer ist insgesamt enthalten?',
      'How much VAT is included in total?',
    ])
      expect(ask(page('X-de-kassenbon-baeckerei'), q)).toBe('1,45');
  });
});

describe('pages typed by others, ninth batch: an invoice number with its letters', () => {
  it("keeps a cell's prefix in capitals, the label standing apart ('Invoice No: | CFE 019274')", () => {
    for (const q of ['Invoice number?', 'Inv no?', "What's the number on the furniture invoice?"])
      expect(ask(page('Y-za-furniture-invoice'), q)).toBe('CFE 019274');
    // A label's own shortening is no prefix: "TRN 4417" is the transaction number 4417.
    expect(ask(page('V-en-ca-grocery-receipt'), 'What is the receipt number?')).not.toBe('TRN 4417');
  });
});

describe('pages typed by others, ninth batch: the total asked of the purchase the page bills', () => {
  it('reads a total asked of what the page prints as its items, heading or count', () => {
    // "4 shipments | 13 pcs | 5,990 lb" under the lines: the shipments are the whole bill.
    expect(ask(page('Y-ca-freight-invoice'), 'How much do we owe for all the shipments?')).toBe('1,714.42');
    // "Domain Renewal" on two lines: no one line is the renewal, the total is.
    expect(ask(page('Y-sg-webhosting-invoice'), 'How much do we still need to pay for the renewal?')).toBe(
      '529.36',
    );
    expect(ask(page('Y-sg-webhosting-invoice'), "What's the GST on the hosting renewal?")).toBe('45.36');
    expect(ask(page('Y-nz-parking-receipt'), 'What did the car park cost us in the end?')).toBe('18.27');
  });

  it('leaves a priced line, a key and words the page does not print to what they name', () => {
    // One line prints "DECK SCREW": its price is asked, not the receipt's total.
    expect(ask(page('Y-us-hardware-receipt'), 'How much did the deck screws cost?')).not.toBe('$49.17');
    // "Guest | Mr Daniel Okafor" is a key: the guest is a party, and nothing says what was paid.
    expect(ask(page('D-en-hotel-invoice'), 'How much did the guest pay altogether?')).not.toBe('0.00');
    // Returns are in the terms' running text only.
    expect(ask(page('N-no-kvittering-nettbutikk'), 'Hva koster det å returnere varene?')).toBeNull();
  });
});
