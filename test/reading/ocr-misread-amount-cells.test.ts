import { describe, expect, it } from 'vitest';
import { misreadShows } from '../../main/reading/qa/ocr-figures';
import { ask, asScan, ocrReadPage, printedPage, sureness } from './positioned-page';

// A line table's amount cell OCR misread: its separator dropped, read as a mark ("67:05", "<63 75")
// or as a digit ("6 712750" for 6 712,50, "95700." for 95,00). Where the row's own figures make a
// figure of exactly those digits (quantity x price, the price alone where OCR dropped a lone "1",
// a quantity whose decimal mark OCR dropped too: "075" hours), the row is an item with that
// amount, and the table is counted. A cell with a letter among its digits ("I5 70") shows no figure.

describe('line counts on typed pages read by OCR, amount cells misread', () => {
  it.each([
    // "75 | 895,00 | 6 712750": 7,5 hours x 895,00, the thousands space read, the comma a "7".
    ['Z-no-faktura-elektriker', 'Ant. linjer?', '8'],
    // "075 | € 85,00 | <63 75": 0,75 x 85,00, both decimal marks dropped.
    ['AR-nl-factuur-boekhouder', 'Aantal regels?', '6'],
    // "38.50 | 38150": the price alone (a lone "1" dropped), its point read "1".
    ['S-en-ie-plumber-invoice', 'No. of lines?', '7'],
    // "1 | 95,00 | 95700.": the comma read "7".
    ['AO-sv-faktura-hotell', 'Antal rader?', '6'],
  ])('%s: %s -> %s', (id, q, count) => {
    expect(ask(ocrReadPage(id), q)).toBe(count);
  });
});

describe('an amount cell read back from its row, on pages of our own', () => {
  const invoice = (qty: string, amount: string) =>
    asScan(
      printedPage([
        [[50, 'Fjordlys Elektro AS']],
        [
          [50, 'FAKTURA'],
          [330, 'Fakturanr. 20418'],
        ],
        [
          [50, 'Beskrivelse'],
          [300, 'Antall'],
          [380, 'Pris'],
          [480, 'Beløp'],
        ],
        [
          [50, 'Kabel 3x2,5 mm²'],
          [305, '40'],
          [380, '18,50'],
          [480, '740,00'],
        ],
        [
          [50, 'Arbeid, montør'],
          [305, qty],
          [380, '1 190,00'],
          [480, amount],
        ],
        [
          [50, 'Kjøregodtgjørelse'],
          [305, '1'],
          [380, '450,00'],
          [480, '450,00'],
        ],
        [
          [330, 'Sum eks. mva'],
          [480, '4 165,00'],
        ],
      ]),
    );

  it('counts the items when the misread cell shows the digits of quantity x price', () => {
    expect(ask(invoice('2,50', '2 975700'), 'How many lines?')).toBe('3');
    expect(ask(invoice('25', '2975:00'), 'How many lines?')).toBe('3');
  });

  it('counts a row whose amount OCR read as a run of digits where its quantity and price are read, less surely', () => {
    // The row fills the quantity, price and amount columns: an item, whatever its amount reads.
    expect(ask(invoice('2,50', '2 985700'), 'How many lines?')).toBe('3');
    expect(sureness(invoice('2,50', '2 985700'), 'How many lines?')).toBeLessThan(
      sureness(invoice('2,50', '2 975700'), 'How many lines?'),
    );
  });

  it('counts nothing where a letter stands among the digits, or the quantity is unread too', () => {
    expect(ask(invoice('2,50', '2 9T5,00'), 'How many lines?')).toBeNull();
    expect(ask(invoice('', '2 985700'), 'How many lines?')).toBeNull();
  });

  it('finds the digits of a figure only in order, with at most a separator read as a digit', () => {
    expect(misreadShows('2772500', 2725)).toBe(true);
    expect(misreadShows('18377 50E', 1377.5)).toBe(true);
    expect(misreadShows('129-99)', 129.99)).toBe(true);
    expect(misreadShows('I5 70', 13.7)).toBe(false);
    expect(misreadShows('T95', 1.95)).toBe(false);
    expect(misreadShows('27725', 2725)).toBe(false);
    expect(misreadShows('2775500', 2725)).toBe(false);
  });
});

// A till receipt's prices OCR read as runs of digits ("220" for 2,20, "2070" for 2,70): where they
// stand the receipt's arithmetic reads them, each reading tried, and the items are counted where
// the readings that add up to the total printed under them count the same items.
describe('till receipts whose prices OCR misread', () => {
  it.each([
    // "Orangensaft 0,331 | 220" over "Summe EUR | 14,35".
    ['D-de-kassenbon-baeckerei', 'Anzahl der Artikelzeilen?', '6'],
    // "IBUPROFEN 400MG 20TB | 299", "KEELPASTILLES HONING | 379" over "TOTAAL | 34,70".
    ['T-nl-kassabon-apotheek', 'Aantal regels?', '6'],
  ])('%s: %s -> %s', (id, q, count) => {
    expect(ask(asScan(ocrReadPage(id), 0.87), q)).toBe(count);
    // The same words as a text layer: no OCR misread them, no reading is tried.
    expect(ask(ocrReadPage(id), q)).toBeNull();
  });

  const receipt = (second: string, fourth: string) =>
    printedPage([
      [[70, 'THE COPPER KETTLE']],
      [[70, 'coffee bakes brunch']],
      '',
      [
        [70, 'Flat White (Oat)'],
        [250, '3.90'],
      ],
      [
        [70, 'Cappuccino Reg'],
        [250, second],
      ],
      [
        [70, 'Almond Croissant'],
        [250, '3.20'],
      ],
      [
        [70, 'Toasted Teacake'],
        [250, fourth],
      ],
      [
        [70, 'TOTAL'],
        [250, '£13.10'],
      ],
      [
        [70, 'Visa Contactless'],
        [250, '13.10'],
      ],
    ]);

  it('counts the items where the readings of the misread prices add up to the total', () => {
    expect(ask(asScan(receipt('330', '2070')), 'How many items are on the receipt?')).toBe('4');
  });

  it('counts nothing where a letter stands among the digits, or on a page not read by OCR', () => {
    expect(ask(asScan(receipt('330', 'Z70')), 'How many items are on the receipt?')).toBeNull();
    expect(ask(receipt('330', '2070'), 'How many items are on the receipt?')).toBeNull();
  });
});
