import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Which total a VAT word beside another word asks: English puts a compound's head last, so "the
// total VAT included" is the VAT (the VAT's total), while "the total, VAT included" is the total;
// "after tax" adds the VAT as "before tax" takes it off; and the VAT of the whole purchase asked
// with words of adding up names what was bought in the asker's words.

describe('a VAT word beside a total word', () => {
  it('reads "total VAT included" as the VAT, and "total, VAT included" as the total', () => {
    const shop = page('U-de-rechnung-onlineshop');
    expect(ask(shop, 'What is the total VAT included?')).toBe('7,89');
    expect(ask(shop, "What's the total, VAT included?")).toBe('79,68');
    expect(ask(shop, 'What is the total including VAT?')).toBe('79,68');
  });

  it('reads "after tax" as the total with the tax, "before tax" as the total without', () => {
    const receipt = page('S-en-us-office-supplies-receipt');
    expect(ask(receipt, 'What was the total after tax?')).toBe('213.75');
    expect(ask(receipt, 'What was the total before tax?')).toBe('197.46');
    expect(ask(receipt, 'How much tax?')).toBe('16.29');
  });
});

describe('the VAT of the whole purchase added up', () => {
  it('names what was bought in the asker’s words', () => {
    const kiosk = page('AI-no-kvittering-kiosk');
    expect(ask(kiosk, 'Hvor mye moms var det på pølsa, kaffen og resten til sammen?')).toBe('41,86');
    // One thing asked alone is that line's VAT, which the page does not print.
    expect(ask(kiosk, 'Hvor mye moms var det på pølsa?')).toBeNull();
  });
});

describe('Malaysia’s sales and service tax', () => {
  it('is the VAT line it labels, and no registration number', () => {
    const bill = page('G-my-tax-invoice');
    expect(ask(bill, 'SST amount?')).toBe('79.06');
    expect(ask(bill, 'What is the total tax on the invoice?')).toBe('79.06');
    const own = printedPage([
      'KEDAI RUNCIT SRI MAJU SDN BHD',
      'SST Reg. No.: W10-1808-31000123',
      'INVOICE 88123',
      [
        [300, 'SUB TOTAL'],
        [450, '100.00'],
      ],
      [
        [300, 'SST 8%'],
        [450, '8.00'],
      ],
      [
        [300, 'TOTAL RM'],
        [450, '108.00'],
      ],
    ]);
    expect(ask(own, 'How much SST was charged?')).toBe('8.00');
    expect(ask(own, 'Total?')).toBe('108.00');
  });
});
