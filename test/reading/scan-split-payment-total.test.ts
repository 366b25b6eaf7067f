import { describe, expect, it } from 'vitest';
import { ask, scannedAs, typedPage } from './positioned-page';

// A till receipt paid partly by card, partly in cash ("CB 40,00 €", "ESPECES 20,00 €"), the
// change misread ("RENDU 5,206"): neither tender is the total, and the card's slip printing its
// part again ("MONTANT 40,00 EUR") is no second total. The items add up to the total line's figure.

describe('a split payment whose change OCR misread', () => {
  const doc = scannedAs('BA-fr-ticket-quincaillerie', { '5,20 €': '5,206', '9,13': '913' });

  it('answers the total the items add up to, not the card part', () => {
    expect(ask(doc, 'Total TTC ?')).toBe('54,80');
    expect(ask(doc, 'What was the total amount of the purchase?')).toBe('54,80');
  });
});

// A ticket with the card terminal's slip printed beside its items: the slip's "DEBIT" stands on an
// item's row ("5 x Carte postale | 6,00 B | DEBIT"), no second tender of a split payment. The card
// paid the whole, and its amount confirms the total (was the VAT table's net, 52,21).
describe('a card slip beside the items is no split payment', () => {
  it('answers the total the card paid', () => {
    const doc = typedPage('BG-fr-ticket-boutique-musee');
    expect(ask(doc, 'Total ?')).toBe('56,40');
    expect(ask(doc, 'What was the total amount paid?')).toBe('56,40');
  });
});
