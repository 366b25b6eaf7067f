import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, typedPage } from './positioned-page';

// A scan whose VAT line OCR misread left another VAT word's figure to answer at full confidence:
// the VAT of the deposit a final bill takes off, or a figure the VAT line's own rate contradicts.
// Saying nothing is better than booking either (vat-contradicted.ts).

describe("a deduction's VAT", () => {
  it('is not the VAT of a final bill whose own VAT line OCR misread', () => {
    const page = scannedAs('AA-de-rechnung-dachdecker', {
      '3.083,32': '31083.32',
      '19.311,32': 'T91 T32',
      '12.171,32 €': '1217132 €',
    });
    // Not the deposit's 1.140,00: the misread line's own figure, 19 % of the net shown digit for
    // digit by '31083.32', is read back (vat-read-back.ts).
    expect(ask(page, 'MwSt.-Betrag gesamt?')).toBe('3083,32');
    expect(ask(page, 'How much VAT does the invoice charge in total?')).toBe('3083,32');
    expect(ask(typedPage('AA-de-rechnung-dachdecker'), 'MwSt.-Betrag gesamt?')).toBe('3.083,32');
  });

  it('is not the VAT where the deposit prints only its VAT in brackets', () => {
    const page = scannedAs('AX-de-rechnung-umzug', { '473,78 €': '4173,18 €' });
    expect(ask(page, 'MwSt.?')).toBeNull();
    expect(ask(page, 'What is the total VAT on this invoice?')).toBeNull();
    expect(ask(typedPage('AX-de-rechnung-umzug'), 'MwSt.?')).toBe('473,78');
  });

  const finalBill = (vat: string) =>
    [
      [
        [300, 'Subtotal'],
        [480, '5,000.00'],
      ],
      [
        [300, 'VAT 20%'],
        [480, vat],
      ],
      [
        [300, 'Total'],
        [480, '6,000.00'],
      ],
      [
        [300, 'Less deposit paid'],
        [480, '-1,200.00'],
      ],
      [[300, '(of which VAT 200.00)']],
      [
        [300, 'Balance due'],
        [480, '4,800.00'],
      ],
    ] as [number, string][][];

  it('is no answer in other wording, and the VAT line read stands', () => {
    // The misread figure is never the answer: 20 % of the subtotal is the total less it (vat-proved-twice.ts).
    expect(ask(asScan(printedPage(finalBill('3,000.00'))), 'How much VAT?')).toBe('1000.00');
    expect(ask(asScan(printedPage(finalBill('1,000.00'))), 'How much VAT?')).toBe('1,000.00');
    expect(ask(printedPage(finalBill('1,000.00')), 'How much VAT?')).toBe('1,000.00');
  });

  it('stays the VAT where the deposit was the whole gross', () => {
    const page = printedPage([
      [
        [300, 'Net'],
        [480, '1,000.00'],
      ],
      [
        [300, 'VAT 20%'],
        [480, '200.00'],
      ],
      [
        [300, 'Total'],
        [480, '1,200.00'],
      ],
      [
        [300, 'Paid in advance'],
        [480, '-1,200.00'],
      ],
      [
        [300, 'Balance due'],
        [480, '0.00'],
      ],
    ]);
    expect(ask(asScan(page), 'How much VAT?')).toBe('200.00');
  });
});

describe("a scan's VAT its own line's rate contradicts", () => {
  it('is not answered where it is more than the rate makes of the net', () => {
    const page = scannedAs('Q-no-kvittering-taxi', { '39,99': '329.99' });
    expect(ask(page, 'Mva?')).toBeNull();
    expect(ask(page, 'What is the VAT amount?')).toBeNull();
    expect(ask(scannedAs('Q-no-kvittering-taxi', {}), 'Mva?')).toBe('39,99');
  });

  it('is not answered in other wording, and a text layer keeps its figure', () => {
    const rows: [number, string][][] = [
      [
        [300, 'Net amount'],
        [480, '850.00'],
      ],
      [
        [300, 'VAT 10%'],
        [480, '185.00'],
      ],
      [
        [300, 'Total'],
        [480, '935.00'],
      ],
    ];
    // Not the misread 185.00: 10 % of the net is the total less it (vat-proved-twice.ts).
    expect(ask(asScan(printedPage(rows)), 'What is the VAT?')).toBe('85.00');
    // Less than the rate makes of the net: items at a lower rate, no contradiction.
    rows[1] = [
      [300, 'VAT 10%'],
      [480, '45.00'],
    ];
    rows[2] = [
      [300, 'Total'],
      [480, '895.00'],
    ];
    expect(ask(asScan(printedPage(rows)), 'What is the VAT?')).toBe('45.00');
  });
});
