import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, typedPage } from './positioned-page';

// A bill paid in full prints nothing left to pay; asked what it cost, the answer is the gross its
// payment settled, shown by the payment's line printing the gross again (settled.ts). A scan whose
// payment line OCR misread shows neither: the zero is no price paid, and it says nothing.

describe('a paid bill on a scan whose payment line OCR misread', () => {
  it('is not answered with the nothing left to pay', () => {
    const page = scannedAs('AD-de-rechnung-autovermietung', { '-528,12': '-528 112' });
    expect(ask(page, 'Was hat der Mietwagen insgesamt gekostet?')).toBeNull();
    expect(ask(page, 'What was the total amount paid for the rental?')).toBeNull();
    expect(ask(page, 'Offener Betrag?')).toBe('0,00');
    expect(ask(typedPage('AD-de-rechnung-autovermietung'), 'Was hat der Mietwagen insgesamt gekostet?')).toBe(
      '528,12',
    );
  });

  const paid = (payment: string) =>
    [
      [
        [300, 'Subtotal'],
        [480, '250.00'],
      ],
      [
        [300, 'VAT 20%'],
        [480, '50.00'],
      ],
      [
        [300, 'Total'],
        [480, '300.00'],
      ],
      [
        [300, 'Paid by card'],
        [480, payment],
      ],
      [
        [300, 'Balance due'],
        [480, '0.00'],
      ],
    ] as [number, string][][];

  it('in other wording, and the gross where the payment line was read', () => {
    expect(ask(asScan(printedPage(paid('30O 00'))), 'What was the total amount paid?')).toBeNull();
    expect(ask(asScan(printedPage(paid('300.00'))), 'What was the total amount paid?')).toBe('300.00');
    expect(ask(printedPage(paid('30O 00')), 'Balance due?')).toBe('0.00');
  });
});
