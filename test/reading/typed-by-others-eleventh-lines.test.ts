import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// Line counts on the newest batch typed by others (AC-, AD-, AE-), and the faults of kind they
// showed: each answer below was missing or wrong before its change.

describe("a line table's header (line-header.ts)", () => {
  it('a rule over the headings is their top: the words above it head no column', () => {
    // "AMC : MUTUELLE DES DEUX RIVES Tiers payant" over "=====" stacked the VAT rate's column with
    // the amount's, and no row had an amount.
    const doc = typedPage('AD-fr-ticket-pharmacie');
    expect(ask(doc, 'Nb de lignes ?')).toBe('5');
    expect(ask(doc, 'How many product lines are on the ticket?')).toBe('5');
  });

  it('a price headed twice ("Stk. pris | Pris") is the unit price, then the amount', () => {
    const doc = typedPage('AC-da-ordrebekraeftelse-webshop');
    expect(ask(doc, 'Antal linjer?')).toBe('4');
    expect(ask(doc, 'How many product lines are on the order?')).toBe('4');
  });
});

describe('a count asked by the amounts it counts (question-kind.ts)', () => {
  it('"Wie viele einzelne Beträge" is answered by no amount', () => {
    const doc = typedPage('AD-de-quittung-taxi');
    expect(ask(doc, 'Wie viele einzelne Beträge wurden berechnet?')).toBeNull();
  });

  it('"Combien de TVA" still asks the VAT', () => {
    expect(ask(typedPage('AD-fr-ticket-pharmacie'), 'Il y a combien de TVA sur ce ticket ?')).toBe('3,92');
  });
});

describe("an addition set in under a till's item (till-lines.ts)", () => {
  it('a deposit "+ STATIEGELD" set in under its bottles is part of them, no item', () => {
    const doc = typedPage('Z-nl-kassabon-supermarkt-statiegeld');
    expect(ask(doc, 'Hoeveel artikelregels staan er op de bon?')).toBe('7');
  });

  it('an add-on "+ UNDERVOGNSSKYL" not set in is an item of its own', () => {
    expect(ask(typedPage('K-da-kvittering-vaskehal'), 'Antal linjer?')).toBe('2');
  });
});
