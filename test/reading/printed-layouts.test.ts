import { describe, expect, it } from 'vitest';
import { ask, LINES_AND_TOTALS, pageIn, printedPage, sureness, type Row } from './positioned-page';

// How invoices written by others lay out their keys: several on one printed line, a row of
// headings over a row of values, a title with the number after it. The wordings are those real
// invoices print (in each language pack's language); the values are ours.

const ABSENT = 'What is the flight number?';

describe('several labels and values on one printed line', () => {
  it.each<[string, Row, [string, string][]]>([
    [
      'en, one run of text',
      'Invoice No: 4711 Date: 05.03.2018 Customer No: 1234',
      [
        ['What is the invoice number?', '4711'],
        ['What is the invoice date?', '05.03.2018'],
        ['What is the customer number?', '1234'],
      ],
    ],
    [
      'en, three cells',
      [
        [50, 'Invoice No: 4711'],
        [200, 'Date: 05.03.2018'],
        [350, 'Customer No: 1234'],
      ],
      [
        ['What is the invoice number?', '4711'],
        ['What is the invoice date?', '05.03.2018'],
        ['What is the customer number?', '1234'],
      ],
    ],
    [
      'en, a name last',
      'Invoice No: INV/2023/0042 Date: March 5, 2023 Customer: Contoso Corp',
      [
        ['What is the invoice number?', 'INV/2023/0042'],
        ['What is the invoice date?', 'March 5, 2023'],
        ['Who is the customer?', 'Contoso Corp'],
      ],
    ],
    [
      'de',
      'Rechnung Nr. 123 vom 05.03.2018',
      [
        ['Wie lautet die Rechnungsnummer?', '123'],
        ['Was ist das Rechnungsdatum?', '05.03.2018'],
      ],
    ],
    [
      'de, three keys',
      'Kundennr. 1234 Rechnungsnr. 4711 Datum 05.03.2018',
      [
        ['Wie lautet die Rechnungsnummer?', '4711'],
        ['Wie lautet die Kundennummer?', '1234'],
      ],
    ],
    [
      'fr',
      'Facture N° 123 du 05/03/2018',
      [
        ['Quel est le numéro de facture ?', '123'],
        ['Quelle est la date de la facture ?', '05/03/2018'],
      ],
    ],
    [
      'en, a title and its number among the keys',
      'Date 05.03.2018 Invoice 4711 Customer 1234',
      [
        ['What is the invoice number?', '4711'],
        ['What is the invoice date?', '05.03.2018'],
      ],
    ],
    ['nl', 'Factuur 2021-118 d.d. 12-03-2021', [['Wat is het factuurnummer?', '2021-118']]],
    ['da', 'Faktura nr. 1234 af 05.03.2018', [['Hvad er fakturanummeret?', '1234']]],
    [
      'sv',
      'Fakturanr 4711 Fakturadatum 2018-03-05 Förfallodatum 2018-04-04',
      [
        ['Vad är fakturanumret?', '4711'],
        ['Vad är förfallodatumet?', '2018-04-04'],
      ],
    ],
    [
      'no',
      'Fakturanr: 4711 Fakturadato: 05.03.2018 Forfallsdato: 19.03.2018',
      [
        ['Hva er fakturanummeret?', '4711'],
        ['Hva er forfallsdatoen?', '19.03.2018'],
      ],
    ],
  ])('%s: each label takes the value right after it', (lang, line, expected) => {
    const doc = pageIn(lang.slice(0, 2), [line]);
    for (const [question, answer] of expected) expect(ask(doc, question), question).toBe(answer);
    expect(ask(doc, ABSENT)).toBeNull();
  });

  it('answers a key in a row of keys with their values as surely as a key alone', () => {
    const doc = printedPage([
      'Azure Interior Ltd',
      '',
      [
        [50, 'Invoice No: 4711'],
        [200, 'Date: 05.03.2018'],
        [350, 'Customer No: 1234'],
      ],
      ...LINES_AND_TOTALS,
    ]);
    expect(sureness(doc, 'What is the invoice number?')).toBeGreaterThan(0.85);
  });
});

describe('a date joined to a key by a small word dates that key', () => {
  it("an order's date is not the invoice's", () => {
    const doc = pageIn('de', [
      [
        [50, 'Rechnungsdatum'],
        [200, '05.06.2013'],
      ],
      [[50, 'Rechnung gemäß Bestellung Nr. 2013-471331']],
      [[50, 'vom 01.03.2013.']],
    ]);
    expect(ask(doc, 'Was ist das Rechnungsdatum?')).toBe('05.06.2013');
  });

  it.each([
    ['de', 'Rechnung Nr. 4711 vom 05.03.2018', 'Was ist das Rechnungsdatum?'],
    ['fr', 'Facture N° 4711 du 05/03/2018', 'Quelle est la date de la facture ?'],
    ['da', 'Faktura nr. 4711 af 05.03.2018', 'Hvad er fakturadatoen?'],
  ])('%s "%s": the invoice number\'s date is the invoice date', (lang, line, question) => {
    expect(ask(pageIn(lang, [line]), question)?.replace(/\//g, '.')).toBe('05.03.2018');
  });
});

/** A header row over a row of values. */
const table = (heads: [number, string][], values: [number, string][], lang = 'en') =>
  pageIn(lang, [heads, values]);

describe('a row of labels with the values on the row below', () => {
  it('takes the value under its own label, not a wide one reaching under its edge', () => {
    const doc = table(
      [
        [50, 'Invoice Date'],
        [142, 'Due Date'],
        [235, 'Customer No.'],
        [325, 'Invoice No.'],
      ],
      [
        [62, '12 March 2021'],
        [147, '12 April 2021'],
        [235, 'C-55'],
        [325, '10234'],
      ],
    );
    expect(ask(doc, 'What is the due date?')).toBe('12 April 2021');
    expect(ask(doc, 'What is the invoice date?')).toBe('12 March 2021');
    expect(ask(doc, 'What is the invoice number?')).toBe('10234');
    expect(ask(doc, 'What is the customer number?')).toBe('C-55');
    expect(ask(doc, 'What is the order number?')).toBeNull();
    expect(ask(doc, ABSENT)).toBeNull();
  });

  it('answers a header table as surely as labels beside their values', () => {
    const doc = table(
      [
        [50, 'Invoice Number'],
        [150, 'Invoice Date'],
        [250, 'Due Date'],
      ],
      [
        [50, 'INV-0042'],
        [150, '12/03/2021'],
        [250, '12/04/2021'],
      ],
    );
    expect(ask(doc, 'What is the invoice number?')).toBe('INV-0042');
    expect(sureness(doc, 'What is the invoice number?')).toBeGreaterThan(0.85);
    expect(ask(doc, 'What is the due date?')).toBe('12/04/2021');
  });

  it('gives nothing for a label whose column is empty, rather than its neighbour', () => {
    const doc = table(
      [
        [50, 'Customer No.'],
        [130, 'Invoice No.'],
        [210, 'Date'],
      ],
      [
        [130, '10234'],
        [210, '12/03/2021'],
      ],
    );
    expect(ask(doc, 'What is the customer number?')).toBeNull();
    expect(ask(doc, 'What is the invoice number?')).toBe('10234');
  });

  it('reads a name under its heading as the value, not as a key', () => {
    const doc = table(
      [
        [50, 'Customer'],
        [150, 'Invoice Date'],
        [250, 'Invoice No.'],
      ],
      [
        [50, 'Contoso Corp'],
        [150, '12/03/2021'],
        [250, '10234'],
      ],
    );
    expect(ask(doc, 'Who is the customer?')).toBe('Contoso Corp');
    expect(ask(doc, 'What is the invoice number?')).toBe('10234');
  });

  it.each<[string, [number, string][], [number, string][], [string, string][]]>([
    [
      'nl',
      [
        [50, 'Factuurnummer'],
        [150, 'Factuurdatum'],
        [250, 'Vervaldatum'],
      ],
      [
        [50, 'F2021-118'],
        [150, '12-03-2021'],
        [250, '26-03-2021'],
      ],
      [
        ['Wat is het factuurnummer?', 'F2021-118'],
        ['Wat is de vervaldatum?', '26-03-2021'],
      ],
    ],
    [
      'fr',
      [
        [100, 'N° facture'],
        [200, 'Date'],
        [260, 'Échéance'],
      ],
      [
        [90, 'F-2022-00023'],
        [190, '02/07/2022'],
        [260, '02/08/2022'],
      ],
      [
        ['Quel est le numéro de facture ?', 'F-2022-00023'],
        ['Quelle est la date de la facture ?', '02/07/2022'],
      ],
    ],
    [
      'de',
      [
        [50, 'Kunde'],
        [100, 'Datum'],
        [170, 'Rechnungsnr.'],
        [250, 'Seite'],
      ],
      [
        [50, 'K-7788'],
        [100, '05.03.2018'],
        [170, 'RE-2018-123'],
        [250, '1'],
      ],
      [
        ['Wie lautet die Rechnungsnummer?', 'RE-2018-123'],
        ['Was ist das Rechnungsdatum?', '05.03.2018'],
      ],
    ],
  ])('%s header table', (lang, heads, values, expected) => {
    const doc = table(heads, values, lang);
    for (const [question, answer] of expected) expect(ask(doc, question), question).toBe(answer);
    expect(ask(doc, ABSENT)).toBeNull();
  });

  it("still reads the line table's header as columns: the total is the total, not a line", () => {
    const doc = printedPage(['Azure Interior Ltd', 'Invoice No: 4711', ...LINES_AND_TOTALS]);
    expect(ask(doc, 'What is the total?')).toBe('480.00');
  });
});

describe('a document title followed by its number, without a label', () => {
  it.each<[string, Row, string, string]>([
    ['en', 'INVOICE INV/2023/00003', 'What is the invoice number?', 'INV/2023/00003'],
    [
      'en, two cells',
      [
        [50, 'INVOICE'],
        [150, 'INV/2023/00003'],
      ],
      'What is the invoice number?',
      'INV/2023/00003',
    ],
    ['en', 'Tax Invoice 10234', 'What is the invoice number?', '10234'],
    ['en', 'Invoice: INV-0042', 'What is the invoice number?', 'INV-0042'],
    ['fr', 'Facture F-2022-23', 'Quel est le numéro de facture ?', 'F-2022-23'],
    ['de', 'Rechnung 2018-123', 'Wie lautet die Rechnungsnummer?', '2018-123'],
    ['de', 'Gutschrift GS-4711', 'Wie lautet die Rechnungsnummer?', 'GS-4711'],
    ['nl', 'Factuur 2021-118', 'Wat is het factuurnummer?', '2021-118'],
    ['da', 'Faktura 10234', 'Hvad er fakturanummeret?', '10234'],
    ['sv', 'Faktura 10234', 'Vad är fakturanumret?', '10234'],
    ['no', 'Faktura 10234', 'Hva er fakturanummeret?', '10234'],
  ])('%s "%s"', (lang, title, question, expected) => {
    const doc = pageIn(lang.slice(0, 2), [title]);
    expect(ask(doc, question)).toBe(expected);
    expect(ask(doc, ABSENT)).toBeNull();
  });

  it.each<Row>([
    'Invoice',
    'Invoice 2023',
    'Invoice 1/2',
    'Page 1234',
    'Order confirmation 4711',
    'Rechnung 01/2018',
    'Faktura 2018-03-05',
    [
      [50, 'Invoice'],
      [300, 'Date: 05.03.2018'],
    ],
  ])('gives no invoice number for "%s"', (title) => {
    const doc = printedPage(['Azure Interior Ltd', '4557 De Silva St', '', title, 'Total 100.00']);
    expect(ask(doc, 'What is the invoice number?')).toBeNull();
  });
});
