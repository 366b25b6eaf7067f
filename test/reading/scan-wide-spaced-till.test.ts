import { describe, expect, it } from 'vitest';
import { layoutPage } from '../../main/reading/intake/layout';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// A till receipt's printer spaces every word wide: OCR reads its words about as far apart as a
// middle dot and its spaces would leave ("SANYU  STATIONERY  SHOP"). Read against the page's own
// spacing, the shop's name is no tagline whose dots were dropped (dropped-separators.ts).

/** A scanned till receipt whose every word stands `gap` word heights from the next. */
function tillReceipt(gap: number): IntakeResult {
  const h = 10;
  const lines = [
    ['SANYU', 'STATIONERY', 'SHOP'],
    ['NO', '31G,', 'JALAN', 'SETIA', 'INDAH'],
    ['40170', 'SETIA', 'ALAM'],
    ['TAX', 'INVOICE'],
    ['PEN', 'BLUE', '2', 'X', '1.50', '3.00'],
    ['PAPER', 'A4', '1', 'X', '12.90', '12.90'],
    ['TOTAL', 'RM', '15.90'],
    ['CASH', '20.00'],
    ['CHANGE', '4.10'],
  ];
  const words = lines.flatMap((line, i) => {
    let x = 60;
    return line.map((text) => {
      const w = text.length * 6;
      const word = { text, x, y: 40 + i * 16, w, h };
      x += w + gap * h;
      return word;
    });
  });
  const page = { ...layoutPage(1, 300, 400, words), readConfidence: 0.85 };
  return { name: 'till.jpg', kind: 'image', pageCount: 1, pages: [page] };
}

describe("a wide-spaced till receipt's name, read by OCR", () => {
  it('is the shop, where every word of the page stands that far apart', () => {
    expect(ask(tillReceipt(0.9), 'What is the name of the store?')).toBe('SANYU STATIONERY SHOP');
    expect(ask(tillReceipt(0.9), 'Which shop is this receipt from?')).toBe('SANYU STATIONERY SHOP');
  });

  it('is read as printed at ordinary spacing too', () => {
    expect(ask(tillReceipt(0.4), 'What is the name of the store?')).toBe('SANYU STATIONERY SHOP');
  });
});
