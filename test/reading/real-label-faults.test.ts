import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../main/reading/qa/normalize';
import type { IntakeResult } from '../../main/reading/types';
import { ask, printedPage, type Row } from './positioned-page';

// Kinds of reading faults met on real invoices (issue 11), each tried in several languages with
// the labels as real invoices print them: a total qualified only by "excl."/"ohne"/"HT", a VAT
// label with its rate in brackets or after "@", a total whose VAT is "included", a US invoice
// printing both what was paid and the balance due, Indian GSTINs, Tally's "12-Jun-19" dates and
// "Invoice #1234567". The values are ours (net + VAT = gross). Every page is also asked a question
// it cannot answer (a flight number), which must get no answer.

type Lang = 'en' | 'da' | 'sv' | 'no' | 'nl' | 'de' | 'fr';
type Ask = 'net' | 'amount' | 'vat' | 'flight';

const QUESTIONS: Record<Lang, Record<Ask, string>> = {
  en: {
    net: 'What is the total excluding VAT?',
    amount: 'What is the amount due?',
    vat: 'What is the total VAT?',
    flight: 'What is the flight number?',
  },
  da: {
    net: 'Hvad er beløbet uden moms?',
    amount: 'Hvor meget skal vi betale?',
    vat: 'Hvor meget moms er der?',
    flight: 'Hvad er flynummeret?',
  },
  sv: {
    net: 'Vad är beloppet exklusive moms?',
    amount: 'Hur mycket ska vi betala?',
    vat: 'Hur mycket moms är det?',
    flight: 'Vad är flygnumret?',
  },
  no: {
    net: 'Hva er beløpet eksklusive mva?',
    amount: 'Hvor mye skal vi betale?',
    vat: 'Hvor mye mva er det?',
    flight: 'Hva er flynummeret?',
  },
  nl: {
    net: 'Wat is het bedrag exclusief btw?',
    amount: 'Wat is het te betalen bedrag?',
    vat: 'Wat is het totale btw-bedrag?',
    flight: 'Wat is het vluchtnummer?',
  },
  de: {
    net: 'Wie hoch ist der Nettobetrag?',
    amount: 'Wie hoch ist der zu zahlende Betrag?',
    vat: 'Wie hoch ist die Umsatzsteuer insgesamt?',
    flight: 'Wie lautet die Flugnummer?',
  },
  fr: {
    net: 'Quel est le montant hors taxes ?',
    amount: 'Quel est le montant à payer ?',
    vat: 'Quel est le montant total de la TVA ?',
    flight: 'Quel est le numéro de vol ?',
  },
};

/** A letterhead and the document's title in each language. */
const HEAD: Record<Lang, string[]> = {
  en: ['Azure Interior Ltd', '4557 De Silva St', 'Fremont CA 94538', '', 'INVOICE'],
  da: ['Hansen ApS', 'Vestergade 1', '8000 Aarhus C', '', 'FAKTURA'],
  sv: ['Svensson AB', 'Storgatan 1', '111 22 Stockholm', '', 'FAKTURA'],
  no: ['Nordmann AS', 'Storgata 1', '0150 Oslo', '', 'FAKTURA'],
  nl: ['Bakkerij De Graaf B.V.', 'Dorpsstraat 12', '1234 AB Utrecht', '', 'FACTUUR'],
  de: ['Muster Technik GmbH', 'Hauptstraße 5', '10115 Berlin', '', 'Rechnung'],
  fr: ['ACME Fournitures SARL', '12 rue des Lilas', '75011 Paris', '', 'FACTURE'],
};

/** A totals block: each label at the right, its value in the column beside it. */
const totalsBlock = (rows: [string, string][]): Row[] =>
  rows.map(([label, value]): Row => [
    [330, label],
    [500, value],
  ]);

const page = (lang: Lang, rows: Row[]): IntakeResult => printedPage([...HEAD[lang], '', ...rows]);

const amount = (answer: string | null): number | null =>
  answer === null ? null : parseAmount(answer.replace(/[^\d.,-]/g, ''));

type Case = { lang: Lang; totals: [string, string][]; expect: Partial<Record<Ask, number>> };

function checkTotals(cases: Case[]): void {
  it.each(cases.map((c) => [c.totals.map(([l]) => l).join(' / '), c] as const))('%s', (_name, c) => {
    const doc = page(c.lang, totalsBlock(c.totals));
    for (const [kind, value] of Object.entries(c.expect) as [Ask, number][])
      expect(amount(ask(doc, QUESTIONS[c.lang][kind])), QUESTIONS[c.lang][kind]).toBe(value);
    expect(ask(doc, QUESTIONS[c.lang].flight)).toBeNull();
  });
}

describe('a total followed only by a qualifier that takes the VAT out is the net, in every language', () => {
  checkTotals([
    {
      lang: 'nl',
      totals: [
        ['Totaal excl.', '100,00'],
        ['BTW 21%', '21,00'],
        ['Totaal incl.', '121,00'],
      ],
      expect: { net: 100, amount: 121, vat: 21 },
    },
    {
      lang: 'en',
      totals: [
        ['Invoice total excluding tax', '100.00'],
        ['Tax', '8.00'],
        ['Invoice total including tax', '108.00'],
      ],
      expect: { net: 100, amount: 108, vat: 8 },
    },
    {
      lang: 'nl',
      totals: [
        ['Totaal EUR excl.', '100,00'],
        ['BTW 21%', '21,00'],
        ['Totaal EUR incl.', '121,00'],
      ],
      expect: { net: 100, amount: 121 },
    },
    {
      lang: 'de',
      totals: [
        ['Gesamtbetrag ohne MwSt.', '100,00'],
        ['MwSt. 19%', '19,00'],
        ['Gesamtbetrag inkl. MwSt.', '119,00'],
      ],
      expect: { net: 100, amount: 119, vat: 19 },
    },
    {
      lang: 'de',
      totals: [
        ['Gesamtsumme exkl.', '100,00'],
        ['USt. 19%', '19,00'],
        ['Gesamtsumme inkl.', '119,00'],
      ],
      expect: { net: 100, amount: 119 },
    },
    {
      lang: 'fr',
      totals: [
        ['Montant total HT', '100,00'],
        ['TVA 20%', '20,00'],
        ['Montant total TTC', '120,00'],
      ],
      expect: { net: 100, amount: 120, vat: 20 },
    },
    {
      lang: 'en',
      totals: [
        ['Grand Total (excl. VAT)', '100.00'],
        ['VAT 20%', '20.00'],
        ['Grand Total (incl. VAT)', '120.00'],
      ],
      expect: { net: 100, amount: 120, vat: 20 },
    },
    {
      lang: 'en',
      totals: [
        ['Total USD ex.', '100.00'],
        ['GST 10%', '10.00'],
        ['Total USD inc.', '110.00'],
      ],
      expect: { net: 100, amount: 110 },
    },
    {
      lang: 'da',
      totals: [
        ['I alt ekskl.', '100,00'],
        ['Moms 25%', '25,00'],
        ['I alt inkl.', '125,00'],
      ],
      expect: { net: 100, amount: 125, vat: 25 },
    },
    {
      lang: 'sv',
      totals: [
        ['Totalt exkl.', '100,00'],
        ['Moms 25%', '25,00'],
        ['Totalt inkl.', '125,00'],
      ],
      expect: { net: 100, amount: 125, vat: 25 },
    },
    {
      lang: 'no',
      totals: [
        ['Totalt eks.', '100,00'],
        ['Mva 25%', '25,00'],
        ['Totalt inkl.', '125,00'],
      ],
      expect: { net: 100, amount: 125, vat: 25 },
    },
  ]);
});

describe('a VAT label with its rate in brackets or after "@" is still the VAT line', () => {
  // No net is printed, so the VAT cannot be told from the totals' arithmetic: only its label says it.
  checkTotals([
    {
      lang: 'nl',
      totals: [
        ['BTW ( 21% )', '21,00'],
        ['Totaal', '121,00'],
      ],
      expect: { vat: 21, amount: 121 },
    },
    {
      lang: 'en',
      totals: [
        ['Tax (8.25%):', '$8.25'],
        ['Total:', '$108.25'],
      ],
      expect: { vat: 8.25, amount: 108.25 },
    },
    {
      lang: 'en',
      totals: [
        ['IGST @ 18%', '360.00'],
        ['Total Invoice Value', '2,360.00'],
      ],
      expect: { vat: 360, amount: 2360 },
    },
    {
      lang: 'en',
      totals: [
        ['VAT @ 20 %:', '20.00'],
        ['Total', '120.00'],
      ],
      expect: { vat: 20, amount: 120 },
    },
    {
      lang: 'de',
      totals: [
        ['MwSt. ( 19 % ):', '19,00'],
        ['Gesamtbetrag', '119,00'],
      ],
      expect: { vat: 19, amount: 119 },
    },
    {
      lang: 'fr',
      totals: [
        ['TVA ( 20 % ) :', '20,00'],
        ['Total TTC', '120,00'],
      ],
      expect: { vat: 20, amount: 120 },
    },
    {
      lang: 'da',
      totals: [
        ['Moms (25 %):', '25,00'],
        ['I alt at betale', '125,00'],
      ],
      expect: { vat: 25, amount: 125 },
    },
  ]);

  it('sums the Indian central and state GST lines printed with "@" when net + both = gross', () => {
    const doc = page(
      'en',
      totalsBlock([
        ['Taxable Value', '1,000.00'],
        ['CGST @ 9%', '90.00'],
        ['SGST @ 9%', '90.00'],
        ['Total', '1,180.00'],
      ]),
    );
    expect(amount(ask(doc, 'What is the amount due?'))).toBe(1180);
    expect(amount(ask(doc, 'What is the total VAT?'))).toBe(180);
    // A question naming one of the lines asks that line, not the sum.
    expect(amount(ask(doc, 'What is the CGST?'))).toBe(90);
    expect(ask(doc, QUESTIONS.en.flight)).toBeNull();
  });
});

describe('a total whose VAT is said to be included is the gross, not the VAT', () => {
  checkTotals([
    {
      lang: 'en',
      totals: [
        ['Subtotal', '100.00'],
        ['GST', '10.00'],
        ['Total (GST included)', '110.00'],
      ],
      expect: { amount: 110, vat: 10 },
    },
    {
      lang: 'en',
      totals: [
        ['Total VAT included', '120.00'],
        ['of which VAT 20%', '20.00'],
      ],
      expect: { amount: 120 },
    },
    {
      lang: 'fr',
      totals: [
        ['Montant total TVA comprise', '120,00'],
        ['dont TVA 20 %', '20,00'],
      ],
      expect: { amount: 120 },
    },
    {
      lang: 'fr',
      totals: [
        ['Total HT', '100,00'],
        ['TVA 20%', '20,00'],
        ['Total TVA incluse', '120,00'],
      ],
      expect: { amount: 120, vat: 20, net: 100 },
    },
    {
      lang: 'de',
      totals: [
        ['Nettobetrag', '100,00'],
        ['MwSt. 19%', '19,00'],
        ['Gesamt MwSt. inklusive', '119,00'],
      ],
      expect: { amount: 119, vat: 19 },
    },
    {
      lang: 'nl',
      totals: [
        ['Subtotaal', '100,00'],
        ['BTW 21%', '21,00'],
        ['Totaal btw inbegrepen', '121,00'],
      ],
      expect: { amount: 121, vat: 21 },
    },
  ]);
});

describe('an invoice that prints what was paid and the balance is not a till receipt', () => {
  it.each([
    {
      how: 'a US invoice: Amount Paid and Balance Due under the total',
      lang: 'en' as Lang,
      rows: ['Invoice Number: 1042', 'Invoice Date: 06/12/2019'],
      totals: [
        ['Subtotal', '$500.00'],
        ['Tax', '$40.00'],
        ['Total', '$540.00'],
        ['Amount Paid', '$200.00'],
        ['Balance Due', '$340.00'],
      ] as [string, string][],
      due: 340,
      total: 540,
      questions: ['What is the amount due?', 'How much do we still have to pay?'],
      totalQuestion: 'What is the total amount?',
      paid: ['What is the amount paid?', 200] as const,
    },
    {
      how: 'a US invoice with only its title: Payment received and Balance due',
      lang: 'en' as Lang,
      rows: ['Date: 06/12/2019'],
      totals: [
        ['Total', '$1,250.00'],
        ['Payment received', '$250.00'],
        ['Balance due', '$1,000.00'],
      ] as [string, string][],
      due: 1000,
      total: 1250,
      questions: ['What is the amount due?'],
      totalQuestion: 'What is the total amount?',
    },
    {
      how: 'a German invoice: bereits gezahlt and noch zu zahlen',
      lang: 'de' as Lang,
      rows: ['Rechnungsnummer: 2019-118', 'Datum: 12.06.2019'],
      totals: [
        ['Gesamtbetrag', '119,00'],
        ['Bereits gezahlt', '19,00'],
        ['Noch zu zahlen', '100,00'],
      ] as [string, string][],
      due: 100,
      total: 119,
      questions: ['Wie hoch ist der zu zahlende Betrag?'],
      totalQuestion: 'Wie hoch ist der Gesamtbetrag?',
    },
  ])('$how', ({ lang, rows, totals, due, total, questions, totalQuestion, paid }) => {
    const doc = page(lang, [...rows, '', ...totalsBlock(totals)]);
    for (const q of questions) expect(amount(ask(doc, q)), q).toBe(due);
    expect(amount(ask(doc, totalQuestion)), totalQuestion).toBe(total);
    // A question about what was paid is asked what was paid, not what is due.
    if (paid) expect(amount(ask(doc, paid[0])), paid[0]).toBe(paid[1]);
    expect(ask(doc, QUESTIONS[lang].flight)).toBeNull();
  });
});
