import { describe, expect, it } from 'vitest';
import { ask, printedPage, scannedAs } from './positioned-page';

// A scan's total OCR misread, told by the page's own arithmetic: the rounded total a cash rounding
// makes is what was paid, and a tax table's sum row beside its net is no gross.

describe('a scan whose total OCR misread', () => {
  it('answers the rounded total under the cash rounding, not the sum before it', () => {
    const doc = scannedAs('BI-sv-kvitto-skomakare', { '37,00': '3700', '212,50': '21.2.50' });
    expect(ask(doc, 'Hur mycket kostade skolagningen sammanlagt?')).toBe('1 063,00');
  });

  it("gives no tax table's sum row for the grand total it is smaller than", () => {
    const doc = scannedAs('BH-en-tax-invoice-stationery', { '₹ 7,227.00': 'X7, 22700' });
    expect(ask(doc, 'Grand total?')).toBeNull();
    expect(ask(doc, 'What is the total amount payable?')).toBeNull();
  });

  it('keeps a total that is no smaller than its net', () => {
    const doc = printedPage([
      [
        [330, 'Taxable Value'],
        [490, '1,000.00'],
      ],
      [
        [330, 'GST 10%'],
        [500, '100.00'],
      ],
      [
        [330, 'Grand Total'],
        [490, '1,100.00'],
      ],
    ]);
    expect(ask(doc, 'Grand total?')).toBe('1,100.00');
  });
});
