import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The invoice's number asked as the reference a payment is made against ("Which invoice reference
// do we pay against?"): "pay" made the question one of an amount, and "against" went unaccounted
// for, so nothing was answered though the page prints its number ("Invoice # IH-250918").
describe('the document reference we pay against', () => {
  it("answers the invoice's number", () => {
    const page = typedPage('BD-en-tax-invoice-equipment-hire');
    expect(ask(page, 'Which invoice reference do we pay against?')).toBe('IH-250918');
    expect(ask(page, 'Which invoice number do we pay against?')).toBe('IH-250918');
  });

  it('leaves a reference of another thing unanswered', () => {
    const page = typedPage('BD-en-tax-invoice-equipment-hire');
    expect(ask(page, 'Which flight reference do we pay against?')).toBeNull();
    expect(ask(page, 'Which order reference do we pay against?')).toBeNull();
  });
});
