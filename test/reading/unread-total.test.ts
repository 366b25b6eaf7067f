import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask, printedPage } from './positioned-page';

// A scanned invoice whose amount payable OCR misread ("£2,278.56" as "£2,278156"): no amount stood
// beside the label, and the net total, a total line of the page, was answered as the amount due.
const scan = (doc: IntakeResult): IntakeResult => ({
  ...doc,
  kind: 'image',
  pages: doc.pages.map((p) => ({ ...p, readConfidence: 0.88 })),
});
const invoice = (payable: string, asScan = true) => {
  const doc = printedPage([
    [[50, 'SALTMARSH STUDIO']],
    [
      [50, 'Invoice no: SP-2026-014'],
      [350, 'Invoice date: 09/03/2026'],
    ],
    [
      [50, 'Description'],
      [480, 'Net (£)'],
    ],
    [
      [50, 'Commercial shoot, full day'],
      [480, '850.00'],
    ],
    [
      [50, 'Post-production (6 hours)'],
      [480, '270.00'],
    ],
    [
      [300, 'Net total'],
      [480, '£1,120.00'],
    ],
    [
      [300, 'VAT 20%'],
      [480, '£224.00'],
    ],
    [
      [300, 'Amount payable'],
      [480, payable],
    ],
  ]);
  return asScan ? scan(doc) : doc;
};

describe('a total whose figure OCR could not read', () => {
  it('is not answered with another total line', () => {
    // Its digits no figures of the page make: nothing, never the net total.
    expect(ask(invoice('£1,349100'), 'Total?')).toBeNull();
    expect(ask(invoice('£1,349100'), 'What is the amount payable?')).toBeNull();
    expect(ask(invoice('£1,349100'), 'What is the net total?')).toBe('1,120.00');
    // Every digit of it the net and its VAT make (1,120.00 + 224.00): read back (figure-restored.ts).
    expect(ask(invoice('£1,344100'), 'What is the amount payable?')).toBe('1344.00');
  });

  it('is answered where it was read', () => {
    expect(ask(invoice('£1,344.00'), 'Total?')).toBe('1,344.00');
    expect(ask(invoice('£1,344.00', false), 'What is the amount payable?')).toBe('1,344.00');
  });
});
