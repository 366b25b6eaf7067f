import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A tip added under a till receipt's total: what was paid is the later total with the tip, though
// the total before it is printed more often (its own line, the card's line) and the VAT sums to it.

describe('the total paid with a tip', () => {
  it('reads a Geneva restaurant ticket\'s "TOTAL PAYE CHF 120.00" after "Pourboire 7.00"', () => {
    const page = typedPage('AD-fr-ticket-restaurant-geneve');
    for (const q of ['Total payé ?', 'How much was charged to the card in total?'])
      expect(ask(page, q)).toBe('120.00');
    // The VAT is still the VAT of the meal, the tip being outside it.
    expect(ask(page, 'Combien de TVA ?')).toBe('8.47');
  });

  it("reads a British Columbia restaurant's card total with its tip", () => {
    expect(ask(typedPage('AE-ca-bc-restaurant-receipt'), 'What was the total paid?')).toMatch(/155\.78/);
  });
});
