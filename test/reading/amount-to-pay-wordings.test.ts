import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// "Amount owing?", "How much has to be transferred?", "Welk bedrag moeten we overschrijven?",
// "Hur mycket ska vi föra över till Kodverket?" got nothing: owing, transferring, remitting or
// settling money named no concept. They ask the amount to pay, in every language (the packs'
// amount_due cues); "Bal due?" is the balance due, not a due date.

describe('the amount to pay asked as owing or transferring', () => {
  it('is the amount due, in each language', () => {
    expect(ask(page('G-ca-invoice-hst'), 'Amount owing?')).toBe('5,715.05');
    expect(ask(page('N-en-invoice-software'), 'How much has to be transferred?')).toBe('8,445.00');
    expect(ask(page('Y-za-furniture-invoice'), 'Bal due?')).toBe('11 494.00');
    expect(ask(page('R-nl-ereloonnota-architect'), 'Welk bedrag moeten we overschrijven?')).toBe('12.665,19');
    expect(ask(page('Q-sv-faktura-itkonsult'), 'Hur mycket ska vi föra över till Kodverket?')).toBe(
      '189 863,00',
    );
  });

  it('is nothing when what is asked is not on the page', () => {
    expect(ask(page('N-en-invoice-software'), 'How much has to be transferred for the flights?')).toBeNull();
  });
});
