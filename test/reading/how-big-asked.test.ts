import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, printedPage } from './positioned-page';

// "Hvor stort beløp ...?" asks how large an amount is: the neuter "stort" (and "høyt", "högt")
// was not read as "how much", "hvor" alone asked where, and the seller's name was the answer.
describe('how large an amount is, in the neuter', () => {
  it.each([
    ['Hvor stort beløp skal betales inkl. mva?', 'no'],
    ['Hvor stort er beløbet?', 'da'],
    ['Hur stort är beloppet?', 'sv'],
  ])('%s asks an amount', (q) => {
    expect(parseQuestion(q).expected).toBe('amount');
  });

  it('is answered with the amount, not a name', () => {
    const page = printedPage([
      [[50, 'LIAVEGEN BYGG AS']],
      [
        [50, 'Faktura 20817'],
        [350, 'Fakturadato 03.03.2026'],
      ],
      [
        [50, 'Gipsplater 12,5 mm'],
        [450, '4 800,00'],
      ],
      [
        [300, 'Sum eks. mva'],
        [450, '4 800,00'],
      ],
      [
        [300, 'Mva 25 %'],
        [450, '1 200,00'],
      ],
      [
        [300, 'Å betale'],
        [450, '6 000,00'],
      ],
    ]);
    expect(ask(page, 'Hvor stort beløp skal betales inkl. mva?')).toBe('6 000,00');
  });
});
