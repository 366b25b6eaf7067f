import { describe, expect, it } from 'vitest';
import { MISREAD_TIMES } from '../../main/reading/qa/ocr-figures';
import { ask, ocrReadPage, printedPage } from './positioned-page';

// Pages typed by others (test/fixtures/typed-by-others/), drawn at 200 dpi and read by OCR, as the
// words came out (test/fixtures/ocr-read/typed-pages-ocr.json, in points): OCR lost or misread
// decimal separators ("2790" for 27.90, "95701" for 93,61, "€ 21992100" for € 2.992,00) and a
// unit price's digits ("2x F35" for "2 x 1,35"). The line table is still counted where the page's
// arithmetic shows it, and not where a misread figure leaves it open.
const scanned = ocrReadPage;

describe('line counts on pages read by OCR', () => {
  it.each([
    // A quantity's row whose unit price OCR misread ("2x F35") is still its item's row.
    ['AN-fr-ticket-boulangerie', 'Nb de lignes ?', '7'],
    // "Summe EUR  95701": the totals label ends the items; the card paid shows their sum.
    ['AN-de-quittung-tankstelle', 'Anzahl Positionen?', '3'],
    // Subtotal misread: the items' sum plus the VAT is the total printed.
    ['AL-nl-factuur-transport', 'Aantal regels?', '7'],
    // "2790" under 1 x 27.90: the row's arithmetic reads it, and both tables add up (was "5").
    ['AM-ie-invoice-garage', 'No. of lines?', '8'],
    // "521320100" under 24 x 2,180.00: the table still ends at the items' sum (was "6").
    ['M-en-in-igst-tax-invoice', 'No. of line items?', '4'],
  ])('%s: %s -> %s', (id, q, count) => {
    expect(ask(scanned(id), q)).toBe(count);
  });
});

describe('a VAT table read by OCR is no line table', () => {
  // "Code | Rate | Net | VAT | Gross" over a row per rate, its VAT cells misread ("15797" of 15.97):
  // the rates' grosses add up to the total as items do, but they are no items (was "2"). The items
  // above, their amounts misread too ("3210085" of "32.00 S"), leave the count open.
  it('BG-en-receipt-gym-membership: How many item lines are on the receipt? -> nothing', () => {
    expect(
      ask(scanned('BG-en-receipt-gym-membership'), 'How many item lines are on the receipt?'),
    ).toBeNull();
    expect(ask(scanned('BG-en-receipt-gym-membership'), 'Total?')).toBe('100.80');
  });
});

describe('line counts where OCR misread a figure, on pages of our own', () => {
  const receipt = (qtyRow: string, total: string) =>
    printedPage([
      [[60, 'HOFBÄCKEREI LINDNER']],
      [[60, 'BROT HELL']],
      [
        [75, qtyRow],
        [235, '5,00 A'],
      ],
      [
        [60, 'KÄSEKUCHEN'],
        [235, '3,20 A'],
      ],
      [
        [60, 'MILCHKAFFEE'],
        [235, '2,80 A'],
      ],
      [
        [60, 'Summe EUR'],
        [235, total],
      ],
      [
        [60, 'Gegeben Bar'],
        [235, '11,00'],
      ],
    ]);

  it('counts the items when a unit price and the total were misread, the sum printed under them', () => {
    expect(ask(receipt('2x F50', '11701'), 'Anzahl Positionen?')).toBe('3');
  });

  it('says nothing when no figure under the items is their sum', () => {
    const page = printedPage([
      [[60, 'HOFBÄCKEREI LINDNER']],
      [
        [60, 'BROT HELL'],
        [235, '5,00 A'],
      ],
      [
        [60, 'KÄSEKUCHEN'],
        [235, '3,20 A'],
      ],
      [
        [60, 'MILCHKAFFEE'],
        [235, '2,80 A'],
      ],
      [
        [60, 'Summe EUR'],
        [235, '11701'],
      ],
      [
        [60, 'Gegeben Bar'],
        [235, '20,00'],
      ],
    ]);
    expect(ask(page, 'Anzahl Positionen?')).toBeNull();
  });

  it('reads a count and a misread price as a quantity row, a count and a name as an item', () => {
    expect(['2x F35', '2 x730', '3 x 1,4O'].filter((t) => MISREAD_TIMES.test(t))).toHaveLength(3);
    expect(['2x 7UP', '2 x TEA', '2 x Pain au Choc'].some((t) => MISREAD_TIMES.test(t))).toBe(false);
  });

  const invoice = (amount: string, qty = '3') =>
    printedPage([
      [[50, 'Harbour Print Works Ltd']],
      [
        [50, 'INVOICE'],
        [330, 'Invoice No. HP-2207'],
      ],
      [
        [50, 'Description'],
        [300, 'Qty'],
        [380, 'Unit Price'],
        [480, 'Amount'],
      ],
      [
        [50, 'Banner 2 x 1 m'],
        [305, '1'],
        [380, '84.00'],
        [480, '84.00'],
      ],
      [
        [50, 'Posters A2'],
        [305, qty],
        [380, '12.50'],
        [480, amount],
      ],
      [
        [50, 'Delivery'],
        [305, '1'],
        [380, '15.00'],
        [480, '15.00'],
      ],
      [
        [330, 'Subtotal'],
        [480, '136.50'],
      ],
      [
        [330, 'VAT 20%'],
        [480, '27.30'],
      ],
      [
        [330, 'Total'],
        [480, '163.80'],
      ],
    ]);

  it('reads an amount whose separator was lost back from its quantity x price', () => {
    expect(ask(invoice('3750'), 'How many lines?')).toBe('3');
  });

  it('takes a misread amount as its quantity x price, but counts nothing where the row has no quantity', () => {
    expect(ask(invoice('3950'), 'How many lines?')).toBe('3');
    // No quantity, and the subtotal less the other items (37.50) is no figure the cell shows.
    expect(ask(invoice('9150', ''), 'How many lines?')).toBeNull();
  });

  it('reads an amount with no quantity back from the subtotal less the other items', () => {
    // 136.50 less 84.00 and 15.00 is 37.50, every digit of "3750" (remainder-read.ts).
    expect(ask(invoice('3750', ''), 'How many lines?')).toBe('3');
  });
});
