import { describe, expect, it } from 'vitest';
import { readZugferd as read } from './cii-corpus';
import { ask } from './positioned-page';
import { printedDocument, readPrinted } from './printed';

// An invoice with two VAT rates answers "What is the VAT rate?" with both, as its e-invoice data
// does ("7%, 19%"). On the ZUGFeRD prints it had answered one of them, on 23 of the 37 whose data
// states two rates.

describe('the VAT rates of an invoice with more than one', () => {
  it.each([
    // "Mehrwertsteuer 7%" and "Mehrwertsteuer 19%" in the totals block.
    ['ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Einfach', '7%, 19%'],
    // The line items' rates under the table's "MwSt" heading.
    ['ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20140522_501', '7%, 19%'],
  ])('%s', async (name, printed) => {
    expect(ask(await read(`${name}.cii.xml`), 'What is the VAT rate?')).toBe('7%, 19%');
    const print = await read(`${name}.pdf`);
    for (const q of ['What is the VAT rate?', 'Wie hoch ist der Mehrwertsteuersatz?', 'Hvad er momssatsen?'])
      expect(ask(print, q), q).toBe(printed);
  });

  it('an invoice with one rate answers that rate', async () => {
    const doc = await readPrinted(printedDocument('semrush', ['printed-en']));
    expect(ask(doc, 'What is the VAT rate?')).toBe('19%');
  });
});
