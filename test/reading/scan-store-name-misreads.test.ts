import { describe, expect, it } from 'vitest';
import { layoutPage } from '../../main/reading/intake/layout';
import type { IntakeResult } from '../../main/reading/types';
import { ask, asScan, printedPage } from './positioned-page';

// A scanned till receipt's shop name, where OCR misread it: a letter of a word the page prints again
// read right, a heading parted into its words, a legal form's last letter read as a hyphen.

/** A scanned till receipt, each line's words `gap` word heights apart (`gaps` for a line of its own). */
function scannedTill(lines: string[][], gap: number, gaps: Record<number, number> = {}): IntakeResult {
  const h = 10;
  const words = lines.flatMap((line, i) => {
    let x = 60;
    return line.map((text) => {
      const w = text.length * 6;
      const word = { text, x, y: 40 + i * 16, w, h };
      x += w + (gaps[i] ?? gap) * h;
      return word;
    });
  });
  const page = { ...layoutPage(1, 400, 400, words), readConfidence: 0.85 };
  return { name: 'till.jpg', kind: 'image', pageCount: 1, pages: [page] };
}

describe('a word of the shop name OCR misread, printed again on the page', () => {
  const till = (logo: string) =>
    scannedTill(
      [
        [logo, 'PIZZA'],
        ["DOMINO'S", 'PIZZA', 'TAMAN', 'UNIVERSITI'],
        ['NO', '12', 'JALAN', 'KEBUDAYAAN', '81300', 'SKUDAI'],
        ['TAX', 'INVOICE'],
        ['PEPPERONI', 'REGULAR', '25.90'],
        ['TOTAL', '25.90'],
        ['CASH', '30.00'],
        ['CHANGE', '4.10'],
        ['THANK', 'YOU', 'FOR', 'VISITING', "DOMINO'S"],
      ],
      0.4,
    );

  it('is spelt as the page prints it elsewhere ("DONINO\'S" under "DOMINO\'S" twice)', () => {
    expect(ask(till("DONINO'S"), 'What is the name of the store?')).toMatch(/^DOMINO'S PIZZA/);
  });

  it('is read as printed where the page prints it alike everywhere', () => {
    expect(ask(till("DOMINO'S"), 'What is the name of the store?')).toMatch(/^DOMINO'S PIZZA/);
  });
});

describe('a brand heading parted into its words over the legal name', () => {
  // Till print, every word about as far apart as a dropped mark would leave; the brand's two
  // words further still, so OCR reads them as two segments.
  const till = scannedTill(
    [
      ['GHEE', 'HIANG'],
      ['GH', 'DISTRIBUTOR', '&', 'MARKETING', 'SDN', 'BHD'],
      ['(1097826-H)'],
      ['216,', 'MACALISTER', 'ROAD', '10400', 'PENANG'],
      ['TAX', 'INVOICE'],
      ['TAU', 'SAR', 'PNEAH', '36.00'],
      ['NET', 'TOTAL', '36.00'],
      ['CASH', '50.00'],
      ['CHANGE', '14.00'],
    ],
    0.9,
    { 0: 4 },
  );

  it('is the legal name, as where the heading is read as one line', () => {
    expect(ask(till, 'What is the name of the store?')).toBe('GH DISTRIBUTOR & MARKETING SDN BHD');
  });
});

describe("a legal form's last letter read as a hyphen", () => {
  const page = asScan(
    printedPage([
      'BEMED (SP) SDN. BHD-',
      'NO 49, JALAN DINAR G U3/G,',
      'SUBANG PERDANA,',
      '40150 SHAH ALAM, SELANGOR D.E',
      'GST REG 001734164480',
      'CASH RECEIPT',
      'CASHIER BE',
      [
        [50, 'SUBTOTAL'],
        [300, '251.00'],
      ],
      [
        [50, 'TOTAL INCLUSIVE GST:'],
        [300, '217.00'],
      ],
    ]),
    0.86,
  );

  it('is the name, not joined to the street under it', () => {
    const name = ask(page, 'What is the name of the store?');
    expect(name).toMatch(/^BEMED \(SP\) SDN\. BHD/);
    expect(name).not.toMatch(/JALAN|CASHIER/);
  });
});
