import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask, printedPage, type Row } from './positioned-page';

// A scan's VAT table of several rates whose sum row OCR misread ("329" for 3,29): the row that
// still reads (and adds up on its own) is one rate's share, not the VAT total. Nothing said is
// better than it; a table of one rate, or whose other rate is 0 %, still answers.

const scanned = (rows: Row[]): IntakeResult => {
  const doc = printedPage(rows);
  return { ...doc, kind: 'image', pages: doc.pages.map((p) => ({ ...p, readConfidence: 0.9 })) };
};

const receipt = (rates: Row[], sum: Row[] = []): Row[] => [
  [[50, 'FRISCHMARKT HOLLMANN']],
  [[50, 'Limmerstraße 88, 30451 Hannover']],
  '',
  [
    [50, 'KAFFEE KLASSISCH 500G'],
    [300, '6,99'],
  ],
  [
    [50, 'PILS 0,5L MEHRWEG'],
    [300, '3,96'],
  ],
  [
    [50, 'SUMME'],
    [300, '30,65'],
  ],
  '',
  [
    [50, 'Steuer %'],
    [120, 'Netto'],
    [200, 'Steuer'],
    [300, 'Brutto'],
  ],
  ...rates,
  ...sum,
];

const rowA: Row = [
  [50, 'A= 19,0%'],
  [120, '11,48'],
  [200, '2,18'],
  [300, '13,66'],
];

describe("one rate's VAT row on a scan", () => {
  it('says nothing where another rate row and the sum row are misread', () => {
    const rows = receipt(
      [
        rowA,
        [
          [50, 'B= 7,0%'],
          [120, '15,88'],
          [200, '1a'],
          [300, '16799'],
        ],
      ],
      [
        [
          [50, 'Gesamt'],
          [120, '20326'],
          [200, '329'],
          [300, '30,65'],
        ],
      ],
    );
    expect(ask(scanned(rows), 'MwSt gesamt?')).toBeNull();
    expect(ask(scanned(rows), 'How much VAT does the receipt show in total?')).toBeNull();
  });

  it('keeps the row where the other rate is 0 % (it adds no VAT)', () => {
    const rows = receipt([
      rowA,
      [
        [50, 'C= 0,0%'],
        [120, '16,99'],
        [200, '0,00'],
        [300, '16,99'],
      ],
    ]);
    expect(ask(scanned(rows), 'MwSt gesamt?')).toBe('2,18');
  });

  it('keeps a table of one rate', () => {
    expect(ask(scanned(receipt([rowA])), 'MwSt gesamt?')).toBe('2,18');
  });

  it('leaves a text layer as it was', () => {
    const rows = receipt([
      rowA,
      [
        [50, 'B= 7,0%'],
        [120, '15,88'],
        [200, '1a'],
        [300, '16799'],
      ],
    ]);
    expect(ask(printedPage(rows), 'MwSt gesamt?')).toBe('2,18');
  });

  it('says nothing of VAT where the page prints none', () => {
    const rows: Row[] = [
      [[50, 'FRISCHMARKT HOLLMANN']],
      [
        [50, 'SUMME'],
        [300, '30,65'],
      ],
    ];
    expect(ask(scanned(rows), 'MwSt gesamt?')).toBeNull();
  });
});
