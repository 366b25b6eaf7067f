import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, type Row } from './positioned-page';

/**
 * A line whose price and amount OCR both misread ("595,00 | 8 627,50" read "595700 | 3 62750"): no
 * figure of the row reads, but the row fills the quantity, price and amount columns, as a note or
 * a sub-row under the headings never does. It is still one of the table's lines.
 */
describe("a scan's line count with a row's figures misread", () => {
  it('counts a row whose every column holds figures OCR misread', () => {
    const page = scannedAs('BD-sv-faktura-taklaggning', { '595,00': '595700', '8 627,50': '3 62750' });
    expect(ask(page, 'Antal rader?')).toBe('6');
    expect(ask(page, 'How many line items are billed?')).toBe('6');
  });

  it('leaves the count open where such a row lacks its quantity or price', () => {
    const rows: Row[] = [
      [
        [50, 'FAKTURA'],
        [330, 'Brf Linden 2'],
      ],
      '',
      [
        [50, 'Benämning'],
        [290, 'Antal'],
        [410, 'À-pris'],
        [515, 'Belopp'],
      ],
      [
        [50, 'Takarbete, byte av pannor'],
        [410, '595,00'],
        [505, '3 62750'],
      ],
      [
        [50, 'Nockpannor'],
        [295, '6'],
        [415, '89,00'],
        [515, '534,00'],
      ],
      [
        [50, 'Resor'],
        [295, '3'],
        [410, '250,00'],
        [515, '750,00'],
      ],
      '',
      [
        [330, 'ATT BETALA SEK'],
        [500, '9 911,50'],
      ],
    ];
    expect(ask(asScan(printedPage(rows)), 'Antal rader?')).toBeNull();
  });
});
