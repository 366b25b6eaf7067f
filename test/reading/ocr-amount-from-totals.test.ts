import { describe, expect, it } from 'vitest';
import { ask, ocrReadPage, scannedAs } from './positioned-page';

// One item's amount OCR misread past reading back from its own row (its quantity unread too), read
// back from the table's arithmetic: the figure printed under the items less the others' amounts is
// what it must be, and the cell shows every digit of that figure (remainder-read.ts).
describe('an amount misread on a scan, read back from the totals under the table', () => {
  // "6 | 52,00 € | 312,00 €" read " | 52,00 € | 31200]": the quantity lost, the amount's
  // separator lost or read as a digit.
  const plumber = (amount: string) => scannedAs('A-fr-plombier', { '330|6': '', '312,00 €': amount });

  it('counts the row as an item where the subtotal less the other items shows its digits', () => {
    expect(ask(plumber('31200]'), 'Combien de lignes compte la facture ?')).toBe('5');
    expect(ask(plumber('312700 €'), 'How many lines does the invoice have?')).toBe('5');
  });

  it('guesses no digit: says nothing where a digit is misread or a letter stands among them', () => {
    expect(ask(plumber('21200]'), 'Combien de lignes compte la facture ?')).toBeNull();
    expect(ask(plumber('T12,00 €'), 'Combien de lignes compte la facture ?')).toBeNull();
    expect(ask(plumber('91700]'), 'Combien de lignes compte la facture ?')).toBeNull();
  });

  // "2,18 €" read "218 €" under "Période | Montant HT" (a table of two columns, counted only when
  // it adds up): 60,50 less the other three is 2,18, the digits read (was no count).
  it('reads back a figure of digits alone that kept the table from adding up', () => {
    expect(ask(ocrReadPage('A-fr-telecom'), 'Combien de lignes compte la facture ?')).toBe('4');
    expect(ask(ocrReadPage('A-fr-telecom'), 'Montant TTC ?')).toBe('72,60');
  });
});
