import { describe, expect, it } from 'vitest';
import { findValues } from '../../main/reading/qa/values';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './ask';
import { readLines } from './printed';

// A web shop's invoice with its logo for a letterhead: the buyer's block first under the title,
// the seller only in the footer's legal line, its parts between middle dots and its VAT number in
// dotted groups, as Dutch and Belgian invoices print it.

const read = (lines: string[]): Promise<IntakeResult> => readLines(lines, 'factuur.pdf');

const invoice = [
  'Factuur',
  'Jansen Installatietechniek',
  't.a.v. P. Jansen',
  'Dorpsweg 8',
  '1234 AB Amersfoort',
  'Factuurnummer    816223741',
  'Factuurdatum     12 februari 2024',
  'Dat betaal ik zelf wel.',
  'Omschrijving                          Aantal   Prijs      Totaal',
  'Samsung Galaxy A54 128GB Zwart           1    389,00     389,00',
  'Totaal exclusief btw                                     321,49',
  'Btw 21%                                                   67,51',
  'Totaal inclusief btw                                     389,00',
  'Coolblue B.V. · Weena 664 · 3012 CN Rotterdam · KvK 24440813 · BTW NL8116.31.035.B01 · www.coolblue.nl',
];

describe("the seller in the footer's legal line, the buyer under the title", () => {
  it('names the seller from the legal line, never the slogan', async () => {
    const doc = await read(invoice);
    expect(ask(doc, 'Wie is de leverancier?')).toBe('Coolblue B.V.');
    expect(ask(doc, 'Which company issued this invoice?')).toBe('Coolblue B.V.');
  });

  it('names the buyer from the block under the title', async () => {
    const doc = await read(invoice);
    expect(ask(doc, 'Aan wie is de factuur gericht?')).toBe('Jansen Installatietechniek');
  });

  it('reads VAT numbers printed in dotted groups, and no version number', () => {
    expect(findValues('vat', 'BTW NL8116.31.035.B01').map((v) => v.normalized)).toEqual(['NL811631035B01']);
    expect(findValues('vat', 'BE0123.456.789').map((v) => v.normalized)).toEqual(['BE0123456789']);
    expect(findValues('vat', 'Version 2.10.3.4')).toEqual([]);
  });
});
