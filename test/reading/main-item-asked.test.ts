import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// What the thing a bill is for cost the asker ("How much does the storage unit cost us this
// time?"), where one item line prints it: the bill's total, where that line is the bill's main one
// (its amount at least twice any other item's; the rest came with it). One item of several of like
// price is asked by its own line.

describe('the cost of the main thing a bill is for', () => {
  it("is the bill's total", () => {
    expect(ask(page('BK-en-invoice-self-storage'), 'How much does the storage unit cost us this time?')).toBe(
      '119.89',
    );
    expect(
      ask(page('BK-de-rechnung-kesselwartung'), 'Was hat uns die Thermenwartung insgesamt gekostet?'),
    ).toBe('405,48');
  });

  it('is not asked of an item of like price to others', () => {
    expect(ask(page('Y-us-hardware-receipt'), 'How much did the deck screws cost?')).not.toBe('$49.17');
    expect(ask(page('BK-en-invoice-self-storage'), 'How much does the padlock cost us?')).not.toBe('£119.89');
  });

  const bill = (tyres: string, total: string): Row[] => [
    [[330, 'Northgate Tyres Ltd']],
    [[330, '2 Harbour Road, Leeds LS1 4AB']],
    '',
    [
      [50, 'Baxter Haulage Ltd'],
      [330, 'INVOICE'],
    ],
    [
      [330, 'Invoice no.'],
      [440, '5521'],
    ],
    '',
    [
      [50, 'Description'],
      [340, 'Qty'],
      [400, 'Price'],
      [505, 'Amount'],
    ],
    [
      [50, 'Winter tyres 205/55R16'],
      [355, '4'],
      [390, '100.00'],
      [505, tyres],
    ],
    [
      [50, 'Fitting and balancing'],
      [355, '4'],
      [390, '15.00'],
      [505, '60.00'],
    ],
    [
      [50, 'Valves'],
      [355, '4'],
      [390, '5.00'],
      [505, '20.00'],
    ],
    '',
    [
      [300, 'Total due'],
      [505, total],
    ],
  ];

  it('is read by the amounts, not the words', () => {
    const q = 'How much did the winter tyres cost us?';
    expect(ask(printedPage(bill('400.00', '480.00')), q)).toBe('480.00');
    expect(ask(printedPage(bill('100.00', '180.00')), q)).not.toBe('180.00');
  });
});
