import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// VAT charged on part of an invoice only: an auction's buyer's premium bears VAT, the hammer price
// none ("VAT @ 20% on buyer's premium  36.75"). The lots' sum row ("Totals 735.00 183.75 918.75")
// adds up as a VAT table's net + VAT = gross does, but the VAT line below it and the invoice total
// (918.75 + 36.75 = 955.50) show it is the base, and its premium column no VAT.

describe('VAT charged on a part of the invoice', () => {
  it('is the VAT line, not the premium column of the lots’ sum row (twenty-sixth batch auction)', () => {
    const auction = page('BL-en-invoice-auction');
    expect(ask(auction, 'How much VAT is charged?')).toBe('36.75');
    expect(ask(auction, 'VAT?')).toBe('36.75');
    expect(ask(auction, 'What is the total VAT shown on the invoice?')).toBe('36.75');
    expect(ask(auction, 'What is the balance due?')).toBe('755.50');
  });

  it('is read from a VAT label that says what it is charged on', () => {
    const bill = printedPage([
      'Brook Lane Storage Ltd',
      'Invoice 4410',
      '',
      [
        [300, 'Storage (exempt)'],
        [450, '400.00'],
      ],
      [
        [300, 'Handling'],
        [450, '100.00'],
      ],
      [
        [300, 'Subtotal'],
        [450, '500.00'],
      ],
      [
        [300, 'VAT @ 20% on handling'],
        [450, '20.00'],
      ],
      [
        [300, 'Invoice total'],
        [450, '520.00'],
      ],
    ]);
    expect(ask(bill, 'How much VAT is charged?')).toBe('20.00');
    // Without a figure that the VAT makes the total with, the VAT of a part is no answer.
    const unconfirmed = printedPage([
      'Brook Lane Storage Ltd',
      'Invoice 4412',
      '',
      [
        [300, 'Storage'],
        [450, '400.00'],
      ],
      [
        [300, 'VAT on delivery'],
        [450, '3.00'],
      ],
      [
        [300, 'Invoice total'],
        [450, '498.00'],
      ],
    ]);
    expect(ask(unconfirmed, 'How much VAT is charged?')).toBeNull();
  });

  it('leaves a VAT table’s sum row its VAT where nothing is taxed below it', () => {
    const table = printedPage([
      'Brook Lane Storage Ltd',
      'Invoice 4411',
      '',
      [
        [300, 'Net'],
        [380, 'VAT'],
        [450, 'Gross'],
      ],
      [
        [200, 'Totals'],
        [300, '500.00'],
        [380, '100.00'],
        [450, '600.00'],
      ],
      [
        [300, 'Invoice total'],
        [450, '600.00'],
      ],
    ]);
    expect(ask(table, 'How much VAT is charged?')).toBe('100.00');
  });
});
