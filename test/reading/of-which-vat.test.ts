import { describe, expect, it } from 'vitest';
import { bestAnswer } from './ask';
import { readLines } from './printed';

// Till receipts print the VAT a total holds as "of which VAT" ("dont TVA", "waarvan btw", "Moms
// udgør", "davon MwSt"): that line is the VAT, in each language's own words.

describe('"of which VAT" on a receipt', () => {
  it.each([
    {
      lines: [
        'Boulangerie Martin',
        'Ticket 0042   12/03/2024',
        'Baguette        1,20',
        'Croissant x3    3,60',
        'TOTAL TTC       4,80',
        'dont TVA 5,5 %  0,25',
      ],
      question: 'Quel est le montant de la TVA ?',
      vat: '0,25',
      total: '4,80',
    },
    {
      lines: [
        'Bakkerij De Vries',
        'Bon 1234   12-03-2024',
        'Brood        2,95',
        'Koffie       3,60',
        'Totaal       6,55',
        'waarvan btw 9%   0,54',
      ],
      question: 'Hoeveel btw?',
      vat: '0,54',
      total: '6,55',
    },
    {
      lines: [
        'Bageriet ApS',
        'Kvittering 55   12.03.2024',
        'Rugbrød      35,95',
        'Total DKK    35,95',
        'Moms udgør    7,19',
      ],
      question: 'Hvor meget moms?',
      vat: '7,19',
      total: '35,95',
    },
    {
      lines: [
        'Bäckerei Müller',
        'Bon 77   12.03.2024',
        'Brot     3,50',
        'Summe EUR   3,50',
        'davon MwSt 7%   0,23',
      ],
      question: 'Wie viel Mehrwertsteuer?',
      vat: '0,23',
      total: '3,50',
    },
  ])('$question -> $vat', async ({ lines, question, vat, total }) => {
    const doc = await readLines(lines, 'receipt.pdf');
    expect(bestAnswer(doc, question)?.answer).toBe(vat);
    // The total stays the total.
    expect(bestAnswer(doc, 'What is the total?')?.answer).toBe(total);
  });
});
