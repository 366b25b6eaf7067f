import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A VAT the page says in words is not charged is zero; one it says nothing of is unknown.

describe('no VAT charged, said in words', () => {
  it('a sentence saying no VAT is charged answers zero', () => {
    expect(ask(page('M-en-uk-taxi-receipt'), 'How much VAT is on this receipt?')).toBe('0.00');
    expect(ask(page('L-de-rechnung-physiotherapie'), 'USt?')).toBe('0.00');
    // "and if so, how much": the condition's words are filler.
    expect(
      ask(page('I-de-rechnung-kleinunternehmer'), 'Ist da Mehrwertsteuer drauf, und wenn ja wie viel?'),
    ).toBe('0.00');
    expect(ask(page('I-de-rechnung-kleinunternehmer'), 'Wie viel Umsatzsteuer enthält die Rechnung?')).toBe(
      '0.00',
    );
  });

  it('a VAT line that says why it is nothing gives its printed zero', () => {
    expect(
      ask(page('J-en-us-invoice-graphic-designer'), 'How much sales tax is charged on this invoice?'),
    ).toBe('0.00');
    expect(ask(page('D-fr-facture-web-usd'), 'Combien de TVA ?')).toBe('0.00');
    expect(ask(page('E-nl-factuur-zzp-verlegd'), 'BTW-bedrag?')).toBe('0,00');
  });

  it('a page that says nothing of VAT leaves it unanswered', () => {
    const rows = [
      [
        [330, 'Subtotal'],
        [500, '120.00'],
      ],
      [
        [330, 'Total'],
        [500, '120.00'],
      ],
    ] as [number, string][][];
    expect(ask(printedPage(rows), 'How much VAT is charged?')).toBeNull();
  });

  it('reverse charge said in a sentence alone leaves the VAT unsaid: the customer reckons it', () => {
    const rows = [
      [
        [330, 'Total'],
        [500, '99.00'],
      ],
      'Tax to be paid on reverse charge basis',
    ] as (string | [number, string][])[];
    expect(ask(printedPage(rows), 'How much VAT is charged?')).toBeNull();
  });

  it('an exempt item beside a VAT rate charged is no zero VAT', () => {
    const rows = [
      'Items marked * are VAT exempt',
      [
        [330, 'Net'],
        [500, '100.00'],
      ],
      [
        [330, 'Gross'],
        [500, '120.00'],
      ],
      [
        [330, 'Total payable'],
        [500, '120.00'],
      ],
    ] as (string | [number, string][])[];
    expect(ask(printedPage(rows), 'How much VAT is charged?')).not.toBe('0.00');
  });
});

describe('VAT said to be in the total', () => {
  it('"Total includes GST" labels the VAT in the total, not the total', () => {
    const p = page('M-en-au-tax-invoice-plumber');
    expect(ask(p, 'How much GST is included?')).toBe('73.90');
    expect(ask(p, "What's the GST component of the total?")).toBe('73.90');
    expect(ask(p, 'What is the total?')).toBe('812.90');
  });
});
