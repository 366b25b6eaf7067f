import { describe, expect, it } from 'vitest';
import { ask, printedPage } from './positioned-page';

// A restaurant's bill whose totals are only the sum row of its VAT table: "Total | 123,86 | 15,64 |
// 139,50" under "HT | TVA | TTC". The first two figures beside the label were all that was read,
// and the row's amount, which closes it, was the second (the VAT): "Total TTC ?" -> "15,64".
describe('a total row of three figures', () => {
  const bill = (vatTable: [number, string][][]) =>
    printedPage([
      [[170, 'BRASSERIE DES QUAIS']],
      [
        [170, 'Note n° 2231'],
        [330, '14/03/2026'],
      ],
      [
        [170, '2 Menu du jour'],
        [352, '39,00'],
      ],
      [
        [170, '1 Vin rouge btl'],
        [352, '28,00'],
      ],
      '',
      ...vatTable,
      '',
      [[170, 'Règlement CB']],
    ]);
  const table = bill([
    [
      [170, 'Taux'],
      [254, 'HT'],
      [308, 'TVA'],
      [378, 'TTC'],
    ],
    [
      [170, 'A 10,00 %'],
      [237, '35,45'],
      [303, '3,55'],
      [362, '39,00'],
    ],
    [
      [170, 'B 20,00 %'],
      [237, '23,33'],
      [303, '4,67'],
      [362, '28,00'],
    ],
    [
      [170, 'Total'],
      [232, '58,78'],
      [297, '8,22'],
      [362, '67,00'],
    ],
  ]);

  it('is read for the amount that closes it', () => {
    expect(ask(table, 'Total TTC ?')).toBe('67,00');
    expect(ask(table, 'How much was paid in total?')).toBe('67,00');
    expect(ask(table, 'Montant de la TVA ?')).toBe('8,22');
  });

  it('stops at the next label: totals side by side keep their own figures', () => {
    const sideBySide = printedPage([
      [[50, 'PRINT WORKS LTD']],
      [
        [50, 'Invoice 2231'],
        [330, '14/03/2026'],
      ],
      [
        [50, '300 Posters'],
        [527, '555.00'],
      ],
      [
        [50, 'Total Net €'],
        [125, '555.00'],
        [220, 'VAT @ 23%'],
        [285, '127.65'],
        [390, 'Total Due €'],
        [465, '682.65'],
      ],
    ]);
    expect(ask(sideBySide, 'VAT amount?')).toBe('127.65');
    expect(ask(sideBySide, 'What is the net total?')).toBe('555.00');
  });
});
