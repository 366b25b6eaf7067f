import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// Absent questions answered with a value of another kind than the one asked: a number asked
// answered with an amount, an address asked answered with a name. The answer must be nothing,
// while the same pages still answer what they print.

describe('the kind of value asked holds on pages typed by others', () => {
  it('a number asked before saying of what is no amount', () => {
    // "cost" read the total (83.50); the PO number is not printed.
    const doc = page('AE-uk-train-booking-receipt');
    expect(ask(doc, 'What is the cost-centre or PO number for this trip?')).toBeNull();
    expect(ask(doc, 'What was the total cost of the trip?')).toBe('83.50');
  });

  it('an address asked by its word is no name', () => {
    // "livré" read the florist's name; no delivery address is printed.
    const doc = page('AG-fr-recu-fleuriste');
    expect(ask(doc, 'À quelle adresse le bouquet a-t-il été livré ?')).toBeNull();
    expect(ask(doc, 'De quel commerce provient ce reçu ?')).toMatch(/atelier floral marguerite/i);
  });

  it('a number asked is not read beside a line naming only whose or of what', () => {
    // "Herrn Huber" and "poêle à granulés" are printed; the address and the item line beside
    // them are no social security number, no reference.
    const notary = page('F-at-honorarnote');
    expect(ask(notary, 'Wie lautet die Sozialversicherungsnummer von Herrn Huber?')).toBeNull();
    expect(ask(notary, 'Honorarnote Nr.?')).toBe('2024/0187');
    const sweep = page('AG-fr-facture-ramonage');
    expect(ask(sweep, 'Quelle est la référence du poêle à granulés ?')).toBeNull();
    expect(ask(sweep, 'Num. facture ?')).toBe('2025-087');
  });
});
