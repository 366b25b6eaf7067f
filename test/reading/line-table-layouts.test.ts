import { describe, expect, it } from 'vitest';
import { documentLines } from '../../main/reading/qa/lines';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// Invoices' line tables as the fourth batch of typed pages prints them (H-, I-, J-): columns the
// text layer ran together, a serial number's column, sections with their subtotals, discounts
// under their items, a VAT breakdown under the table. Their lines feed the booking draft, so
// the lines read are checked too, not the count alone.

const COUNT = 'How many lines are on the invoice?';
const lines = (rows: Row[] | ReturnType<typeof typedPage>) => {
  const doc = Array.isArray(rows) ? printedPage(rows) : rows;
  return documentLines(doc.pages).map((l) => [l.description, l.quantity, l.unitPrice, l.amount]);
};

describe('headings the text layer joined', () => {
  it('an Indian tax invoice: "Sl No." is no quantity, the subtotal and the HSN summary no items', () => {
    const doc = typedPage('J-en-in-gst-tax-invoice-cgst-sgst');
    expect(ask(doc, 'How many line items are there?')).toBe('4');
    expect(lines(doc)[0]).toEqual(['Polycab FR Wire 1.5 sqmm 90m Coil', '30', '1450.00', '43500.00']);
  });

  it('"Qty Excl. Price VAT% Excl. Total Incl. Total" as one segment: the net is the amount', () => {
    const doc = typedPage('J-en-za-vat-tax-invoice');
    expect(ask(doc, COUNT)).toBe('6');
    expect(lines(doc)[3]).toEqual(['Ergonomic Mesh Chair High Back', '2', '1899.00', '3798.00']);
  });

  it('"Unit Price Amount (S$)" under an S/N column, and "TVA Total HTVA" beside the rate', () => {
    expect(ask(typedPage('J-en-sg-gst-tax-invoice'), 'How many line items are on the invoice?')).toBe('5');
    const be = typedPage('I-fr-be-facture-fournisseur-hygiene');
    expect(ask(be, "Combien de lignes d'articles comporte la facture ?")).toBe('7');
    expect(lines(be)[0]).toEqual(['Essuie-mains ZZ 2 plis, crt 20x150 f.', '6', '28.40', '170.40']);
  });

  it('"Stk.pris" heads the unit price, not a second quantity', () => {
    expect(lines(typedPage('H-da-faktura-webshop'))[0]).toEqual([
      'Termokande 1,0 l, mat sort',
      '3',
      '239.20',
      '717.60',
    ]);
  });
});

describe("what is no item's text", () => {
  it('a rule under the last item and a section title left of the items', () => {
    const se = lines(typedPage('H-sv-faktura-el-rot'));
    expect(se.map((l) => l[0])).toEqual([
      'Elinstallatör, behörig',
      'Lärling',
      'Jordfelsbrytare 2-pol 40A 30mA',
      'Installationskabel EKK Light 3G1,5',
      'Vägguttag 2-vägs infällt, vit',
      'Apparatdosor och kopplingsmtrl',
      'Framkörning',
    ]);
    expect(lines(typedPage('H-da-faktura-webshop'))[4]?.[0]).toBe('Sæbedispenser, rustfri stål');
  });

  it("a hotel bill's VAT specification under its charges is no table of lines", () => {
    expect(ask(typedPage('H-sv-kvitto-hotell'), 'Antal rader?')).toBe('6');
  });
});

const top: Row[] = [
  'Builder Ltd',
  '12 Road, London',
  '',
  'INVOICE',
  [
    [50, 'Invoice No.'],
    [150, 'INV-1'],
  ],
  '',
];

describe('sections and discounts', () => {
  it("a section's subtotal does not end the table", () => {
    const doc = printedPage([
      ...top,
      [
        [50, 'Description'],
        [300, 'Qty'],
        [380, 'Price'],
        [480, 'Amount'],
      ],
      [[50, 'Labour']],
      [
        [60, 'Carpenter'],
        [300, '10'],
        [380, '40.00'],
        [480, '400.00'],
      ],
      [
        [60, 'Labourer'],
        [300, '5'],
        [380, '20.00'],
        [480, '100.00'],
      ],
      [
        [60, 'Subtotal labour'],
        [480, '500.00'],
      ],
      [[50, 'Materials']],
      [
        [60, 'Timber'],
        [300, '2'],
        [380, '50.00'],
        [480, '100.00'],
      ],
      [
        [60, 'Screws'],
        [300, '1'],
        [380, '10.00'],
        [480, '10.00'],
      ],
      [
        [60, 'Subtotal materials'],
        [480, '110.00'],
      ],
      '',
      [
        [380, 'Subtotal'],
        [480, '610.00'],
      ],
      [
        [380, 'VAT 20%'],
        [480, '122.00'],
      ],
      [
        [380, 'Total'],
        [480, '732.00'],
      ],
    ]);
    expect(ask(doc, COUNT)).toBe('4');
    expect(lines(doc).map((l) => l[0])).toEqual(['Carpenter', 'Labourer', 'Timber', 'Screws']);
  });

  it('a discount under its item lowers it and is no line; joined headings over Pos. and Art.-Nr.', () => {
    const doc = printedPage([
      ...top,
      [
        [50, 'Pos.'],
        [75, 'Art.-Nr.'],
        [120, 'Bezeichnung'],
        [320, 'Menge'],
        [355, 'Einh.'],
        [390, 'Einzelpreis'],
        [460, 'Gesamtpreis'],
      ],
      [
        [50, '1'],
        [75, 'A-100'],
        [120, 'Kabel NYM 3x1,5'],
        [330, '50'],
        [355, 'm'],
        [410, '0,80'],
        [480, '40,00'],
      ],
      [
        [120, 'Rabatt 10 %'],
        [486, '-4,00'],
      ],
      [
        [50, '2'],
        [75, 'A-200'],
        [120, 'Schalter weiß'],
        [335, '4'],
        [355, 'Stk'],
        [410, '3,50'],
        [480, '14,00'],
      ],
      [
        [50, '3'],
        [75, 'L-001'],
        [120, 'Montage'],
        [330, '2,5'],
        [355, 'Std'],
        [405, '55,00'],
        [474, '137,50'],
      ],
      '',
      [
        [380, 'Nettobetrag'],
        [480, '187,50'],
      ],
      [
        [380, 'MwSt 19 %'],
        [480, '35,63'],
      ],
      [
        [380, 'Gesamtbetrag'],
        [480, '223,13'],
      ],
    ]);
    expect(ask(doc, 'Wie viele Positionen hat die Rechnung?')).toBe('3');
    expect(lines(doc)).toEqual([
      ['Kabel NYM 3x1,5', '50', '0.80', '36.00'],
      ['Schalter weiß', '4', '3.50', '14.00'],
      ['Montage', '2.5', '55.00', '137.50'],
    ]);
  });
});
