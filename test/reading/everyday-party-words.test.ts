import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Everyday wordings of the fifteenth batch typed by others (AO-, AP-, AQ-), which name the business
// by a word of its printed name ("the aircon servicing", "Nilgiri", "Harriet") beside what was
// bought, and got nothing although the page prints the answer. Each word is accounted for by what
// prints it: a party's name, or the items.

const PAGE = printedPage([
  [[40, 'FERNHOLM GLAZING SERVICES LTD']],
  [[40, '12 Mill Road, Derby DE1 3AB']],
  '',
  [
    [40, 'INVOICE'],
    [300, 'Invoice no.'],
    [430, 'FG-7714'],
  ],
  [
    [40, 'Bill to'],
    [300, 'Date'],
    [430, '12/03/2026'],
  ],
  [[40, 'Oakfield Dental Practice']],
  '',
  [
    [40, 'Description'],
    [400, 'Amount'],
  ],
  [
    [40, 'Replacement double-glazed window units'],
    [400, '900.00'],
  ],
  [
    [40, 'Skylight resealing'],
    [400, '300.00'],
  ],
  [
    [300, 'Subtotal'],
    [400, '1,200.00'],
  ],
  [
    [300, 'VAT 20%'],
    [400, '240.00'],
  ],
  [
    [300, 'Total'],
    [400, '1,440.00'],
  ],
]);

describe('words of a party name beside what was bought', () => {
  it('answers the typed pages', () => {
    expect(
      ask(page('AP-sg-tax-invoice-aircon'), 'How much do we pay for the aircon servicing including GST?'),
    ).toBe('801.15');
    expect(
      ask(page('AP-in-tax-invoice-it-hardware'), 'When did Nilgiri raise the bill for the desktops?'),
    ).toBe('18-02-2026');
    expect(
      ask(page('AP-uk-vat-invoice-photographer'), 'When did Harriet send us the bill for the shoot?'),
    ).toBe('09/03/2026');
  });

  it('generalises to a page of its own', () => {
    expect(ask(PAGE, 'When did Fernholm send the bill for the skylight?')).toBe('12/03/2026');
    expect(ask(PAGE, 'How much do we pay for the glazing work including VAT?')).toBe('1,440.00');
  });

  it('says nothing where a word is printed nowhere', () => {
    expect(ask(PAGE, 'When did Fernholm send the bill for the conservatory?')).toBeNull();
    expect(ask(PAGE, 'How much do we pay for the glazing work including the scaffolding?')).toBeNull();
  });
});
