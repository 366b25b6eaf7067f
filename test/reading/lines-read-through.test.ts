import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// Line counts the pages printed but were read as nothing: a tax code joined to the amount, a long
// description running on under the next heading, items that add up to the total only with its
// tax, a payment's recap taken for a second section, and Swiss thousands set apart by an apostrophe.

const HEAD: Row[] = [
  [[330, 'INVOICE']],
  [
    [330, 'Invoice no.'],
    [430, 'INV-7781'],
  ],
  [
    [330, 'Date'],
    [430, '02/03/2026'],
  ],
  '',
];

describe("a tax code after the amount, its heading joined to the amount's (line-row.ts)", () => {
  it('"348.00 GP" under "Amount Tax": the amount is 348.00, the code its own column\'s', () => {
    const doc = typedPage('AK-ca-bc-invoice-landscaping');
    expect(ask(doc, 'How many line items are on the invoice?')).toBe('6');
    expect(ask(doc, 'How many items are billed?')).toBe('6');
  });

  it('a page of its own: "48.00 ZR" and "12.50 SR" are amounts with their codes', () => {
    const doc = printedPage([
      ...HEAD,
      [
        [50, 'Description'],
        [300, 'Qty'],
        [360, 'Price'],
        [430, 'Amount'],
        [468, 'Tax'],
      ],
      [
        [50, 'Copy paper A4, box'],
        [305, '2'],
        [360, '24.00'],
        [430, '48.00'],
        [462, 'ZR'],
      ],
      [
        [50, 'Whiteboard markers'],
        [305, '5'],
        [365, '2.50'],
        [435, '12.50'],
        [467, 'SR'],
      ],
      [
        [50, 'Desk organiser'],
        [305, '1'],
        [360, '19.90'],
        [430, '19.90'],
        [462, 'SR'],
      ],
      '',
      [
        [330, 'Subtotal'],
        [430, '80.40'],
      ],
      [
        [330, 'Total'],
        [430, '80.40'],
      ],
    ]);
    expect(ask(doc, 'How many lines are on the invoice?')).toBe('3');
  });
});

describe('a long description running on under the next heading (line-row.ts)', () => {
  it('"Ermittlung Einkünfte V+V, Objekt Lessingstr. 9" reaching under "Vorschrift"', () => {
    const doc = typedPage('AL-de-rechnung-steuerberater');
    expect(ask(doc, 'Wie viele Rechnungspositionen enthält die Rechnung?')).toBe('4');
    expect(ask(doc, 'Anzahl Positionen?')).toBe('4');
  });

  it('a page of its own: the description starts under its heading, however far it runs', () => {
    const doc = printedPage([
      ...HEAD,
      [
        [50, 'Leistung'],
        [250, 'Rechtsgrundlage'],
        [509, 'Betrag'],
      ],
      [
        [50, 'Wartung Heizungsanlage'],
        [250, 'VOB/B'],
        [500, '220,00 €'],
      ],
      [[62, 'Anlagenwert 8.400,00']],
      [
        [50, 'Austausch Umwälzpumpe samt Dichtungen, Kleinmaterial und Entlüftung'],
        [250, 'VOB/B'],
        [500, '385,00 €'],
      ],
      [[62, 'Listenpreis 412,00']],
      [
        [50, 'Anfahrt'],
        [250, 'Pauschale'],
        [506, '45,00 €'],
      ],
      '',
      [
        [330, 'Summe netto'],
        [500, '650,00 €'],
      ],
      [
        [330, 'Rechnungsbetrag'],
        [500, '773,50 €'],
      ],
    ]);
    expect(ask(doc, 'Wie viele Positionen hat die Rechnung?')).toBe('3');
  });
});

describe('items that add up to the total with the tax printed under them (tables-below.ts)', () => {
  it('fees and a disbursement outside VAT: 2,290.00 + VAT 448.00 = TOTAL DUE 2,738.00', () => {
    const doc = typedPage('AK-uk-invoice-accountant');
    expect(ask(doc, 'How many line items does the invoice contain?')).toBe('5');
    expect(ask(doc, 'No. of lines?')).toBe('5');
  });

  it('a page of its own, and none where the figures under the items do not add up', () => {
    const rows = (total: string): Row[] => [
      ...HEAD,
      [
        [50, 'Service'],
        [500, 'Amount'],
      ],
      [
        [50, 'Website hosting, annual plan'],
        [500, '240.00'],
      ],
      [
        [50, 'Domain renewal (no VAT)'],
        [505, '15.00'],
      ],
      [
        [50, 'SSL certificate'],
        [505, '60.00'],
      ],
      '',
      [
        [330, 'Net taxable'],
        [500, '300.00'],
      ],
      [
        [330, 'VAT @ 20%'],
        [505, '60.00'],
      ],
      [
        [330, 'Amount due'],
        [500, total],
      ],
    ];
    expect(ask(printedPage(rows('375.00')), 'How many lines does the invoice have?')).toBe('3');
    expect(ask(printedPage(rows('391.00')), 'How many lines does the invoice have?')).toBeNull();
  });
});

describe("a till's payment recap is no second section of items (till-lines.ts)", () => {
  it('"Köp 1 453,00 | Dricks 100,00 | TOTALT 1 553,00" under the items summed by ATT BETALA', () => {
    const doc = typedPage('AR-sv-kvitto-restaurang');
    expect(ask(doc, 'Hur många artikelrader finns på kvittot?')).toBe('9');
    expect(ask(doc, 'How many item lines are on the receipt?')).toBe('9');
  });

  it('a receipt of its own: the card recap adds a tip to the total', () => {
    const doc = printedPage([
      [[200, 'CAFE LINDEN']],
      [[200, 'Hauptstr. 4, 10115 Berlin']],
      '',
      [
        [170, 'Cappuccino'],
        [365, '3,80'],
      ],
      [
        [170, 'Apfelkuchen'],
        [365, '4,20'],
      ],
      [
        [170, 'Mineralwasser'],
        [365, '2,90'],
      ],
      [[170, '======================================']],
      [
        [170, 'SUMME'],
        [360, 'EUR 10,90'],
      ],
      '',
      [
        [170, 'Kartenzahlung'],
        [360, 'VISA'],
      ],
      [
        [170, 'Kauf'],
        [360, 'EUR 10,90'],
      ],
      [
        [170, 'Trinkgeld'],
        [365, 'EUR 1,10'],
      ],
      [
        [170, 'GESAMT'],
        [360, 'EUR 12,00'],
      ],
    ]);
    expect(ask(doc, 'Wie viele Artikel stehen auf dem Bon?')).toBe('3');
  });
});

describe('Swiss thousands set apart by an apostrophe (till-line-rows.ts)', () => {
  it('"1\'202.50" is an item\'s price: the four fees add up to "Total hors TVA 2\'142.50"', () => {
    const doc = typedPage('AN-fr-ch-facture-fiduciaire');
    expect(ask(doc, 'Nombre de postes ?')).toBe('4');
    expect(ask(doc, 'How many billed lines are there?')).toBe('4');
  });

  it('a page of its own, with no headings over its lines', () => {
    const doc = printedPage([
      ...HEAD,
      [
        [60, 'Révision des comptes annuels 2025'],
        [515, "1'450.00"],
      ],
      [
        [60, 'Conseil fiscal, 4 h à 195.00'],
        [525, '780.00'],
      ],
      [
        [60, 'Frais de dossier'],
        [530, '95.00'],
      ],
      '',
      [
        [330, 'Total hors TVA'],
        [515, "2'325.00"],
      ],
      [
        [330, 'TVA 8.1 %'],
        [525, '188.33'],
      ],
      [
        [330, 'Total TTC'],
        [515, "2'513.33"],
      ],
    ]);
    expect(ask(doc, 'Combien de lignes figurent sur la facture ?')).toBe('3');
  });
});
