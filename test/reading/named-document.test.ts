import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// Another document named by what sets it apart from the page (its own number, its being the
// deposit's) is not the page: the page's own values answered it falsely. A till's number printed
// under an abbreviation of its own ("Chk 1047", "Trans: 204871") is the receipt's number, but a
// check posted on an item's row of a hotel folio is the item's.

describe('a document named by its own number', () => {
  it('is not the invoice that mentions it', () => {
    const pool = page('AX-en-au-tax-invoice-pool-maintenance');
    expect(ask(pool, 'What was the amount of the February invoice 5391?')).toBeNull();
    expect(ask(pool, 'What is the amount due?')).toBe('295.00');
    expect(ask(pool, 'What is the invoice number?')).toBe('5527');
  });

  const invoice = (own: string): Row[] => [
    [[50, 'Harbour Lane Cleaning Ltd']],
    [[50, '12 Quay Street, Bristol BS1 4DJ']],
    '',
    [
      [50, 'INVOICE'],
      [400, `Invoice no: ${own}`],
    ],
    [[400, 'Date: 02/03/2026']],
    '',
    [
      [50, 'Office cleaning, February'],
      [480, '420.00'],
    ],
    [
      [50, 'Total'],
      [480, '420.00'],
    ],
    '',
    'Payment of invoice 88231 was received with thanks.',
  ];

  it('asks that document, on a page of my own wording', () => {
    const doc = printedPage(invoice('88402'));
    expect(ask(doc, 'What is the total of invoice 88231?')).toBeNull();
    expect(ask(doc, 'What is the total?')).toBe('420.00');
  });
});

describe("the deposit's own document", () => {
  it('is not the final invoice deducting the deposit', () => {
    const removal = page('AX-de-rechnung-umzug');
    expect(ask(removal, 'What is the number of the deposit invoice?')).toBeNull();
    expect(ask(removal, 'Wie lautet die Rechnungsnummer?')).toBe('RE-2026-00318');
  });

  it('is the page where it titles itself so', () => {
    const instalment = page('AV-de-rechnung-gartenbau-abschlag');
    expect(ask(instalment, 'Wie lautet die Rechnungsnummer dieser Abschlagsrechnung?')).toBe('AR-2026-031');
  });

  const rows = (title: string): Row[] => [
    [[50, 'Bergmann Küchenstudio GmbH']],
    [[50, 'Hauptstraße 8, 79098 Freiburg']],
    '',
    [[50, title]],
    [
      [50, 'Rechnungsnummer: 2026-0412'],
      [350, 'Datum: 02.03.2026'],
    ],
    '',
    [
      [50, 'Einbauküche, Lieferung und Montage'],
      [480, '8.400,00 €'],
    ],
    [
      [50, 'abzgl. Anzahlung vom 10.01.2026'],
      [480, '-2.000,00 €'],
    ],
    [
      [50, 'Noch zu zahlen'],
      [480, '6.400,00 €'],
    ],
  ];

  it('asked in another wording, on a page of my own', () => {
    expect(ask(printedPage(rows('Schlussrechnung')), 'Welche Nummer hat die Anzahlungsrechnung?')).toBeNull();
    expect(ask(printedPage(rows('Schlussrechnung')), 'Welche Rechnungsnummer?')).toBe('2026-0412');
    expect(ask(printedPage(rows('Anzahlungsrechnung')), 'Welche Nummer hat die Anzahlungsrechnung?')).toBe(
      '2026-0412',
    );
  });
});

describe("a till's number under its own abbreviation", () => {
  it('is the receipt number', () => {
    expect(ask(page('AY-en-us-receipt-pizzeria'), 'Receipt number?')).toBe('1047');
    expect(ask(page('AY-en-au-receipt-chemist'), 'Trans no?')).toBe('204871');
    expect(ask(page('AY-en-au-receipt-chemist'), 'Receipt number?')).toBe('204871');
    expect(ask(page('AM-uk-receipt-coffee-shop'), 'What is the receipt number?')).toBe('0027-1185');
  });

  it("is an item's on a hotel folio's rows", () => {
    expect(ask(page('AK-uk-hotel-folio'), 'Folio no.?')).toBe('88315');
    expect(ask(page('P-en-us-hotel-folio'), 'What is the folio number?')).toBe('778213');
  });

  it('reads on a receipt of my own wording, and is absent where none is printed', () => {
    const till = (number: string): Row[] => [
      [[150, 'CORNER DELI & GROCER']],
      [[150, '88 King St W, Toronto ON']],
      '',
      [[150, '14/03/2026 12:41'], ...(number ? ([[360, number]] as [number, string][]) : [])],
      [
        [150, 'TURKEY SANDWICH'],
        [380, '8.95'],
      ],
      [
        [150, 'COFFEE LG'],
        [380, '2.75'],
      ],
      [
        [150, 'TOTAL'],
        [380, '11.70'],
      ],
      [
        [150, 'DEBIT'],
        [380, '11.70'],
      ],
    ];
    expect(ask(printedPage(till('TRN 5521')), 'Receipt number?')).toBe('5521');
    expect(ask(printedPage(till('')), 'Receipt number?')).toBeNull();
  });
});

describe('a receipt asked by its everyday name', () => {
  it('is the receipt, its number the till number', () => {
    expect(ask(page('AY-de-kassenbon-metzgerei'), 'Was ist die Nummer auf dem Zettel vom Metzger?')).toBe(
      '18842',
    );
    expect(ask(page('AC-nl-kassabon-tankstation'), 'Welk nummer heeft dit tankbonnetje?')).toBe('77381');
  });
});

describe('a deadline to pay whose verb the line below closes', () => {
  it('is the due date', () => {
    const garden = page('AX-nl-factuur-hovenier');
    expect(ask(garden, 'Vervaldatum?')).toBe('20 maart 2026');
    expect(ask(garden, 'By what date must the invoice be paid?')).toBe('20 maart 2026');
  });

  const rows = (sentence: string, next: string): Row[] => [
    [[50, 'Schildersbedrijf De Kwast B.V.']],
    [[50, 'Dorpsstraat 14, 3701 AA Zeist']],
    '',
    [
      [50, 'FACTUUR'],
      [350, 'Factuurnummer: 2026-0142'],
    ],
    [[350, 'Factuurdatum: 1 april 2026']],
    '',
    [
      [50, 'Schilderwerk kozijnen'],
      [480, '€ 1.200,00'],
    ],
    [
      [50, 'Totaal'],
      [480, '€ 1.200,00'],
    ],
    '',
    sentence,
    next,
  ];

  it('on a page of my own wording, and not a deadline of anything else', () => {
    const due = printedPage(
      rows('Wij verzoeken u het bedrag uiterlijk 15 april 2026 over te', 'maken op onze rekening.'),
    );
    expect(ask(due, 'Vervaldatum?')).toBe('15 april 2026');
    const delivery = printedPage(
      rows('De verf wordt uiterlijk 15 april 2026 bij u thuis', 'afgeleverd door onze bezorger.'),
    );
    expect(ask(delivery, 'Vervaldatum?')).toBeNull();
  });
});

describe('a number beside the bare title', () => {
  it("is the document's number where no number label is printed", () => {
    expect(ask(page('W-nl-nota-hotel-havenzicht'), 'Factuurnr.?')).toBe('2025-10417');
    const rows = (beside: string): Row[] => [
      [
        [50, 'Gasthof Zur Linde'],
        [350, 'Rechnung / Invoice'],
        [480, beside],
      ],
      [
        [50, 'Dorfplatz 3, 6020 Innsbruck'],
        [350, 'Datum: 02.03.2026'],
      ],
      '',
      [
        [50, 'Übernachtung Doppelzimmer'],
        [480, '180,00 €'],
      ],
      [
        [50, 'Gesamt'],
        [480, '180,00 €'],
      ],
    ];
    expect(ask(printedPage(rows('R-2026-0311')), 'Rechnungsnummer?')).toBe('R-2026-0311');
    expect(ask(printedPage(rows('02.03.2026')), 'Rechnungsnummer?')).toBeNull();
  });
});
