import { describe, expect, it } from 'vitest';
import { findValues } from '../../main/reading/qa/values';
import { ask, asScan, printedPage } from './positioned-page';

// OCR read "NET À PAYER  1 095,92 €" as "095,92€" (AR-fr-facture-garage drawn and read back) and
// the garage's balance was answered 95,92 at 0.97. No amount is printed with a leading zero: such
// a figure is the last group of a larger one whose first figures were lost, and says nothing.

const garage = (net: string) =>
  printedPage([
    'Garage des Tilleuls SARL',
    [
      [50, 'Facture n°'],
      [200, 'F-2026-0311'],
    ],
    [
      [300, 'Total TTC'],
      [450, '1 495,92 €'],
    ],
    [
      [300, 'Acompte versé le 02/03/2026'],
      [450, '400,00 €'],
    ],
    [
      [300, 'NET À PAYER'],
      [450, net],
    ],
  ]);

describe('an amount read with a leading zero', () => {
  it('is no amount: the figures before it were lost', () => {
    expect(findValues('amount', '095,92€')).toEqual([]);
    expect(findValues('amount', '-00,50')).toEqual([]);
    expect(ask(asScan(garage('095,92€')), 'Net à payer ?')).toBeNull();
    expect(ask(asScan(garage('095,92€')), 'How much is still to be paid?')).toBeNull();
  });

  it('leaves amounts that open with a zero alone ("0,50") and the whole figure printed', () => {
    expect(findValues('amount', '0,50 €').map((f) => f.normalized)).toEqual(['0.5']);
    expect(ask(garage('1 095,92 €'), 'Net à payer ?')).toBe('1 095,92');
  });
});
