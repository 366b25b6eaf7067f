import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage } from './positioned-page';

// A till receipt read by OCR whose prices read whole and whose total came out as a run of digits
// ("SUMME EUR  95752" for 95,52): the total still shows every digit of the prices' sum, its
// separator read as a digit, and the items are counted (till-lines.ts).
describe('a scanned till receipt whose total OCR misread', () => {
  const receipt = (total: string) =>
    asScan(
      printedPage([
        [[60, 'TANKSTELLE AM RING']],
        [
          [60, 'Säule 4 Diesel'],
          [235, '83,63 A'],
        ],
        [
          [60, 'Scheibenklar Winter 3 l'],
          [235, '8,99 A'],
        ],
        [
          [60, 'Kaffee groß'],
          [235, '2,90 A'],
        ],
        [
          [60, 'SUMME EUR'],
          [235, total],
        ],
        [
          [60, 'Kartenzahlung girocard'],
          [235, total],
        ],
      ]),
    );

  it('counts the items whose sum the misread total shows', () => {
    expect(ask(receipt('95752'), 'Anzahl Positionen?')).toBe('3');
  });

  it('says nothing where the misread total shows some other figure', () => {
    expect(ask(receipt('95782'), 'Anzahl Positionen?')).toBeNull();
  });
});
