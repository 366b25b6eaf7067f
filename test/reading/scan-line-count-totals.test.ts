import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage } from './positioned-page';

// A scan's line count where OCR misread the rows that close the item table: the totals then read
// as more items, or a summary block is read for the items themselves.

describe("a scan's line count closed by its totals though OCR misread them", () => {
  it('a summary block that adds up the column of figures above it is no list of the items', () => {
    // "Freight charges 2 236.70" is the sum of the six waybills' amounts over it (one read
    // "295100"): the two summary rows are not the waybills, and the table itself went unread.
    const doc = asScan(ocrReadPage('P-en-za-courier-vat-invoice'));
    expect(ask(doc, 'How many waybills are on this invoice?')).toBeNull();
    expect(ask(doc, 'How many waybill lines does the invoice list?')).toBeNull();
  });

  it('a totals label whose figure OCR lost still ends the items: the payments under it are none', () => {
    // "TOTAAL | LO" (11,00 unread), then "Pin 20,00", "Contant 10,00", "Wisselgeld 0,30".
    const doc = asScan(ocrReadPage('AW-nl-kassabon-bakkerij'));
    expect(ask(doc, 'Aantal regels?')).toBe('5');
    expect(ask(doc, 'How many item lines are on the receipt?')).toBe('5');
  });

  it("a totals table's row of figures under the description's heading is no item", () => {
    // "2 864,00 | 2 939.05 | 5 803,05 | 1 450,76 | 1S) | 7 254,00" under "Arbete | Material | ...":
    // its first figures fall under "Benämning", one cell is misread, and it is still no part.
    const doc = asScan(ocrReadPage('K-sv-faktura-verkstad'));
    expect(ask(doc, 'Antal fakturarader?')).toBe('9');
    expect(ask(doc, 'How many lines (parts and labour) are on the invoice?')).toBe('9');
  });

  it("an item whose quantity OCR misread into a tax's label is still an item, its amount a whole number of its price", () => {
    // "Bortforsling ris och flis | Övrigt | Hst | 1 200,00 | 1 200,00" ("1 st" read "Hst", Canada's
    // HST): no totals row prints a price and its multiple; the table goes on to its fifth row.
    const doc = asScan(ocrReadPage('BF-sv-faktura-tradvard'));
    expect(ask(doc, 'Antal rader?')).toBe('5');
    expect(ask(doc, 'How many line items does the invoice list?')).toBe('5');
  });
});
