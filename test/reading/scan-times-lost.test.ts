import { describe, expect, it } from 'vitest';
import { ask, scannedAs, typedPage } from './positioned-page';

// A till's quantity row whose times sign OCR lost ("2 3,95   7,90" for "2 x 3,95   7,90", once its
// figures were read whole): the count times the unit price is the row's price, so it is still the
// row of the item named above it ("ADHESIF TOILE GRIS 50M"), and the items go on over it.

describe('a scanned quantity row whose times sign was lost', () => {
  const doc = scannedAs('BA-fr-ticket-quincaillerie', {
    '2 x 3,95': '2 3,95',
    '5,20 €': '5,206',
    '9,13': '913',
  });

  it('counts the item over it, and its items add up to the total', () => {
    expect(ask(doc, 'Nb de lignes ?')).toBe('6');
    expect(ask(doc, 'How many item lines are on the receipt?')).toBe('6');
    expect(ask(doc, 'Total TTC ?')).toBe('54,80');
  });

  it('answers no item, person or payment part with the count or the total', () => {
    expect(ask(doc, 'Quel est le nom du client ?')).toBeNull();
    expect(ask(doc, 'Combien de points de fidélité ai-je gagnés ?')).toBeNull();
    expect(ask(doc, 'Quelle est la date d’échéance ?')).toBeNull();
  });

  it('takes no row of a count and a price that are not the row’s price for a quantity', () => {
    // "2 3,96  7,90": the arithmetic does not hold, and nothing says the row is the item's.
    const off = scannedAs('BA-fr-ticket-quincaillerie', {
      '2 x 3,95': '2 3,96',
      '5,20 €': '5,206',
      '9,13': '913',
    });
    expect(ask(off, 'Nb de lignes ?')).not.toBe('6');
  });

  it('leaves the text layer as its maker printed it', () => {
    expect(ask(typedPage('BA-fr-ticket-quincaillerie'), 'Nb de lignes ?')).toBe('6');
  });
});
