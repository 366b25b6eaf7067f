import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { parseAmount } from '../../main/reading/qa/normalize';
import { ask, printedPage } from './positioned-page';

// Totals printed as a table with one row per VAT rate and a last row that sums them.

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');
const amount = (a: string | null) => (a === null ? null : parseAmount(a.replace(/[^\d.,-]/g, '')));

describe('a totals table whose last row sums the rates', () => {
  it('answers the sums on a real German credit note, not the first rate', async () => {
    // Its truth (from the embedded XML): VAT -1.12 over 19% and 7%, grand total -8.79.
    const name = 'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Rechnungskorrektur';
    const truth = JSON.parse(readFileSync(join(CORPUS, `${name}.json`), 'utf8')) as Record<string, string>;
    const doc = await readDocument(`${name}.pdf`, readFileSync(join(CORPUS, `${name}.pdf`)));
    expect(amount(ask(doc, 'Wie hoch ist die Umsatzsteuer?'))).toBe(Number(truth.total_vat));
    expect(amount(ask(doc, 'What is the total including VAT?'))).toBe(Number(truth.grand_total));
  });

  it('reads the same table in English, and a totals block whose rows have their own labels', () => {
    const doc = printedPage([
      'Invoice 2021-77',
      '',
      [
        [50, 'Net'],
        [200, 'VAT rate'],
        [300, 'VAT amount'],
        [450, 'Gross'],
      ],
      [
        [50, '100.00'],
        [200, '20%'],
        [300, '20.00'],
        [450, '120.00'],
      ],
      [
        [50, '50.00'],
        [200, '5%'],
        [300, '2.50'],
        [450, '52.50'],
      ],
      [
        [50, '150.00'],
        [300, '22.50'],
        [450, '172.50'],
      ],
    ]);
    expect(ask(doc, 'What is the total VAT?')).toBe('22.50');
    expect(ask(doc, 'What is the total excluding VAT?')).toBe('150.00');

    const block = printedPage([
      'Invoice 2021-78',
      [
        [300, 'VAT'],
        [450, '0.00'],
      ],
      [
        [300, 'Total'],
        [450, '80.00'],
      ],
      [
        [300, 'Amount due'],
        [450, '80.00'],
      ],
    ]);
    expect(ask(block, 'What is the total VAT?')).toBe('0.00');
  });
});
