import { describe, expect, it } from 'vitest';
import { documentLines } from '../../main/reading/qa/lines';
import { ask, asScan, printedPage, type Row } from './positioned-page';

// A table whose article number fills its narrow column up to the description's heading: OCR reads
// the number and the description as one run of words, under the number's heading. The description
// starts where its heading starts (text columns are set flush left): its cell starts there.

const HEAD: Row[] = [
  [[380, 'FAKTURA']],
  [[50, 'Brøndum & Lykke VVS ApS']],
  [
    [380, 'Fakturanr'],
    [480, '20417'],
  ],
  '',
  // "601-2215 " is 9 letters of 5.5 pt: the description's heading starts at 99.5.
  [
    [50, 'Varenr'],
    [99.5, 'Tekst'],
    [300, 'Antal'],
    [380, 'Stk.pris'],
    [470, 'Beløb'],
  ],
];

const FOOT: Row[] = [
  '',
  [
    [300, 'Subtotal ekskl moms'],
    [470, '6.969,00'],
  ],
  [
    [300, 'Moms 25 %'],
    [470, '1.742,25'],
  ],
  [
    [300, 'I ALT DKK'],
    [470, '8.711,25'],
  ],
];

describe('an article number and its description read as one run of words', () => {
  const doc = asScan(
    printedPage([
      ...HEAD,
      [
        [50, '601-2215 Termostatventil m føler'],
        [300, '3'],
        [380, '289,00'],
        [470, '867,00'],
      ],
      [
        [50, '402-7710 Køkkenbatteri m. udtræk'],
        [300, '1'],
        [380, '1.495,00'],
        [470, '1.495,00'],
      ],
      [
        [50, '118-0150 Pressfittings 15 mm'],
        [300, '1'],
        [380, '214,50'],
        [470, '214,50'],
      ],
      [
        [50, 'T-MONT'],
        [99.5, 'Montørtimer'],
        [300, '5,5'],
        [380, '595,00'],
        [470, '3.272,50'],
      ],
      [
        [50, 'T-LÆRL'],
        [99.5, 'Lærlingetimer'],
        [300, '3,0'],
        [380, '325,00'],
        [470, '975,00'],
      ],
      [
        [50, 'KØRSEL'],
        [99.5, 'Kørselsgebyr, Ry'],
        [300, '1'],
        [380, '145,00'],
        [470, '145,00'],
      ],
      ...FOOT,
    ]),
  );

  it('counts every row: the description is its own cell where its heading starts', () => {
    expect(ask(doc, 'Antal linjer?')).toBe('6');
    expect(documentLines(doc.pages)[0]?.description).toBe('Termostatventil m føler');
  });

  it('a figure that starts at a heading is no cell of its own: figures are set flush right', () => {
    const bank = asScan(
      printedPage([
        ...HEAD,
        [
          [50, 'T-MONT'],
          [99.5, 'Montørtimer'],
          [300, '5,5'],
          [380, '595,00'],
          [470, '3.272,50'],
        ],
        // 51 letters before it: the account number starts where "Stk.pris" does.
        [[99.5, 'Indbetaling til vores bank i Vejle By, kontonummer 62841190357']],
        ...FOOT,
      ]),
    );
    expect(documentLines(bank.pages).map((l) => l.description)).toEqual(['Montørtimer']);
  });
});
