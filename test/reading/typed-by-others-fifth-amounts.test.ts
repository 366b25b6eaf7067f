import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// The fifth batch typed by others (K-, L-, M-): its amounts, VAT totals and receipt numbers, and
// the faults of kind they showed on the first run. Each answer below was wrong or missing before
// its change.

describe('pages typed by others, fifth batch: what a receipt paid', () => {
  it('a slip paid by card to the cent of its total is a till receipt, whatever its number is called', () => {
    // "Kvittonr 204519" is an invoice number's label; "Kort 298,80" pays "TOTALT SEK 298,80".
    expect(ask(page('K-sv-kvitto-apotek'), 'Totalt SEK?')).toBe('298,80');
    expect(ask(page('K-sv-kvitto-apotek'), 'What was the total paid at the pharmacy?')).toBe('298,80');
    // The till's total with the tip ("TOTAL NOK 1 000,00", "Betalt med kort 1 000,00"), not the
    // goods' gross that the VAT table adds up to (937,00).
    expect(ask(page('K-no-kvittering-restaurant'), 'Totalt betalt?')).toBe('1 000,00');
  });
});

describe('pages typed by others, fifth batch: VAT tables read by their arithmetic', () => {
  it("a VAT table's sum row gives its VAT where the text layer joined its cells", () => {
    // "Gesamt  78,91 12,45  91,36": the two parts add up to the till's total; the VAT is the smaller.
    expect(ask(page('L-de-kassenbon-baumarkt'), 'Wie viel Mehrwertsteuer ist im Bon enthalten?')).toBe(
      '12,45',
    );
    expect(ask(page('L-de-kassenbon-baumarkt'), 'How much VAT does the receipt show in total?')).toBe(
      '12,45',
    );
  });

  it('rate rows that add up to the subtotal before a tip give the VAT, not the tip', () => {
    // "Subtotaal 129,60", "Fooi 5,40", "TOTAAL EUR 135,00": 8,99 + 3,59 under 9 % and 21 %.
    expect(ask(page('L-nl-bon-restaurant'), 'Hoeveel btw staat er op de bon?')).toBe('12,58');
    expect(ask(page('L-nl-bon-restaurant'), 'What is the total VAT?')).toBe('12,58');
  });
});

describe('pages typed by others, fifth batch: receipt numbers', () => {
  it('a receipt number whose label glues its abbreviation ("Bonnr.")', () => {
    expect(ask(page('L-nl-bon-restaurant'), 'Wat is het bonnummer?')).toBe('4471');
    expect(ask(page('L-nl-bon-restaurant'), 'What is the receipt number?')).toBe('4471');
  });
});
