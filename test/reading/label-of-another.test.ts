import { describe, expect, it } from 'vitest';
import { readZugferd } from './cii-corpus';
import { ask } from './positioned-page';
import { readLines } from './printed';

// A label that goes on with "of" and another thing names that thing's value, not the invoice's:
// "Währung der Umsatzsteuerbuchung : EUR" is the currency the VAT is booked in, "Date of birth"
// a person's. The invoice's own stay: "Datum der Rechnung", "Referenz des Käufers".

describe('a label of another thing', () => {
  it('a ZUGFeRD invoice in pounds is in pounds, though it books its VAT in euros', async () => {
    const name = 'ZUGFeRDv2__correct__intarsys__EXTENDED__zugferd_2p0_EXTENDED_Fremdwaehrung';
    const data = await readZugferd(`${name}.cii.xml`);
    const print = await readZugferd(`${name}.pdf`);
    expect(ask(data, 'What is the currency?')).toBe('GBP');
    for (const q of ['What is the currency?', 'In welcher Währung ist die Rechnung?'])
      expect(ask(print, q), q).toBe('GBP');
  });

  it('"Datum der Lieferung" does not date the invoice; "Datum der Rechnung" does', async () => {
    const doc = await readLines([
      'Rechnung Nr. 4711',
      'Datum der Lieferung: 03.05.2021',
      'Datum der Rechnung: 05.05.2021',
      '',
      'Gesamtbetrag 119,00 EUR',
    ]);
    expect(ask(doc, 'Was ist das Rechnungsdatum?')).toBe('05.05.2021');
  });

  it('"Échéance de paiement" is still the due date: payment is the invoice\'s own', async () => {
    const doc = await readLines(['Facture 2021-118', 'Date 01.04.2021', 'Échéance de paiement : 30/04/2021']);
    expect(ask(doc, "Quelle est la date d'échéance ?")).toBe('30/04/2021');
  });

  it('"Date of birth" is no date of the invoice', async () => {
    const doc = await readLines([
      'Invoice 2021-118',
      'Patient: J. Smith',
      'Date of birth: 01.02.1980',
      '',
      'Total 120.00',
    ]);
    expect(ask(doc, 'What is the invoice date?')).not.toBe('01.02.1980');
    expect(ask(doc, 'What is the date?')).not.toBe('01.02.1980');
  });
});
