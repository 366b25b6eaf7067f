import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// An invoice rounds its total to whole kroner on a line of its own, the adjustment printed with its
// minus ("Øreavrunding | -0,50"), then the sum to pay. What it cost, asked in total ("totalt"), is
// what is paid: the rounded sum, not the total above the rounding.

describe('a total rounded down on a line with its minus', () => {
  it('is what the tyres cost in total', () => {
    const invoice = page('BF-no-faktura-dekkverksted');
    expect(ask(invoice, 'Hva kostet de nye dekkene oss totalt?')).toBe('10 492,00');
    expect(ask(invoice, 'Hvor mye skal betales?')).toBe('10 492,00');
  });

  const rows = (adjustment: string, paid: string): Row[] => [
    [[330, 'Bergen Sykkel AS']],
    [[330, 'Strandgaten 4, 5013 Bergen']],
    '',
    [
      [50, 'Vest Regnskap AS'],
      [330, 'FAKTURA'],
    ],
    [
      [330, 'Fakturanr.'],
      [440, '4410'],
    ],
    '',
    [
      [50, 'Sykkelservice stor'],
      [505, '1 000,00'],
    ],
    '',
    [
      [50, 'Sum eks. mva'],
      [200, '1 000,00'],
    ],
    [
      [50, 'Mva 25 %'],
      [200, '250,40'],
    ],
    [
      [50, 'Sum inkl. mva'],
      [195, '1 250,40'],
    ],
    [
      [50, 'Øreavrunding'],
      [215, adjustment],
    ],
    [
      [50, 'Å BETALE NOK'],
      [195, paid],
    ],
  ];

  it('is read by its arithmetic only', () => {
    expect(ask(printedPage(rows('-0,40', '1 250,00')), 'Hva ble det totalt?')).toBe('1 250,00');
    // A sum to pay the adjustment does not make is no rounded total: the total stands.
    expect(ask(printedPage(rows('-0,40', '1 240,00')), 'Hva ble det totalt?')).toBe('1 250,40');
  });
});
