import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// Everyday re-wordings that got no answer though the page states the value: the time to pay asked
// as "how long" where the page prints the day, the whole purchase summed in the asker's own words
// ("the coffees and cakes", "bakevarene"), the VAT asked as what can be reclaimed.

describe('everyday re-wordings of printed values', () => {
  it('answers "how long to pay" with the day the page prints', () => {
    expect(ask(page('AA-de-rechnung-sportgeschaeft-ch'), 'Wie lange haben wir Zeit zum Bezahlen?')).toBe(
      '16.02.2025',
    );
    expect(ask(page('AB-ie-photographer-invoice'), 'How long have we got to pay her - what date?')).toBe(
      '6 March 2025',
    );
  });

  it("answers the whole purchase summed in the asker's words with the total", () => {
    expect(ask(page('Z-no-kvittering-bakeri'), 'Hva kostet frokosten og bakevarene til sammen?')).toBe(
      '402,00',
    );
    expect(ask(page('AB-uk-coffee-shop-receipt'), 'How much did the coffees and cakes come to?')).toBe(
      '14.60',
    );
  });

  it('keeps the payer of a sum unexplained: not what was bought', () => {
    expect(ask(page('D-en-hotel-invoice'), 'How much did the guest pay altogether?')).toBeNull();
  });

  it('reads the VAT that can be reclaimed as the VAT', () => {
    expect(ask(page('AA-de-rechnung-webagentur'), 'Wie viel Vorsteuer können wir ziehen?')).toBe('473,96');
  });
});
