import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A till receipt's VAT table whose first column is the rate's code ("St" over "A"): a two-letter
// heading some pack also prints for pieces made it a line table's header, and its VAT a line's.
describe("a VAT table opened by its rates' code column", () => {
  it('gives the VAT under its heading', () => {
    const page = typedPage('BE-de-kassenbon-textilreinigung');
    expect(ask(page, 'MwSt?')).toBe('10,31');
    expect(ask(page, 'Wie viel Mehrwertsteuer ist im Bon enthalten?')).toBe('10,31');
    expect(ask(page, 'How much VAT does the receipt show?')).toBe('10,31');
  });

  it('on a page of another layout, two rates', () => {
    const page = printedPage([
      'Café Lindgren',
      [
        [50, 'Kvittonr'],
        [200, '5512'],
      ],
      [
        [50, 'Kaffe'],
        [300, '45,00'],
      ],
      [
        [50, 'Bulle'],
        [300, '35,00'],
      ],
      [
        [50, 'Totalt'],
        [300, '80,00'],
      ],
      '',
      [
        [50, 'St'],
        [100, 'Sats'],
        [160, 'Netto'],
        [230, 'Moms'],
        [300, 'Brutto'],
      ],
      [
        [50, 'B'],
        [100, '12 %'],
        [160, '71,43'],
        [230, '8,57'],
        [300, '80,00'],
      ],
    ]);
    expect(ask(page, 'Moms?')).toBe('8,57');
  });
});
