import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask, printedPage, sureness, type Row } from './positioned-page';

// A scan's totals that do not add up: OCR misread one of them, and a total found by its label
// alone is then less sure. Pages read from a text layer keep their labels' word.

const scanned = (rows: Row[]): IntakeResult => {
  const doc = printedPage(rows);
  return { ...doc, kind: 'image', pages: doc.pages.map((p) => ({ ...p, readConfidence: 0.9 })) };
};

const totals = (vat: string, extra: Row[] = []): Row[] => [
  [[50, 'TAX INVOICE']],
  [
    [50, 'Invoice No:'],
    [150, 'CFE 019274'],
  ],
  '',
  [
    [300, 'Total Excl. VAT'],
    [450, 'R 18 690.43'],
  ],
  [
    [300, 'VAT 15%'],
    [450, vat],
  ],
  ...extra,
  [
    [300, 'Total Incl VAT'],
    [450, 'R 21 494.00'],
  ],
];

describe('totals on a scan that do not add up', () => {
  it('says nothing of a VAT that OCR misread ("R 2 703.57" for "R 2 803.57") where net and gross agree at the rate', () => {
    // 15 % of the net is the gross less the net: two totals show the VAT read is misread
    // (vat-contradicted.ts); answered even less surely, it would be booked.
    const doc = scanned(totals('R 2 703.57'));
    expect(ask(doc, 'How much VAT is on this invoice?')).toBeNull();
  });

  it('says nothing of a VAT misread more than its rate makes of the net ("R 2 903.57", vat-contradicted.ts)', () => {
    expect(ask(scanned(totals('R 2 903.57')), 'How much VAT is on this invoice?')).toBeNull();
  });

  it('reads back a VAT misread larger than every figure it could be charged on ("R 21803.57")', () => {
    // The gross less the net, and 15 % of the net, are the figure its digits show, the thousands'
    // space read as '1' (vat-read-back.ts); with a digit of it misread too, nothing.
    expect(ask(scanned(totals('R 21803.57')), 'How much VAT is on this invoice?')).toBe('2803.57');
    expect(ask(scanned(totals('R 21808.57')), 'How much VAT is on this invoice?')).toBeNull();
  });

  it('keeps the VAT sure where net + VAT = gross', () => {
    const doc = scanned(totals('R 2 803.57'));
    expect(ask(doc, 'How much VAT is on this invoice?')).toBe('2 803.57');
    expect(sureness(doc, 'How much VAT is on this invoice?')).toBeGreaterThan(0.9);
  });

  it('keeps it sure where what lies between the totals is printed (a rounding line)', () => {
    const doc = scanned(
      totals('R 2 803.47', [
        [
          [300, 'Rounding'],
          [450, 'R 0.10'],
        ],
      ]),
    );
    expect(sureness(doc, 'How much VAT is on this invoice?')).toBeGreaterThan(0.9);
  });

  it('leaves a text layer as it was', () => {
    const doc = printedPage(totals('R 2 903.57'));
    expect(sureness(doc, 'How much VAT is on this invoice?')).toBeGreaterThan(0.9);
  });
});
