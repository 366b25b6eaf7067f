import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { documentLines } from '../../main/reading/qa/lines';
import { ask, printedPage, type Row } from './positioned-page';

// How a line table's rows are read into lines: allowances are no lines, quantities and prices
// keep the decimals they are printed with, an item's figures may stand on its second row. The
// real documents are the shared ZUGFeRD corpus's prints (their truth is the CII XML beside them).

const CORPUS = join(new URL('.', import.meta.url).pathname, '../../../shared/corpus/zugferd');
const read = (name: string) => readDocument(`${name}.pdf`, readFileSync(join(CORPUS, `${name}.pdf`)));
const figures = (rows: Row[]) =>
  documentLines(printedPage(rows).pages).map((l) => [l.description, l.quantity, l.unitPrice, l.amount]);

describe('allowances printed among the items are no lines', () => {
  it("an item's allowances under a heading of their own (ZUGFeRD 2 EXTENDED, foreign currency)", async () => {
    // "Sonstige Zu- und Abschläge der Rechnungsposition" / "Abschlag Direktbelieferung ... 1000,00
    // -50,00" under the one item: it had been read as a second line, and the count left open.
    const doc = await read('ZUGFeRDv2__correct__intarsys__EXTENDED__zugferd_2p0_EXTENDED_Fremdwaehrung');
    expect(documentLines(doc.pages).map((l) => l.amount)).toEqual(['850.00']);
    expect(ask(doc, 'Wie viele Rechnungspositionen gibt es?')).toBe('1');
    expect(ask(doc, 'How many invoice lines are there?')).toBe('1');
  });

  it("the invoice's discount under the items (ZUGFeRD 1 EXTENDED goods invoice)", async () => {
    const doc = await read('ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_EXTENDED_Warenrechnung');
    const lines = documentLines(doc.pages);
    expect(lines.map((l) => l.amount)).toEqual(['100.00', '72.50', '0.00', '180.00', '46.50', '58.20']);
    expect(lines.some((l) => /rabatt/i.test(String(l.description)))).toBe(false);
    // The CII data counts a seventh item that holds only the note printed across the table's top
    // ("Wichtige Information: ..."): whether it is a line is not clear from the print. Nothing said.
    expect(ask(doc, 'Wie viele Rechnungspositionen gibt es?')).toBeNull();
  });

  it('a discount under its item\'s details lowers it (ZUGFeRD 1 COMFORT, "abzgl. 16,7% Rabatt -2,00")', async () => {
    const doc = await read('ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_COMFORT_Rabatte');
    // As the CII lines have them: 10.00 after the discount, and "5,000 kg" is five kilograms.
    expect(documentLines(doc.pages).map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([
      ['3', '4.00', '10.00'],
      ['5', '5.50', '27.50'],
      ['20', '5.49', '109.80'],
      ['20', '2.77', '55.46'],
    ]);
  });

  it('own wording: an item priced net of its allowances, listed under it, is one line', () => {
    const rows: Row[] = [
      'Rechnung Nr. 2024-311',
      '',
      [
        [50, 'Pos'],
        [80, 'Bezeichnung'],
        [300, 'Menge'],
        [380, 'Einzelpreis'],
        [480, 'Betrag'],
      ],
      [
        [50, '1'],
        [80, 'Akku-Bohrschrauber 18 V'],
        [300, '4 Stk'],
        [380, '149,00'],
        [480, '506,60'],
      ],
      [[80, 'Zu- und Abschläge der Position:']],
      [
        [80, 'Händlerrabatt 10 % von 596,00'],
        [480, '-59,60'],
      ],
      [
        [80, 'Abschlag Direktlieferung 5 %'],
        [400, '596,00 -29,80'],
      ],
      [
        [50, '2'],
        [80, 'Bit-Set 32-tlg.'],
        [300, '10 Stk'],
        [380, '12,50'],
        [480, '125,00'],
      ],
      '',
      [
        [300, 'Summe netto'],
        [480, '631,60'],
      ],
      [
        [300, 'MwSt. 19 %'],
        [480, '120,00'],
      ],
      [
        [300, 'Gesamtbetrag'],
        [480, '751,60'],
      ],
    ];
    expect(figures(rows)).toEqual([
      ['Akku-Bohrschrauber 18 V', '4', '149.00', '506.60'],
      ['Bit-Set 32-tlg.', '10', '12.50', '125.00'],
    ]);
    expect(ask(printedPage(rows), 'Wie viele Positionen hat die Rechnung?')).toBe('2');
  });

  it("own wording: a discount printed under an item's details lowers that item's gross", () => {
    const rows: Row[] = [
      'INVOICE 8812',
      '',
      [
        [50, 'Description'],
        [300, 'Qty'],
        [380, 'Unit price'],
        [480, 'Amount'],
      ],
      [
        [50, 'Oak dining table 180 cm'],
        [300, '1'],
        [380, '1,250.00'],
        [480, '1,250.00'],
      ],
      [[50, 'SKU 4410-OAK-180']],
      [[50, 'Delivery in week 32']],
      [
        [300, 'less'],
        [380, '8% discount'],
        [480, '-100.00'],
      ],
      [
        [50, 'Upholstered chair, grey'],
        [300, '6'],
        [380, '145.00'],
        [480, '870.00'],
      ],
      '',
      [
        [300, 'Subtotal'],
        [480, '2,020.00'],
      ],
    ];
    expect(figures(rows).map((l) => l[3])).toEqual(['1150.00', '870.00']);
    expect(ask(printedPage(rows), 'How many line items are on the invoice?')).toBe('2');
  });
});

describe('quantities and prices as printed', () => {
  it('unit prices to four places (ZUGFeRD 1 EXTENDED cost invoice: "0,0520" a kWh)', async () => {
    const doc = await read('ZUGFeRDv1__correct__Intarsys__ZUGFeRD_1p0_EXTENDED_Kostenrechnung');
    const lines = documentLines(doc.pages);
    expect(lines.map((l) => l.unitPrice)).toEqual(['0.052', '0.0205', '10.50', '0.0105', '0.01']);
    for (const l of lines) expect(Number(l.quantity) * Number(l.unitPrice)).toBeCloseTo(Number(l.amount), 2);
  });

  it("own wording: a decimal comma's three places, thousands, a price under one", () => {
    const rows: Row[] = [
      'Factuur 2024-0192',
      '',
      [
        [50, 'Omschrijving'],
        [300, 'Aantal'],
        [380, 'Prijs'],
        [480, 'Bedrag'],
      ],
      [
        [50, 'Installatiekabel 3x2,5 mm²'],
        [300, '12,500 m'],
        [380, '2,40'],
        [480, '30,00'],
      ],
      [
        [50, 'Flyers A6, 4/4'],
        [300, '1.000'],
        [380, '0,085'],
        [480, '85,00'],
      ],
      [
        [50, 'Strooms, spotprijs'],
        [300, '1.482'],
        [380, '0,8731'],
        [480, '1.293,93'],
      ],
      '',
      [
        [300, 'Subtotaal'],
        [480, '1.408,93'],
      ],
    ];
    expect(figures(rows)).toEqual([
      ['Installatiekabel 3x2,5 mm²', '12.5', '2.40', '30.00'],
      ['Flyers A6, 4/4', '1000', '0.085', '85.00'],
      ['Strooms, spotprijs', '1482', '0.8731', '1293.93'],
    ]);
  });

  it('own wording: a quantity the text layer ran on from the description, under its own heading', () => {
    // "Teichfolie PVC 0,5 mm breit 4,00" comes as one segment; "4,00" stands under "Menge".
    const rows: Row[] = [
      'Rechnung 7781',
      '',
      [
        [50, 'Artikelbeschreibung'],
        [205, 'Menge'],
        [260, 'Preis'],
        [480, 'Betrag'],
      ],
      [
        [50, 'Teichfolie PVC 0,5 mm breit'],
        [210, '4,00'],
        [260, '8,50'],
        [480, '34,00'],
      ],
      [
        [50, 'Vlies 300 g'],
        [215, '10'],
        [260, '1,20'],
        [480, '12,00'],
      ],
    ];
    expect(figures(rows)[0]).toEqual(['Teichfolie PVC 0,5 mm breit', '4', '8.50', '34.00']);
  });
});

describe("an item's figures on its second row", () => {
  it('ZUGFeRD 2.2 intra-community supply: the name and quantity over "Basismenge: 1 Stk | 1.000,00"', async () => {
    const doc = await read('XML-Rechnung__FX__EN16931_Innergemeinschaftliche_Lieferungen');
    expect(documentLines(doc.pages)[1]).toMatchObject({
      description: 'Stoßfänger',
      quantity: '10',
      amount: '1000.00',
    });
  });

  it('own wording: each item named by its first row', () => {
    const rows: Row[] = [
      'Rechnung 2024-88',
      '',
      [
        [50, 'Pos'],
        [80, 'Beschreibung'],
        [300, 'Menge'],
        [480, 'Nettobetrag'],
      ],
      [
        [50, '1'],
        [80, 'Stahlträger HEB 200'],
        [300, '6 Stk'],
      ],
      [
        [80, 'Basismenge: 1 Stk'],
        [480, '1.860,00'],
      ],
      [
        [50, '2'],
        [80, 'Winkelprofil 80x8'],
        [300, '20 Stk'],
      ],
      [
        [80, 'Basismenge: 1 Stk'],
        [480, '412,00'],
      ],
      '',
      [
        [300, 'Summe netto'],
        [480, '2.272,00'],
      ],
    ];
    expect(figures(rows)).toEqual([
      ['Stahlträger HEB 200', '6', null, '1860.00'],
      ['Winkelprofil 80x8', '20', null, '412.00'],
    ]);
  });
});
