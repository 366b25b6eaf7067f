import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A scan of an invoice charging two named taxes (India's CGST + SGST): their total is their sum,
// where the page's net and gross confirm it; one of the two is never their total
// (named-taxes-total.ts).
describe("a scan's total of several named taxes", () => {
  const id = 'BB-en-in-tax-invoice-catering';

  it('confirms the sum by a figure the page prints that is the net plus the taxes, its label misread', () => {
    // As OCR read it: the rupee sign as "(3)", the summary's last two headings run together.
    const page = scannedAs(id, {
      'Invoice Total (₹)': 'Invoice Total (3)',
      'SGST Amt': 'SGST Amt Total Tax',
      'Total Tax': '',
    });
    expect(ask(page, 'Total tax?')).toBe('4,325.00');
    expect(ask(page, 'What is the total GST (CGST plus SGST) charged?')).toBe('4,325.00');
    // One tax asked by its name is still its own line.
    expect(ask(page, 'How much is SGST?')).toBe('2,162.50');
  });

  it('says nothing rather than one of the two taxes where no gross confirms their sum', () => {
    const page = scannedAs(id, {
      'Invoice Total (₹)': 'Invoice Total (3)',
      '90,825.00': '9O,825.0O',
      'Total Tax': 'Total T',
      '4,325.00': '4,32S.0O',
    });
    expect(ask(page, 'Total tax?')).toBeNull();
    expect(ask(page, 'How much GST did the caterer add on the food bill?')).toBeNull();
  });
});
