import { describe, expect, it } from 'vitest';
import { documentLines } from '../../main/reading/qa/lines';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './ask';
import { readLines } from './printed';

// The totals under a line table end it, however they are printed: "Subtotal" standing under the
// description column (it is also a column heading's word), figures printed with their currency
// ("450,00 €"). Counted as items, they had made "How many lines?" answer 3 or 6 for 2.

const read = (lines: string[]): Promise<IntakeResult> => readLines(lines, 'invoice.pdf');

describe('the totals end the line table', () => {
  it('"Subtotal" under the description column is a total, not a line', async () => {
    const doc = await read([
      'Brightline Consulting Ltd',
      'INVOICE',
      'Invoice No: BC-1042',
      'Description                      Qty    Unit Price    Amount',
      'Strategy workshop                  1      1,200.00    1,200.00',
      'Travel expenses                    1        150.00      150.00',
      'Subtotal                                              1,350.00',
      'VAT @ 20%                                               270.00',
      'Total                                                 1,620.00',
    ]);
    expect(ask(doc, 'How many lines are on the invoice?')).toBe('2');
    expect(documentLines(doc.pages).map((l) => l.amount)).toEqual(['1200.00', '150.00']);
  });

  it('figures printed with their currency are read as figures', async () => {
    const doc = await read([
      'Dupont Informatique SARL',
      'FACTURE N° FA-2024-0153',
      'Désignation                      Qté    Prix unitaire HT    Montant HT',
      'Maintenance annuelle serveur      1         450,00 €          450,00 €',
      'Licence antivirus (5 postes)      5          24,00 €          120,00 €',
      'Total HT                                                      570,00 €',
      'TVA 20 %                                                      114,00 €',
      'Net à payer                                                   684,00 €',
    ]);
    expect(ask(doc, 'Combien de lignes contient la facture ?')).toBe('2');
    const lines = documentLines(doc.pages);
    expect(lines.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      ['1', '450.00', '450.00'],
      ['5', '24.00', '120.00'],
    ]);
  });

  it('a row with nothing under the amount heading leaves the count open', async () => {
    const doc = await read([
      'Brightline Consulting Ltd',
      'INVOICE',
      'Description                      Qty    Unit Price    Amount',
      'Strategy workshop                  1      1,200.00    1,200.00',
      'Travel expenses                    1        150.00',
      'Subtotal                                              1,350.00',
    ]);
    expect(documentLines(doc.pages)).toHaveLength(2);
    expect(ask(doc, 'How many lines are on the invoice?')).toBeNull();
  });
});
