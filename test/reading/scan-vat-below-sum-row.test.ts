import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// An auction's lots summed in a row ("Totals  735.00  183.75  918.75": hammer, premium, both) add up
// as a VAT table's net + VAT = gross, the gross a total the page labels. On a scan whose VAT line
// under it OCR misread past reading ("VAT @ 20% on buyer's premium  56775" for 36.75), the VAT line
// and the invoice total under it ("Invoice total 955.50", more than the row's sum) still show the
// VAT was charged on the row's sum: the premium column is no VAT.

describe('a scanned sum row with a VAT charged below it', () => {
  const doc = scannedAs('BL-en-invoice-auction', { '36.75': '56775' });

  it('answers no VAT from the premium column', () => {
    expect(ask(doc, 'How much VAT is charged?')).toBeNull();
    expect(ask(doc, 'VAT?')).toBeNull();
    expect(ask(doc, 'What is the total VAT shown on the invoice?')).toBeNull();
  });

  it('still reads the totals', () => {
    expect(ask(doc, 'What is the invoice total?')).toBe('955.50');
    expect(ask(doc, 'How many lots are on the invoice?')).toBe('4');
  });

  it('answers no lot or person with a total', () => {
    expect(ask(doc, 'What is the VAT on the hammer price?')).toBeNull();
    expect(ask(doc, 'What is the premium on lot 147?')).not.toBe('183.75');
    expect(ask(doc, 'What is the customer’s VAT number?')).toBeNull();
  });

  it('answers no VAT from the premium column where the row’s net went unread as well', () => {
    // "Totals  73500  183.75  918.75": the broken net's digits still show 735.00 (sum-row-misread.ts).
    const broken = scannedAs('BL-en-invoice-auction', { '36.75': '56775', '735.00': '73500' });
    expect(ask(broken, 'How much VAT is charged?')).toBeNull();
    expect(ask(broken, 'VAT?')).toBeNull();
  });
});
