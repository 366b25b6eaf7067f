import { describe, expect, it } from 'vitest';
import { readZugferd as read } from './cii-corpus';
import { ask, printedPage } from './positioned-page';

// A heading over a small table ("Zahlungsbedingungen" over "Beschreibung | Fälligkeit |
// Teilzahlung" over the terms) states its value in the table's row, not in the row of column
// headings under it. 40 ZUGFeRD prints answered "What are the payment terms?" with "Beschreibung",
// the column's heading; their CII data states the terms printed in the row under it.

describe('a heading over a table of its values', () => {
  it('the ZUGFeRD "Einfach" print gives the payment terms its CII data states', async () => {
    const name = 'XML-Rechnung__FX__EN16931_Einfach';
    const terms =
      'Zahlbar innerhalb 30 Tagen netto bis 04.04.2018, 3% Skonto innerhalb 10 Tagen bis 15.03.2018';
    expect(ask(await read(`${name}.cii.xml`), 'What are the payment terms?')).toBe(terms);
    const print = await read(`${name}.pdf`);
    for (const q of ['What are the payment terms?', 'Was sind die Zahlungsbedingungen?'])
      expect(ask(print, q), q).toBe(terms);
  });

  it('an English heading over "Description | Due" reads the row under the headings', () => {
    const page = printedPage([
      'Invoice 2024-118',
      'Total due: € 480.00',
      '',
      'Payment terms',
      [
        [50, 'Description'],
        [300, 'Due'],
      ],
      [
        [50, 'Net 14 days, 2% discount within 7 days'],
        [300, ''],
      ],
    ]);
    expect(ask(page, 'What are the payment terms?')).toBe('Net 14 days, 2% discount within 7 days');
  });
});
