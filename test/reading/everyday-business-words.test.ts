import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Everyday wordings of the fifteenth batch typed by others (AO-, AP-, AQ-), which say which
// business or document they ask of by what it does or sells as the page prints it ("the sign
// shop's invoice", "the Kajang grocery receipt"), by the customer's trade ("bill the clinic"), or
// by an everyday word for the document or the purchase ("docket", "till slip", "turen"), and got
// nothing although the page prints the answer.

const TILES = printedPage([
  [[40, 'MARLOW & DEAN LTD']],
  [[40, '4 Canal Street, Hexham NE46 1AA']],
  '',
  [
    [40, 'INVOICE'],
    [300, 'Invoice no.'],
    [430, 'MD-3318'],
  ],
  [
    [40, 'Invoice to'],
    [300, 'Date'],
    [430, '05/03/2026'],
  ],
  [[40, 'Riverside Dental Practice']],
  '',
  [
    [40, 'Description'],
    [400, 'Amount'],
  ],
  [
    [40, 'Porcelain floor tile 60x60'],
    [400, '640.00'],
  ],
  [
    [40, 'Tile adhesive, 20 kg'],
    [400, '60.00'],
  ],
  [
    [300, 'Subtotal'],
    [400, '700.00'],
  ],
  [
    [300, 'VAT 20%'],
    [400, '140.00'],
  ],
  [
    [300, 'Total'],
    [400, '840.00'],
  ],
]);

describe('what a business does or sells, as the page prints it', () => {
  it('answers the typed pages', () => {
    expect(ask(page('AP-ca-invoice-ontario-signs'), "What's the number on the sign shop's invoice?")).toBe(
      '10377',
    );
    expect(ask(page('AP-my-receipt-grocery'), "What's the number on the Kajang grocery receipt?")).toBe(
      '0107-26-004518',
    );
    expect(ask(page('AP-sg-tax-invoice-aircon'), 'When did the aircon company bill the clinic?')).toBe(
      '11 Mar 2026',
    );
  });

  it('generalises to a page of its own', () => {
    expect(ask(TILES, "What's the number on the tile shop's invoice?")).toBe('MD-3318');
    expect(ask(TILES, 'When did the tile company bill the practice?')).toBe('05/03/2026');
  });

  it('says nothing of a business or document the page does not print', () => {
    expect(ask(TILES, "What's the number on the glazing shop's invoice?")).toBeNull();
    expect(ask(TILES, 'What was the deposit invoice number?')).toBeNull();
  });
});

describe('everyday words for the document and the purchase', () => {
  it('answers the typed pages', () => {
    expect(ask(page('AP-au-receipt-cafe'), "What's the docket number from the café?")).toBe('10482');
    expect(ask(page('AP-my-receipt-grocery'), 'Which receipt number is printed on this till slip?')).toBe(
      '0107-26-004518',
    );
    expect(ask(page('AQ-no-kvittering-taxi'), 'Hvilken dato ble turen kjørt?')).toBe('07.03.2026');
  });

  it('says nothing of another slip', () => {
    expect(ask(TILES, 'What is the packing slip number?')).toBeNull();
  });
});
