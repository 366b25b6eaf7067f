import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// The eighth batch typed by others (T-, U-, V-): the amount to pay and the total VAT, by the kinds
// of fault its first run showed. Each answer below was wrong or missing before its change.

describe('pages typed by others, eighth batch: the VAT total beside the lines it sums', () => {
  it('a VAT total that is the sum of the VAT lines above it, where shipping spoils net + VAT = gross', () => {
    // "enthaltene MwSt. 7 % ... 3,36", "... 19 % ... 4,53", "MwSt. gesamt 7,89"; the subtotal and the
    // gross differ by the shipping, 4,90, no tax.
    expect(ask(page('U-de-rechnung-onlineshop'), 'MwSt. gesamt?')).toBe('7,89');
    expect(ask(page('U-de-rechnung-onlineshop'), 'Wie viel Mehrwertsteuer ist insgesamt enthalten?')).toBe(
      '7,89',
    );
  });

  it("a GST summary's total of CGST and SGST, where a discount spoils net + VAT = gross", () => {
    // "CGST 6% 28.55 | SGST 6% 28.55 | Total GST 57.10"; the gross and net amounts differ by the
    // discount, 59.22.
    expect(ask(page('V-en-in-pharmacy-receipt'), 'Total GST?')).toBe('57.10');
    expect(ask(page('V-en-in-pharmacy-receipt'), 'How much CGST and SGST together was included?')).toBe(
      '57.10',
    );
    // One of the lines asked is not their total, nor the discount.
    expect(ask(page('V-en-in-pharmacy-receipt'), 'What is the CGST?')).not.toBe('57.10');
    expect(ask(page('V-en-in-pharmacy-receipt'), 'What is the CGST?')).not.toBe('59.22');
  });
});

describe('pages typed by others, eighth batch: the VAT asked of what it is charged on', () => {
  it("the page's VAT is its rate of the amount the question's words find", () => {
    // "Taxable materials 2,221.05", "Sales tax 7.5% 166.58": 7.5 % of the materials is the tax.
    expect(ask(page('V-en-us-contractor-invoice'), 'What did they add in tax on the materials?')).toBe(
      '166.58',
    );
    // "Fees incl. VAT 4,612.50", "VAT @ 23% 862.50": 23/123 of the fees with VAT is the VAT.
    expect(ask(page('V-en-ie-accountant-invoice'), "What's the VAT on the accountants' fees?")).toBe(
      '862.50',
    );
    // Outlays not subject to VAT: the VAT is no rate of them, and nothing is said.
    expect(ask(page('V-en-ie-accountant-invoice'), "What's the VAT on the outlays?")).toBeNull();
  });
});

describe('pages typed by others, eighth batch: the VAT named first, included after it', () => {
  it("'TVA incluse ?' asks the VAT that is in; an amount's word before it asks the amount", () => {
    expect(ask(page('U-fr-ch-ticket-pharmacie'), 'TVA incluse ?')).toBe('3.01');
    expect(ask(page('U-fr-ch-ticket-pharmacie'), 'Montant TVA incluse ?')).toBe('70.05');
    expect(ask(page('U-de-rechnung-onlineshop'), 'Inkl. MwSt.?')).toBe('79,68');
  });
});
