import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A till receipt paid partly by card, partly in cash ("CB 40,00 €", "ESPECES 20,00 €"), its change
// misread ("RENDU 5,206") and an item's price past reading ("12,90" read "I2,9O"), so neither the till's
// arithmetic nor the items confirm a total: the total's line ("TOTAL TTC 54,80 €") and the card
// slip's "MONTANT 40,00 EUR" each print one. The slip's is the card's part printed again under the
// tenders, no total: the later line must not win as the last total printed.

describe('a split payment whose card part the slip prints again', () => {
  const doc = scannedAs('BA-fr-ticket-quincaillerie', { '5,20 €': '5,206', '9,13': '913', '12,90': 'I2,9O' });

  it('answers the total line, not the card part', () => {
    expect(ask(doc, 'Total TTC ?')).toBe('54,80');
    expect(ask(doc, 'Quel est le montant total TTC du ticket ?')).toBe('54,80');
    expect(ask(doc, 'What was the total amount of the purchase?')).toBe('54,80');
  });

  it('answers no absent field with a tender', () => {
    expect(ask(doc, 'Quel est le nom du client ?')).toBeNull();
    expect(ask(doc, 'Quel est l’IBAN du magasin ?')).toBeNull();
    expect(ask(doc, 'Combien de points de fidélité ai-je gagnés ?')).toBeNull();
  });

  it('leaves the card part unanswered where the total line went unread', () => {
    // "TOTAAL € 29,70" and the VAT table's 29,70 misread, "Pin 20,00" / "Contant 10,00" paid it:
    // the slip's "Totaal: EUR 20,00" is the card's part, no answer to the total.
    const bakery = scannedAs('AW-nl-kassabon-bakkerij', { '€ 29,70': 'LO', '350|29,70': '29770' });
    expect(ask(bakery, 'Totaal?')).toBeNull();
    expect(ask(bakery, 'What was the total of the purchase?')).toBeNull();
  });
});
