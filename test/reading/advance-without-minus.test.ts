import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// An advance printed under the gross without a minus sign ("Less: Advance (Rcpt 0412)  50,000.00"),
// then the rest ("Balance Payable  74,254.00") under a label the packs do not know: the word for
// the advance says it is taken off, and the rest printed below it confirms it.

describe('an advance taken off the gross without its minus', () => {
  it('leaves the balance as the amount due (twenty-sixth batch CCTV tax invoice, lakh figures)', () => {
    const cctv = page('BL-en-tax-invoice-cctv');
    expect(ask(cctv, 'Amount due?')).toBe('74,254.00');
    expect(ask(cctv, 'What amount has to be paid now?')).toBe('74,254.00');
    expect(ask(cctv, 'What is the invoice total?')).toBe('1,24,254.00');
  });

  const bill = (advance: string, rest: string) =>
    printedPage([
      'Schreinerei Vogt GmbH',
      'Rechnung 2024-77',
      '',
      [
        [300, 'Gesamtbetrag brutto'],
        [450, '5.950,00'],
      ],
      [
        [300, advance],
        [450, '2.000,00'],
      ],
      [
        [300, 'Verbleibt'],
        [450, rest],
      ],
    ]);

  it('holds in other words, and only where the rest adds up', () => {
    expect(ask(bill('Anzahlung vom 02.05.', '3.950,00'), 'Amount due?')).toBe('3.950,00');
    // A row under the gross that names no advance is no deduction ("darin MwSt", a net).
    expect(ask(bill('Versand', '3.950,00'), 'Amount due?')).toBe('5.950,00');
    // The figure below is not the gross less the advance: nothing overturns the gross.
    expect(ask(bill('Anzahlung vom 02.05.', '3.590,00'), 'Amount due?')).toBe('5.950,00');
  });
});
