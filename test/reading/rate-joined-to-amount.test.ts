import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../main/reading/intake/read';
import { documentLines } from '../../main/reading/qa/lines';
import { ask, printedPage, type Row } from './positioned-page';
import { ZUGFERD_DIR } from './cii-corpus';

// The VAT rate's heading run together with the amount's by the text layer ("USt. Positions-" over
// "betrag"), with one item under them: no second row shows the two columns apart, and the rate
// was read into the amount's cell ("0 %  1163,40"), the line left with no amount and the count
// unsure. A rate is no amount: the figure after it is the line's.

const COUNT = 'Wie viele Rechnungspositionen gibt es?';

const table = (item: [number, string][]): Row[] => [
  'Muster Versicherung AG',
  'Rechnung Nr. 2024-118',
  '',
  [
    [53, 'Pos'],
    [167, 'Beschreibung'],
    [260, 'Nettopreis'],
    [374, 'Menge'],
    [456, 'USt. Positions-'],
  ],
  [[508, 'betrag']],
  item,
  '',
  [
    [293, 'Positionssumme'],
    [502, '1163,40'],
  ],
  [
    [293, 'Zahlbetrag'],
    [502, '1163,40'],
  ],
];

describe('a rate in the amount column of a joined heading', () => {
  it('one item: the figure after the rate is its amount, and the item is counted', () => {
    const doc = printedPage(
      table([
        [56, '1'],
        [127, 'Wohngebäudeversicherung'],
        [281, '1.163,40'],
        [384, '1 Stk'],
        [455, '0 %'],
        [502, '1163,40'],
      ]),
    );
    expect(documentLines(doc.pages).map((l) => [l.description, l.quantity, l.amount])).toEqual([
      ['Wohngebäudeversicherung', '1', '1163.40'],
    ]);
    expect(ask(doc, COUNT)).toBe('1');
  });

  it('a rate alone under the amount heading is no amount', () => {
    const doc = printedPage(
      table([
        [56, '1'],
        [127, 'Wohngebäudeversicherung'],
        [281, '1.163,40'],
        [384, '1 Stk'],
        [455, '0 %'],
      ]),
    );
    expect(documentLines(doc.pages).map((l) => l.amount)).toEqual([null]);
    expect(ask(doc, COUNT)).toBeNull();
  });
});

const SACH =
  'ZUGFeRDv2__correct__intarsys__EN16931__zugferd_2p0_EN16931_Sachversicherung_berechneter_Steuersatz';

describe.skipIf(!existsSync(join(ZUGFERD_DIR, `${SACH}.pdf`)))(
  'a real insurer’s bill (ZUGFeRD corpus)',
  () => {
    it('counts its one item under "USt. Positions-" / "betrag"', async () => {
      const doc = await readDocument(`${SACH}.pdf`, readFileSync(join(ZUGFERD_DIR, `${SACH}.pdf`)));
      expect(ask(doc, COUNT)).toBe('1');
      expect(documentLines(doc.pages).map((l) => l.amount)).toEqual(['1163.40']);
    });
  },
);
