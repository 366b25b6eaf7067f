import { describe, expect, it } from 'vitest';
import { ask, scannedAs, typedPage } from './positioned-page';

/**
 * A scan's line count where OCR misread a figure: an item's amount read as no figure drops its
 * row, and a total misread hides the arithmetic that shows items billed under the table's totals.
 * The count is then given where the page's other figures still show every line, and left open
 * where they do not: never one short (rows-dropped.ts, line-charges.ts, till-lines.ts).
 */
describe('scanned line counts with a figure misread', () => {
  it('leaves the count open where an item amount reads as no figure', () => {
    const doc = scannedAs('V-en-in-pharmacy-receipt', { '509|112.00': 'T200' });
    expect(ask(doc, 'How many line items does the bill have?')).toBeNull();
    expect(ask(doc, 'No. of items?')).toBeNull();
    // The text layer prints the figure: the six medicines.
    expect(ask(typedPage('V-en-in-pharmacy-receipt'), 'How many line items does the bill have?')).toBe('6');
  });

  it('leaves the count open where items under the first total go unproved (a notary)', () => {
    const doc = scannedAs('BR-fr-facture-notaire', {
      '12,50': '1250',
      '10 451,97': '1045197',
      '10 631,97': 'T01631%97',
    });
    expect(ask(doc, 'Nb lignes ?')).toBeNull();
    expect(ask(doc, 'How many line items are billed?')).toBeNull();
    expect(ask(typedPage('BR-fr-facture-notaire'), 'Nb lignes ?')).toBe('8');
  });

  it('leaves the count open where a table of costs below goes unproved (a law firm)', () => {
    const doc = scannedAs('P-en-us-law-firm', {
      '522.50': '522150',
      '1,997.50': '17997 50',
      '61.80': '6180',
    });
    expect(ask(doc, 'No. of line items?')).toBeNull();
    expect(ask(typedPage('P-en-us-law-firm'), 'No. of line items?')).toBe('10');
  });

  it('leaves the count open where an item right over the totals has its price misread (a till)', () => {
    const doc = scannedAs('AZ-da-faktura-lokaleleje', { '502|375,00': '375100' });
    expect(ask(doc, 'Antal linjer?')).toBeNull();
    expect(ask(doc, 'How many line items are billed?')).toBeNull();
  });

  it('counts an outlay after the VAT where the VAT, misread, is still its rate of the net', () => {
    const doc = scannedAs('N-da-faktura-advokat', { '13.371,25': '131371725' });
    expect(ask(doc, 'Antal fakturalinjer?')).toBe('4');
    expect(ask(doc, 'How many line items does the invoice have?')).toBe('4');
    // A VAT misread so that its digits are not the rate's share proves nothing: no count of 4.
    const wrong = scannedAs('N-da-faktura-advokat', { '13.371,25': '131391725' });
    expect(ask(wrong, 'Antal fakturalinjer?')).not.toBe('4');
  });

  it('counts a disbursement under the totals where the total to pay, misread, shows their sum', () => {
    const doc = scannedAs('L-fr-facture-expert-comptable', { '5 983,91 €': '5 983 91€' });
    expect(ask(doc, 'Nb de lignes ?')).toBe('6');
    expect(ask(doc, 'How many line items are billed, including disbursements?')).toBe('6');
  });

  it('answers no item-specific question with the count', () => {
    const doc = scannedAs('L-fr-facture-expert-comptable', { '5 983,91 €': '5 983 91€' });
    expect(ask(doc, 'Combien coûtent les frais de greffe ?')).not.toBe('6');
    const law = scannedAs('N-da-faktura-advokat', { '13.371,25': '131371725' });
    expect(ask(law, 'Hvor mange timer har advokat Søren Brink brugt?')).not.toBe('4');
    expect(ask(law, 'Hvad er retsafgiften?')).not.toBe('4');
  });
});
