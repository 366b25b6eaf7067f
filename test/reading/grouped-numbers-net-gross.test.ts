import { describe, expect, it } from 'vitest';
import { documentLines } from '../../main/reading/qa/lines';
import { ask } from './ask';
import { printedPage } from './positioned-page';

// Two ways invoices print things that a reader of one value per cell took apart: an invoice number
// set in groups of digits, and a line table with a net and a gross column.

const factuur = printedPage([
  [
    [50, 'Coolblue B.V.'],
    [350, 'Factuur'],
  ],
  'Weena 664',
  '3012 CN Rotterdam',
  '',
  [
    [50, 'Factuurnummer'],
    [200, '7003 2211 45'],
  ],
  [
    [50, 'Klantnummer'],
    [200, '1234567'],
  ],
  [
    [50, 'Factuurdatum'],
    [200, '3 augustus 2020'],
  ],
  '',
  [
    [300, 'Totaal incl. btw'],
    [470, '318,98'],
  ],
  'Klantenservice 010 798 8999',
]);

describe('an invoice number printed in groups of digits', () => {
  it('is the whole number, not its first group', () => {
    expect(ask(factuur, 'Wat is het factuurnummer?')).toBe('7003 2211 45');
    expect(ask(factuur, 'What is the invoice number?')).toBe('7003 2211 45');
  });

  it('leaves the other numbers their own', () => {
    expect(ask(factuur, 'Wat is het klantnummer?')).toBe('1234567');
    expect(ask(factuur, 'Wat is het vluchtnummer?')).toBeNull();
  });
});

const facture = printedPage([
  'Free Mobile',
  '',
  [
    [50, 'Facture N° 20210712-0042'],
    [300, 'Date : 12 juillet 2021'],
  ],
  '',
  [
    [50, 'Désignation'],
    [300, 'Montant HT'],
    [400, 'TVA'],
    [470, 'Montant TTC'],
  ],
  [
    [50, 'Forfait Free 210 Go'],
    [300, '16,65 €'],
    [400, '3,33 €'],
    [470, '19,99 €'],
  ],
  [
    [50, 'Hors forfait'],
    [300, '0,00 €'],
    [400, '0,00 €'],
    [470, '0,00 €'],
  ],
  '',
  [
    [300, 'Total HT'],
    [470, '16,65 €'],
  ],
  [
    [300, 'TVA 20 %'],
    [470, '3,33 €'],
  ],
  [
    [300, 'Total TTC'],
    [470, '19,99 €'],
  ],
]);

describe('a line table with a net and a gross column', () => {
  it('reads each line with its net amount, a line of nothing charged too', () => {
    // The net and the gross were joined into one cell ("16,65 € 19,99 €"), no amount: no lines.
    const lines = documentLines(facture.pages).map((l) => [l.description, l.amount]);
    expect(lines).toEqual([
      ['Forfait Free 210 Go', '16.65'],
      ['Hors forfait', '0.00'],
    ]);
  });

  it('counts them', () => {
    expect(ask(facture, 'Combien de lignes a la facture ?')).toBe('2');
    expect(ask(facture, 'How many lines are on the invoice?')).toBe('2');
  });
});
