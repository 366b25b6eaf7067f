import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A heading of the legal name's own words in another order is the legal name itself, not a
// trading name beside it.

describe("a heading of the legal name's words in another order", () => {
  it('is the legal name itself, not a trading name', () => {
    // "HUNDPENSIONAT TASSEBO" over the footer's "Tassebo Hundpension AB".
    const page = typedPage('BP-sv-kvitto-hundpensionat');
    for (const q of ['Vilket företag har utfärdat kvittot?', 'Säljare?', 'Which company issued the receipt?'])
      expect(ask(page, q)).toBe('Tassebo Hundpension AB');
  });

  it('leaves a heading with a word of its own the trading name', () => {
    // "HOTEL MARLENHOF" over "Marlenhof Hotelbetriebs GmbH": the hotel, not the company running it.
    expect(ask(typedPage('AR-de-hotelrechnung'), 'Wer ist der Rechnungssteller?')).toBe('HOTEL MARLENHOF');
  });
});
