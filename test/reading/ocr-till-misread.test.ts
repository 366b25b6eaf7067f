import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage } from './positioned-page';

// Till receipts typed by others, drawn at 200 dpi and read by OCR (test/fixtures/ocr-read/): every
// price's separator lost or misread ("3-90", "330", "2070", "950", "25700 12%"). Their items are
// counted where each reading of the misread prices that adds up to the total counts the same
// items. A date or time printed over the items ("Sat 15/03/2025 09:47") is the receipt's own, no
// misread price; a VAT rate printed after a price ("12%") no digit of it.
describe('till items counted through prices OCR misread', () => {
  it.each([
    // Four prices misread, the receipt's time over them.
    ['AB-uk-coffee-shop-receipt', 'How many items on the receipt?', '5'],
    // "KAFFE  25700 12%": 25,00 at 12 % VAT.
    ['AF-sv-kvitto-biltvatt', 'Hur många rader har kvittot?', '6'],
    // "Receipt #10482 06/03/2026 09:14" over the items.
    ['AP-au-receipt-cafe', 'How many line items?', '5'],
  ])('%s: %s -> %s', (id, q, count) => {
    expect(ask(asScan(ocrReadPage(id), 0.87), q)).toBe(count);
  });
});

describe('till items through misread prices, on receipts of our own', () => {
  const receipt = (stamp: string, prices: string[], total: string) =>
    asScan(
      printedPage([
        [[60, 'KORNBLUME CAFE']],
        [
          [60, 'Beleg 4471'],
          [200, stamp],
        ],
        [
          [60, 'Cappuccino'],
          [235, prices[0]!],
        ],
        [
          [60, 'Apfelstrudel'],
          [235, prices[1]!],
        ],
        [
          [60, 'Mineralwasser'],
          [235, prices[2]!],
        ],
        [
          [60, 'Brezel'],
          [235, prices[3]!],
        ],
        [
          [60, 'Summe EUR'],
          [235, total],
        ],
        [
          [60, 'Gegeben Karte'],
          [235, total],
        ],
      ]),
    );

  it('counts four items when all four prices were misread and the stamp over them shows a time', () => {
    expect(
      ask(receipt('12.03.2025 14:05', ['380', '4-50', '2,90', '1700 7%'], '12,20'), 'Anzahl Positionen?'),
    ).toBe('4');
  });

  it('says nothing when no reading of the misread prices adds up to the total', () => {
    expect(
      ask(receipt('12.03.2025 14:05', ['380', '4-50', '2,90', '1700 7%'], '13,20'), 'Anzahl Positionen?'),
    ).toBeNull();
  });

  it('says nothing when a time stands among the items: it may be a price misread', () => {
    const page = asScan(
      printedPage([
        [[60, 'KORNBLUME CAFE']],
        [
          [60, 'Cappuccino'],
          [235, '380'],
        ],
        [
          [60, 'Apfelstrudel'],
          [235, '4:50'],
        ],
        [
          [60, 'Mineralwasser'],
          [235, '2,90'],
        ],
        [
          [60, 'Summe EUR'],
          [235, '6,70'],
        ],
      ]),
    );
    expect(ask(page, 'Anzahl Positionen?')).toBeNull();
  });
});
