import { describe, expect, it } from 'vitest';
import { readZugferd as read } from './cii-corpus';
import { ask } from './positioned-page';
import { readLines } from './printed';

// A compound label printed in two parts ("Leistungs-Datum", "Rechnungs-Nummer") is the packs' one
// word ("Leistungsdatum"). On the ZUGFeRD prints "When was it delivered?" had no answer on 4
// invoices that print "Leistungs-Datum : 05.08.2013", a date their CII data states too.

describe('a compound label printed in two parts', () => {
  it('ZUGFeRD "Leistungs-Datum : 05.08.2013" is the delivery date its data states', async () => {
    const name = 'ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_BASIC_Rechnungskorrektur';
    expect(ask(await read(`${name}.cii.xml`), 'When was it delivered?')).toBe('2013-08-05');
    const print = await read(`${name}.pdf`);
    for (const q of ['When was it delivered?', 'Was ist das Leistungsdatum?'])
      expect(ask(print, q), q).toBe('05.08.2013');
  });

  it.each([
    ['Rechnungs-Nummer: RE-4711', 'Wie lautet die Rechnungsnummer?', 'RE-4711'],
    ['Kunden Nummer 20455', 'Wie lautet die Kundennummer?', '20455'],
    ['Liefer-Datum 03.05.2021', 'Wann wurde geliefert?', '03.05.2021'],
  ])('"%s"', async (line, question, value) => {
    const doc = await readLines(['Rechnung', 'Datum 05.05.2021', line, '', 'Gesamtbetrag 119,00 EUR']);
    expect(ask(doc, question)).toBe(value);
  });
});
