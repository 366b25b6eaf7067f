import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The twelfth batch typed by others (AF-, AG-, AH-): the amount to pay, by the kinds of fault its
// first run showed. Each answer below was wrong before its change.

describe('pages typed by others, twelfth batch: the amount to pay', () => {
  it('a total of a unit is a quantity, no money', () => {
    // "Totaal uren: 14,25" under the hours column, above "Totaal inclusief btw 1.722,74".
    expect(ask(page('AF-nl-factuur-itconsultant'), 'Totaal incl.?')).toBe('1.722,74');
    expect(ask(page('AF-nl-factuur-itconsultant'), 'How much do we owe in total?')).toBe('1.722,74');
    const hours = printedPage([
      [
        [50, 'Total hours'],
        [400, '12.50'],
      ],
    ]);
    expect(ask(hours, 'What is the total?')).toBeNull();
  });

  it("one row of a VAT table adds up by itself, and is no more than that rate's share", () => {
    // "A 25% | 645,84 | 161,46 | 807,30" under "Grunnlag | Mva | Sum"; "TOTALT 888,30" above it.
    expect(ask(page('AF-no-kvittering-hagesenter'), 'Totalt?')).toBe('888,30');
    expect(ask(page('AF-no-kvittering-hagesenter'), 'What was the total amount paid?')).toBe('888,30');
  });

  it('"dat" in a Dutch question is "that", not a short "datum"', () => {
    expect(ask(page('AF-nl-factuur-drukkerij'), 'Wat is het totaalbedrag dat betaald moet worden?')).toBe(
      '4.759,76',
    );
    // Nor does the classifier's date, which no word of the question asks, replace the amount due.
    expect(
      ask(page('H-nl-factuur-traiteur-gent'), 'Wat is het saldo dat we nog moeten storten?'),
    ).not.toMatch(/\d\d\/\d\d\/\d{4}/);
  });

  it("a progress billing's amount due this application", () => {
    // "AMOUNT DUE THIS APPLICATION $17,757.00" after retainage and previous applications, under a
    // schedule of values whose "Totals" row sums three columns.
    expect(ask(page('AH-us-nc-invoice-roofing-progress'), 'How much is due on this application?')).toBe(
      '17,757.00',
    );
    expect(ask(page('AH-us-nc-invoice-roofing-progress'), 'What amount is payable on this invoice?')).toBe(
      '17,757.00',
    );
  });

  it('a tip added after the total: the card paid both', () => {
    // "Total 22.68", "Tip 4.00", "AMOUNT PAID $26.68", "VISA **** 6620 26.68" under "Ticket #: 2047".
    const tip = page('AH-us-tx-receipt-coffee-tip');
    expect(ask(tip, 'How much was paid in total, including the tip?')).toMatch(/26\.68$/);
    expect(ask(tip, 'What did the card get charged altogether?')).toMatch(/26\.68$/);
  });
});
