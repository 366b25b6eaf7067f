import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Québec invoices print the federal and the provincial tax apart in French ("TPS 5 %", "TVQ
// 9,975 %") and their sum on a line of its own ("Total des taxes"): the taxes asked are that sum.

describe('TPS and TVQ printed apart', () => {
  it('are summed by the page’s total of taxes (twenty-sixth batch workwear rental)', () => {
    const rental = page('BM-fr-facture-location-vetements-travail');
    expect(ask(rental, 'Quel est le montant total des taxes?')).toBe('50,55');
    expect(ask(rental, 'Taxes?')).toBe('50,55');
    expect(ask(rental, 'Combien de TPS et de TVQ sont facturées au total?')).toBe('50,55');
    expect(ask(rental, 'What is the total sales tax charged?')).toBe('50,55');
    expect(ask(rental, 'Quel est le montant à payer?')).toBe('368,05');
  });

  it('are read on a page of our own, and a tax number is no tax', () => {
    const bill = printedPage([
      'Déneigement Laval inc.',
      'Facture 7731',
      '',
      [
        [330, 'Sous-total'],
        [470, '200,00 $'],
      ],
      [
        [330, 'TPS 5 %'],
        [470, '10,00 $'],
      ],
      [
        [330, 'TVQ 9,975 %'],
        [470, '19,95 $'],
      ],
      [
        [330, 'Total des taxes'],
        [470, '29,95 $'],
      ],
      [
        [330, 'Total de la facture'],
        [470, '229,95 $'],
      ],
      [
        [330, 'Note de crédit NC-88'],
        [470, '-10,00 $'],
      ],
      [
        [330, 'Solde à payer'],
        [470, '219,95 $'],
      ],
      '',
      'N° TPS : 742153315 RT0001',
    ]);
    expect(ask(bill, 'Quel est le montant total des taxes?')).toBe('29,95');
    expect(ask(bill, 'Taxes?')).toBe('29,95');
    const numbersOnly = printedPage([
      'Déneigement Laval inc.',
      'Facture 7732',
      '',
      [
        [330, 'Total'],
        [470, '200,00 $'],
      ],
      '',
      'N° TPS : 742153315 RT0001',
      'N° TVQ : 1227784410 TQ0001',
    ]);
    expect(ask(numbersOnly, 'Combien de TPS?')).toBeNull();
  });
});
