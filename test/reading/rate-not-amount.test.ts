import { describe, expect, it } from 'vitest';
import { findValues } from '../../main/reading/qa/values';
import { ask, printedPage } from './positioned-page';

// A till's VAT table prints its rate with decimals ("A 19,00 %"); when the scan loses the VAT
// amount's comma ("15125"), the rate was the one amount left on the row and was answered as the VAT.
describe('a rate printed with decimals', () => {
  it('is no amount, whatever the space before its percent sign', () => {
    expect(findValues('amount', 'A 19,00 %')).toEqual([]);
    expect(findValues('amount', 'B 7.00%')).toEqual([]);
    expect(findValues('amount', 'A 19,00 %   15,25').map((f) => f.normalized)).toEqual(['15.25']);
  });

  it('is not answered as the VAT of a receipt whose VAT amount was misread', () => {
    const rows = (vat: string) =>
      printedPage([
        [[180, 'TANKSTELLE AM RING']],
        [
          [180, '05.03.2026'],
          [330, 'Bon-Nr. 4711'],
        ],
        [
          [180, 'Diesel 40,00 l'],
          [382, '70,00'],
        ],
        [
          [180, 'SUMME EUR'],
          [382, '70,00'],
        ],
        '',
        [
          [180, 'MwSt'],
          [247, 'Netto'],
          [313, 'MwSt'],
          [377, 'Brutto'],
        ],
        [
          [180, 'A 19,00 %'],
          [247, '58,82'],
          [307, vat],
          [382, '70,00'],
        ],
      ]);
    expect(ask(rows('11,18'), 'MwSt.?')).toBe('11,18');
    expect(ask(rows('11,18'), 'How much VAT is included?')).toBe('11,18');
    expect(ask(rows('11718'), 'MwSt.?')).not.toBe('19,00');
    expect(ask(rows('11718'), 'How much VAT is included?')).not.toBe('19,00');
  });
});
