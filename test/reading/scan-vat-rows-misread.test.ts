import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage } from './positioned-page';

// A scan's VAT total where OCR misread part of the VAT table or the totals: a figure that is one
// rate's share, or a line that says no VAT, must not be given for the whole.

describe("a scan's VAT total among misread rows", () => {
  it('a line that says it bears no VAT is no VAT line, though its figure is the total less the subtotal', () => {
    // "Subtotaal 129,60", "Fooi 5,40", "TOTAAL EUR 135,00", and under the VAT table "Fooi (geen
    // btw) 5,40": the tip, not the VAT (8,99 + 3,59, the second misread "359").
    const doc = asScan(ocrReadPage('L-nl-bon-restaurant'));
    expect(ask(doc, 'Totaal btw?')).toBeNull();
    expect(ask(doc, 'What is the total VAT?')).toBeNull();
  });

  it("a rate row whose rate OCR misread into digits is one rate's share, no sum row", () => {
    // "A 9% | 10,78 | 097 | 175" over "2105 | 11,14 | 2,34 | 13,48" ("21%" read "2105"): the second
    // row adds up on its own, and its 2,34 is the 21 % share of 3,31.
    const doc = asScan(ocrReadPage('Z-nl-kassabon-supermarkt-statiegeld'));
    expect(ask(doc, 'Btw tot.?')).toBeNull();
    expect(ask(doc, 'How much VAT is on the receipt?')).toBeNull();
  });

  it("a tax summary's column sums to its total row though OCR misread one of its cells", () => {
    // "Total Tax" over 4,158.00 / 740.44 / 887.76 / 1395100 / 1,929.60 / 5,184.00 / 4,162.50, then
    // "Total ... 18,457.30": the misread cell's digits show the 1 395,00 the rest leave.
    const doc = asScan(ocrReadPage('AK-in-tax-invoice-hardware'));
    expect(ask(doc, 'GST amt?')).toBe('18,457.30');
    expect(ask(doc, 'What is the combined CGST and SGST amount?')).toBe('18,457.30');
  });

  it("a later row's VAT under a first row OCR misread is no total", () => {
    // "VAT" over "29 92" (29.92) over the service charge's "0.00"; "VAT" over "15797" (15.97) over
    // the out-of-scope row's "0.00": the nought read is one row's, not the bill's VAT.
    // The bill's one VAT row still shows its VAT: 179.50 less 149.58 is 20 % of 149.58 (rate-row.ts).
    const bill = asScan(ocrReadPage('S-en-gb-restaurant-bill'));
    expect(ask(bill, 'What is the total VAT?')).toBe('29.92');
    expect(ask(bill, 'VAT amt?')).toBe('29.92');
    // The gym's misread "15797" under "VAT" is itself read back where the totals make it two ways
    // (figure-restored.ts): "Total | 84.83 | 100.80" differ by 15.97, and the row's gross 95.80 holds
    // 15.97 of VAT at 20 %. The nought under it is still no answer.
    const gym = asScan(ocrReadPage('BG-en-receipt-gym-membership'));
    expect(ask(gym, 'What is the total VAT amount shown?')).toBe('15.97');
    // The receipt's other figures are still read.
    expect(ask(gym, 'What is the total?')).toBe('100.80');
  });
});
