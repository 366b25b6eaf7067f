import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A tax's label closed by its province's code in brackets ("HST 13% (ON)", Ontario's) names no part
// the tax is charged on: its figure is the bill's whole tax, whether or not a net above it reads.

describe("a tax's label closed by a province's code", () => {
  it('reads the tax where OCR misread the net above it', () => {
    const doc = scannedAs('Y-ca-freight-invoice', { '197.23': '19723.', '1,517.19': 'T5179' });
    expect(ask(doc, 'How much HST was charged?')).toBe('197.23');
  });

  it('still takes a remark naming what the tax is charged on for a part', () => {
    const doc = scannedAs('BL-en-invoice-auction', { '918.75': '9I8.75' });
    expect(ask(doc, 'How much VAT was charged?')).toBeNull();
  });
});
