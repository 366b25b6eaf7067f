import { describe, expect, it } from 'vitest';
import { asideOnly } from '../../main/reading/qa/qualifiers';
import { ask, typedPage } from './positioned-page';

// The total VAT where a page prints it in the ways of the tenth and eleventh batches of pages typed
// by others: a tax's label with a remark in brackets, a label pointing at its value with "of", and
// a VAT table whose rows add up on their own while a tax outside the VAT keeps the page's totals
// from adding up.

describe('total VAT on pages typed by others', () => {
  it('sums a British Columbia receipt\'s GST and its PST on liquor ("PST 10% (liquor)")', () => {
    const page = typedPage('AE-ca-bc-restaurant-receipt');
    for (const q of ['How much tax was charged in total?', 'What did the taxes add up to on this bill?'])
      expect(ask(page, q)).toBe('9.28');
  });

  it('reads "TOTAL INCLUDES GST OF | $16.72" on an Australian hardware store\'s receipt', () => {
    const page = typedPage('AE-au-hardware-tax-invoice');
    for (const q of ['How much GST is included?', 'GST?']) expect(ask(page, q)).toMatch(/16\.72/);
  });

  it('keeps a hotel\'s "Total TVA 47,22" over its 10 % row, with the tourist tax outside the VAT', () => {
    const page = typedPage('AD-fr-facture-hotel');
    for (const q of ['Quel est le montant total de la TVA ?', 'How much VAT is on the invoice?'])
      expect(ask(page, q)).toBe('47,22');
  });

  it('takes a remark in brackets or a pointing "of" as part of a label, not a category code or a count', () => {
    expect(asideOnly('(liquor)')).toBe(true);
    expect(asideOnly('(non soumise à TVA)')).toBe(true);
    expect(asideOnly('of')).toBe(true);
    // "19 % UST (S)" heads a ZUGFeRD table's column of bases; "(2 pers. x 3 nuits)" counts.
    expect(asideOnly('(S)')).toBe(false);
    expect(asideOnly('(2 pers. x 3 nuits)')).toBe(false);
    expect(asideOnly('of the goods')).toBe(false);
  });
});
