import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A scan's VAT whose figure OCR misread (its separator dropped or read as a digit), its label read
// whole: the page's own arithmetic reads it back where every digit of the cell shows the figure
// the net or gross makes at the printed rate, or the gross less the net. Else nothing is said.

describe("a scan's VAT figure read back by the page's arithmetic", () => {
  it("reads a tax table's VAT under its heading from the row's net at the row's rate", () => {
    const doc = scannedAs('AQ-de-tankquittung', { '15,25': '15125', '95,52': '95752' });
    expect(ask(doc, 'MwSt gesamt?')).toBe('15,25');
  });

  it('reads three digits back where the gross less the net and the rate of the net both make them', () => {
    const doc = scannedAs('AH-us-tx-receipt-coffee-tip', { '1.73': '173' });
    expect(ask(doc, 'What is the sales tax amount?')).toBe('1.73');
  });

  it('says nothing of three digits only the rate makes (the net misread too)', () => {
    const doc = scannedAs('AH-us-tx-receipt-coffee-tip', { '1.73': '173', '20.95': '2O95' });
    expect(ask(doc, 'What is the sales tax amount?')).toBeNull();
  });

  it("takes the share the rate makes of the labelled net, digit for digit, over a sum of two lines' figures", () => {
    const doc = scannedAs('M-en-ca-on-hst-invoice', { '797.16': '79716', '6,929.16': '6,92916)' });
    expect(ask(doc, 'How much HST is on the invoice?')).toBe('797.16');
  });

  it("reads the VAT as the rate's share of the labelled gross, not of a larger figure a line prints", () => {
    const doc = scannedAs('AG-de-rechnung-steuerberater', { '592,52': '592,152', '3.118,50': '311850' });
    expect(ask(doc, 'USt?')).toBe('592,52');
  });
});
