import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A till receipt's VAT table under "Code taux | HT | TVA | TTC" closes with its sum row "TOTAL |
// 15,62 | 2,08 | 17,70", OCR lost the separator of the gross there and beside "TOTAL TTC" ('1770'),
// and the card slip prints "MONTANT 17,70 EUR". The gross '1770' is read back as 17,70 (the rates' grosses make it, the slip prints it
// whole), not as 1,70 an item's price and a rate's VAT happen to make.

describe("a VAT table's sum row whose gross OCR broke", () => {
  const doc = scannedAs('D-fr-ticket-epicerie', {
    '17,70 €': '1770€',
    '360.5|17,70': '1770',
    '2 x 1,35 €': '2 x35',
  });

  it('answers the total read back', () => {
    expect(ask(doc, 'Montant total TTC ?')).toBe('17,70');
    expect(ask(doc, "Combien j'ai payé au total ?")).toBe('17,70');
    expect(ask(doc, "What's the total amount paid?")).toBe('17,70');
  });

  it('answers the VAT', () => {
    expect(ask(doc, 'Montant de la TVA ?')).toBe('2,08');
    expect(ask(doc, 'How much VAT was charged?')).toBe('2,08');
  });

  it('answers no absent field with a figure of the table', () => {
    expect(ask(doc, 'Quel est le nom du client ?')).toBeNull();
    expect(ask(doc, 'Quel est le montant de la remise ?')).toBeNull();
    expect(ask(doc, 'Combien de points de fidélité ai-je gagnés ?')).toBeNull();
  });
});
