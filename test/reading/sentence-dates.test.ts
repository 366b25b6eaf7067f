import { describe, expect, it } from 'vitest';
import { readZugferd as read } from './cii-corpus';
import { ask } from './positioned-page';
import { readLines } from './printed';

// Real invoices state the due date in a sentence as often as beside a label: "Zahlbar innerhalb
// 30 Tagen netto bis 04.04.2013, 3% Skonto innerhalb 10 Tagen bis 15.03.2013", "Bitte überweisen
// Sie bis zum 09.06.2014:". On the ZUGFeRD prints whose CII data states a due date, 13 of 27 gave
// no answer to "When is the payment due?" before these were read.

describe('a due date stated in a sentence', () => {
  it.each([
    // "Zahlbar innerhalb 30 Tagen netto bis 04.04.2013, 3% Skonto innerhalb 10 Tagen bis 15.03.2013"
    ['ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Einfach', '04.04.2013'],
    // "Bitte überweisen Sie bis zum 09.06.2014:"
    ['ZUGFeRDv1__correct__Mustangproject__MustangGnuaccountingBeispielRE-20140519_499', '09.06.2014'],
    // "Fälligkeitstag: 01.04.2014"
    ['ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Kraftfahrversicherung_Bruttopreise', '01.04.2014'],
  ])('%s: the print says what its CII data says', async (name, printed) => {
    const data = await read(`${name}.cii.xml`);
    const print = await read(`${name}.pdf`);
    expect(ask(data, 'When is the payment due?')).toBeDefined();
    for (const q of [
      'When is the payment due?',
      'Wann ist die Rechnung fällig?',
      'Hvornår forfalder fakturaen?',
    ])
      expect(ask(print, q), q).toBe(printed);
  });

  it.each([
    [
      'Invoice',
      'Date',
      'Payment is due on 15 April 2021. Thank you for your business.',
      'When is the payment due?',
    ],
    ['Invoice', 'Date', 'Please pay the total by 15/04/2021 to the account below.', 'What is the due date?'],
    ['Invoice', 'Date', 'Please remit payment by 15/04/2021.', 'When is the payment due?'],
    ['Facture', 'Date', 'Paiement au plus tard le 15/04/2021.', "Quelle est la date d'échéance ?"],
    ['Faktura', 'Dato', 'Fakturaen forfalder til betaling den 15.04.2021.', 'Hvornår forfalder fakturaen?'],
    ['Faktura', 'Datum', 'Fakturan ska betalas senast 2021-04-15.', 'När ska fakturan betalas?'],
    ['Factuur', 'Datum', 'Te voldoen vóór 15-04-2021.', 'Wat is de vervaldatum?'],
    [
      'Rechnung',
      'Datum',
      'Bitte zahlen Sie den Betrag bis spätestens 15.04.2021.',
      'Wann ist die Rechnung fällig?',
    ],
    [
      'Facture',
      'Date',
      'Montant à payer avant le 15/04/2021 par virement.',
      "Quelle est la date d'échéance ?",
    ],
    [
      'Faktura',
      'Dato',
      'Beløbet betales senest 15.04.2021 til konto 1234 5678901.',
      'Hvornår skal fakturaen betales?',
    ],
    [
      'Factuur',
      'Datum',
      'Wij verzoeken u het bedrag te betalen voor 15-04-2021 op onze rekening.',
      'Wat is de vervaldatum?',
    ],
  ])('%s … %s … "%s"', async (title, date, sentence, question) => {
    const doc = await readLines([`${title} 2021-118`, `${date} 01.04.2021`, '', sentence]);
    expect(ask(doc, question)).toMatch(/^15|-15$/);
  });

  it('takes the clause that says to pay, not the discount after it', async () => {
    const doc = await readLines([
      'Rechnung 2021-118',
      'Rechnungsdatum 01.04.2021',
      '',
      'Zahlbar innerhalb 30 Tagen netto bis 01.05.2021, 2% Skonto innerhalb 10 Tagen bis 11.04.2021',
    ]);
    expect(ask(doc, 'Wann ist die Rechnung fällig?')).toBe('01.05.2021');
  });

  it('says nothing when a sentence dates something else', async () => {
    const doc = await readLines([
      'Beitragsrechnung 2021-118',
      'Rechnungsdatum 01.04.2021',
      '',
      'Der Beitrag für den Zeitraum vom 01.05.2021 bis zum 30.04.2022 wird von Ihrem Konto abgebucht.',
      '3% Skonto innerhalb 10 Tagen bis 11.04.2021',
    ]);
    expect(ask(doc, 'Wann ist die Rechnung fällig?')).toBeNull();
    expect(ask(doc, 'When is the payment due?')).toBeNull();
  });
});
