import { describe, expect, it } from 'vitest';
import { findValues } from '../../main/reading/qa/values';
import { parseAmount } from '../../main/reading/qa/normalize';
import { ask, LINES_AND_TOTALS, PAGE_IN, pageIn, printedPage } from './positioned-page';

// Registration numbers as invoices print them beside the issuer's name, and totals with their
// currency and the thousands separators of every convention. Wordings from real invoices in each
// language pack's language; the values are ours.

const amount = (a: string | null) => (a === null ? null : parseAmount(a));

describe("a registration number is neither a party's name nor the invoice number", () => {
  it.each<[string, string, string, string, string]>([
    [
      'en',
      'Company No: 08123456',
      'Which company issued this invoice?',
      'Azure Interior Ltd',
      'What is the invoice number?',
    ],
    [
      'en',
      'Reg. No 08123456',
      'Which company issued this invoice?',
      'Azure Interior Ltd',
      'What is the invoice number?',
    ],
    [
      'nl',
      'KvK-nummer: 12345678   BTW-nummer: NL123456789B01',
      'Wie heeft deze factuur verstuurd?',
      'Bakkerij De Graaf B.V.',
      'Wat is het factuurnummer?',
    ],
    [
      'fr',
      'SIRET : 123 456 789 00012 - N° TVA : FR12345678901',
      'Quel est le fournisseur ?',
      'ACME Fournitures SARL',
      'Quel est le numéro de facture ?',
    ],
    ['da', 'CVR-nr.: 12345678', 'Hvem har udstedt fakturaen?', 'Hansen ApS', 'Hvad er fakturanummeret?'],
    ['sv', 'Org.nr 556677-8899', 'Vem har skickat fakturan?', 'Svensson AB', 'Vad är fakturanumret?'],
    ['no', 'Org.nr: 987 654 321 MVA', 'Hvem har sendt fakturaen?', 'Nordmann AS', 'Hva er fakturanummeret?'],
    [
      'de',
      'Steuer-Nr. 123/456/78901   USt-IdNr. DE123456789',
      'Wer hat die Rechnung ausgestellt?',
      'Muster Handel GmbH',
      'Wie lautet die Rechnungsnummer?',
    ],
  ])('%s "%s"', (lang, line, who, issuer, numberQuestion) => {
    const doc = pageIn(lang, [line]);
    expect(ask(doc, who)).toBe(issuer);
    expect(ask(doc, numberQuestion)).toBeNull();
    expect(ask(doc, 'What is the flight number?')).toBeNull();
  });

  it("takes the name beside the issuer's registration, not a customer whose name has a legal form", () => {
    const doc = printedPage([
      'Company Reg. No.: 08123456',
      'Azure Interior',
      '4557 De Silva St',
      'London EC1A 1BB',
      '',
      'Contoso Corp',
      '12 High Street',
      'Leeds LS1 1AA',
      '',
      'Invoice No: 4711',
      ...LINES_AND_TOTALS,
      '',
      '',
      '',
      'Thank you for your business',
    ]);
    expect(ask(doc, 'Which company issued this invoice?')).toBe('Azure Interior');
    expect(ask(doc, 'What is the company registration number?')).toBe('08123456');
    expect(ask(doc, 'What is the invoice number?')).toBe('4711');
  });

  it.each<[string, [number, string][], string, string]>([
    [
      'en, one line',
      [[50, 'Azure Interior Ltd - Registered in England No. 08123456 - VAT No. GB123456789']],
      'Which company issued this invoice?',
      'Azure Interior Ltd',
    ],
    [
      'de, in cells',
      [
        [50, 'Muster Handel GmbH'],
        [200, 'Sitz: Berlin'],
        [300, 'HRB 12345'],
        [400, 'USt-IdNr. DE123456789'],
      ],
      'Wer hat die Rechnung ausgestellt?',
      'Muster Handel GmbH',
    ],
  ])(
    "%s: the footer's legal line names the issuer when the letterhead is a logo, not the customer's window",
    (_, legal, question, issuer) => {
      const doc = printedPage([
        [[300, 'INVOICE']],
        'Invoice No: 4711',
        '',
        'Contoso Corp',
        '12 High Street',
        'Leeds LS1 1AA',
        ...LINES_AND_TOTALS,
        '',
        '',
        '',
        legal,
      ]);
      expect(ask(doc, question)).toBe(issuer);
      expect(ask(doc, 'What is the invoice number?')).toBe('4711');
    },
  );

  it("a till receipt's issuer is the legal name over its company number, not the brand above it", () => {
    const doc = printedPage([
      [[120, 'LAVENDER']],
      [[60, 'LAVENDER CONFECTIONERY & BAKERY S/B']],
      [[90, 'COMPANY NO: 499702-V']],
      [[50, 'LOT G29 & G30, AEON MALL TEBRAU CITY,']],
      [[70, 'NO. 1, JALAN DESA TEBRAU,']],
      '',
      [[90, 'TAX INVOICE']],
      '17/06/2018 18:21',
      'TOTAL RM 26.50',
    ]);
    expect(ask(doc, 'What is the name of the store?')).toBe('LAVENDER CONFECTIONERY & BAKERY S/B');
    expect(ask(doc, 'What is the company registration number?')).toBe('499702-V');
  });

  it('the name heads the block its registration closes, not the country line above it', () => {
    const doc = printedPage([
      [[60, 'GL HANDICRAFT & TAILORING']],
      [[80, '19, JALAN KANCIL,']],
      [[70, '55100 KUALA LUMPUR']],
      [[90, 'MALAYSIA']],
      [[60, 'COMPANY REG NO. :75495-W']],
      '',
      'INVOICE NO.: CS 10090',
      'TOTAL RM 12.00',
    ]);
    expect(ask(doc, 'What is the name of the store?')).toBe('GL HANDICRAFT & TAILORING');
  });

  it("a party's label followed by a number labels its number, not its name", () => {
    const doc = printedPage([
      'Azure Interior Ltd',
      '',
      'Theodor Est',
      'Bahnstr. 42',
      '88802 Spielkreis',
      '',
      'Customer 12345',
      'Invoice No: 4711',
      ...LINES_AND_TOTALS,
    ]);
    expect(ask(doc, 'Who is the customer?')).toBe('Theodor Est');
  });

  it("reads the tax office's number as the registration it is", () => {
    const doc = pageIn('de', ['Steuer-Nr.: 201/113/40209   USt-IdNr.: DE123456789']);
    expect(ask(doc, 'Wie lautet die Steuernummer?')).toBe('201/113/40209');
    expect(ask(doc, 'Wie lautet die Rechnungsnummer?')).toBeNull();
  });

  it("reads India's GSTIN as the VAT number and not as the issuer", () => {
    const doc = printedPage([
      'GSTIN: 29ABCDE1234F1Z5',
      'Sharma Traders',
      '12 MG Road, Bengaluru',
      '',
      'Tax Invoice',
      'Invoice No: 4711',
      ...LINES_AND_TOTALS,
    ]);
    expect(ask(doc, 'Which company issued this invoice?')).toBe('Sharma Traders');
    expect(ask(doc, 'What is the GSTIN?')).toBe('29ABCDE1234F1Z5');
  });

  it('names the company a legal line or a till receipt prints with its registration', () => {
    const legal = printedPage([
      'Registered office: Azure Interior Ltd, 4557 De Silva St, London',
      'Company number 08123456',
      '',
      'Invoice No: 4711',
      ...LINES_AND_TOTALS,
    ]);
    expect(ask(legal, 'Which company issued this invoice?')).toBe('Azure Interior Ltd');
    const till = printedPage([
      'DION REALTIES SDN BHD (CO. NO:20154-T)',
      'MENARA DION, LEVEL 2',
      '',
      'TOTAL RM 14.10',
    ]);
    expect(ask(till, 'What is the name of the store?')).toBe('DION REALTIES SDN BHD');
  });
});

describe('totals with their currency and thousands separators', () => {
  it.each<[string, string, string, number]>([
    ['Total: USD 1,234.50', '1,234.50', 'en', 1234.5],
    ['Total: USD1,234.50', '1,234.50', 'en', 1234.5],
    ['TOTAL RM 14.10', '14.10', 'en', 14.1],
    ['TOTAL RM14.10', '14.10', 'en', 14.1],
    ['Montant TTC 1 234,56 €', '1 234,56', 'fr', 1234.56],
    ['Totaal € 1.234,56', '1.234,56', 'nl', 1234.56],
    ['Grand Total Rs. 1,23,456.00', '1,23,456.00', 'en', 123456],
    ['Total Rs.1,23,456.00', '1,23,456.00', 'en', 123456],
    ['Total ₹12,34,56,789.00', '12,34,56,789.00', 'en', 123456789],
    ["Total CHF 1'234.50", "1'234.50", 'en', 1234.5],
    ['Att betala 12 500,00 kr', '12 500,00', 'sv', 12500],
    ['I alt kr. 12.500,-', '12.500,-', 'da', 12500],
    ['Rechnungsbetrag 1.234,- EUR', '1.234,-', 'de', 1234],
    ['Gutschrift 95,00-', '95,00-', 'de', -95],
  ])('"%s" prints %s', (text, printed, _, value) => {
    const [found] = findValues('amount', text);
    expect(found?.text).toBe(printed);
    expect(Number(found?.normalized)).toBe(value);
  });

  it('reads no amount from a bare grouped number or a code inside a word', () => {
    expect(findValues('amount', 'Ref 1,23,456')).toEqual([]);
    expect(findValues('amount', 'Item ARM14')).toEqual([]);
  });

  it.each<[string, [string, string][], [string, number][]]>([
    [
      'en',
      [
        ['Sub Total', 'Rs. 1,04,624.00'],
        ['IGST 18%', 'Rs. 18,832.00'],
        ['Grand Total', 'Rs. 1,23,456.00'],
      ],
      [
        ['What is the total?', 123456],
        ['What is the total VAT?', 18832],
        ['What is the subtotal?', 104624],
      ],
    ],
    [
      'fr',
      [
        ['Montant HT', '1 028,80 €'],
        ['TVA 20%', '205,76 €'],
        ['Montant TTC', '1 234,56 €'],
      ],
      [
        ['Combien devons-nous payer ?', 1234.56],
        ['Quel est le montant de la TVA ?', 205.76],
      ],
    ],
    [
      'nl',
      [
        ['Subtotaal', '€ 1.020,30'],
        ['BTW 21%', '€ 214,26'],
        ['Totaal', '€ 1.234,56'],
      ],
      [
        ['Wat is het totaalbedrag?', 1234.56],
        ['Wat is het btw-bedrag?', 214.26],
      ],
    ],
    [
      'da',
      [
        ['Subtotal', 'DKK 10.000,00'],
        ['Moms 25%', 'DKK 2.500,00'],
        ['I alt', 'DKK 12.500,00'],
      ],
      [['Hvad er det samlede beløb?', 12500]],
    ],
  ])('%s totals block', (lang, rows, expected) => {
    const doc = printedPage([
      ...(PAGE_IN[lang]?.head ?? []),
      ...rows.map(([label, value]): [number, string][] => [
        [300, label],
        [450, value],
      ]),
    ]);
    for (const [question, value] of expected) expect(amount(ask(doc, question)), question).toBe(value);
    expect(ask(doc, 'What is the flight number?')).toBeNull();
  });
});
