import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The VAT asked as a share of the total, by a share word beside a VAT word ("the VAT part", "la
// part de TVA") or closing a compound of one ("Umsatzsteueranteil", "momsdelen"): the share word
// went unaccounted for and nothing was answered, though the page prints its VAT.
describe('the VAT asked as its part of the total', () => {
  it('reads a VAT word compounded with a share word as the VAT', () => {
    expect(ask(typedPage('BE-de-kassenbon-textilreinigung'), 'Wie hoch ist der Umsatzsteueranteil?')).toBe(
      '10,31',
    );
    expect(ask(typedPage('BE-de-kassenbon-textilreinigung'), 'Wie hoch ist der Steueranteil?')).toBe('10,31');
    expect(ask(typedPage('BE-sv-kvitto-frisorsalong'), 'Hur stor är momsdelen av beloppet?')).toBe('195,80');
    expect(ask(typedPage('BE-sv-kvitto-frisorsalong'), 'Hur stor är momsandelen?')).toBe('195,80');
    expect(ask(typedPage('AF-da-faktura-elektriker'), 'Hvor stor er momsdelen?')).toBe('1.987,39');
    expect(ask(typedPage('AI-no-faktura-taktekker'), 'Hvor stor er momsandelen?')).toBe('26 032,50');
  });

  it('reads a share word beside a VAT word as the VAT', () => {
    expect(ask(typedPage('S-en-gb-restaurant-bill'), "What's the VAT part?")).toBe('29.92');
    expect(ask(typedPage('S-en-gb-restaurant-bill'), 'What is the tax part of the bill?')).toBe('29.92');
    expect(ask(typedPage('AF-nl-factuur-itconsultant'), 'Wat is het btw-aandeel van de factuur?')).toBe(
      '298,99',
    );
    expect(ask(typedPage('AR-fr-facture-garage'), 'Quelle est la partie TVA de la facture ?')).toBe('249,32');
    expect(
      ask(typedPage('BE-de-kassenbon-textilreinigung'), 'Wie hoch ist der Anteil der Mehrwertsteuer?'),
    ).toBe('10,31');
  });

  it('leaves a share of something else unanswered', () => {
    expect(ask(typedPage('S-en-gb-restaurant-bill'), 'What is the part number?')).toBeNull();
    expect(ask(typedPage('BE-de-kassenbon-textilreinigung'), 'Wie hoch ist der Teilbetrag?')).toBeNull();
    expect(ask(typedPage('S-en-gb-restaurant-bill'), 'What is the service part?')).toBeNull();
  });
});
