import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A count of a thing the page does not print (tickets of a hall's hire) is no count of its lines;
// a count of the lines by their own words or by what they bill still is.

describe('a count of a thing the page does not print', () => {
  it('is no count of its lines, in any language', () => {
    const hall = typedPage('BQ-en-invoice-venue-hire');
    expect(ask(hall, 'How many tickets were sold?')).toBeNull();
    expect(ask(hall, 'How many customers are billed?')).toBeNull();
    const vet = typedPage('BQ-fr-facture-veterinaire');
    for (const q of [
      'Combien de billets ont été vendus ?',
      'Wie viele Eintrittskarten wurden verkauft?',
      'Hoeveel kaartjes zijn verkocht?',
      'Hvor mange billetter blev solgt?',
      'Hur många biljetter såldes?',
    ])
      expect(ask(vet, q)).toBeNull();
  });

  it('still counts the lines by their own words and by what they bill', () => {
    const hall = typedPage('BQ-en-invoice-venue-hire');
    for (const q of [
      'How many line items are on the invoice?',
      'How many separate charges are listed for the show?',
      'How many items were billed?',
      'How many services are billed?',
    ])
      expect(ask(hall, q)).toBe('6');
    const vet = typedPage('BQ-fr-facture-veterinaire');
    expect(ask(vet, 'Combien de prestations et médicaments sont facturés ?')).toBe('7');
    expect(ask(vet, 'Nbre de lignes ?')).toBe('7');
  });

  it('counts the tickets a page prints as its lines', () => {
    expect(ask(typedPage('AE-uk-train-booking-receipt'), 'How many tickets are on this booking?')).toBe('2');
  });
});
