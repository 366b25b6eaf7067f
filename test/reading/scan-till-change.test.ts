import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage, type Row } from './positioned-page';

// A scan's till that gave change: its total is the money handed over less the change. A total the
// arithmetic does not confirm was misread (or the cash was): the one it confirms is answered, and
// where it confirms none, nothing is. A text layer prints what its maker wrote, and its lines stand.

const till = (total: string, cash: string, change: string, changeWord = 'CHANGE'): Row[] => [
  [[50, 'CORNER DELI']],
  [[50, '14 Mill Lane, Leeds']],
  '',
  [
    [50, 'Sandwich'],
    [300, '6.40'],
  ],
  [
    [50, 'Soup of the day'],
    [300, '5.20'],
  ],
  [
    [50, 'Flat white'],
    [300, '3.80'],
  ],
  [
    [50, 'TOTAL'],
    [300, total],
  ],
  [
    [50, 'CASH'],
    [300, cash],
  ],
  [
    [50, changeWord],
    [300, change],
  ],
];

describe("a scan's till total against the cash less the change", () => {
  it('answers the total the cash less the change confirms', () => {
    expect(ask(asScan(printedPage(till('15.40', '20.00', '4.60')), 0.87), 'What is the total?')).toBe(
      '15.40',
    );
  });

  it('says nothing where the total read is not the cash less the change (a misread digit)', () => {
    const page = asScan(printedPage(till('16.40', '20.00', '4.60')), 0.87);
    expect(ask(page, 'What is the total?')).toBeNull();
    expect(ask(page, 'How much did I pay?')).toBeNull();
  });

  it('keeps the text layer as printed', () => {
    expect(ask(printedPage(till('16.40', '20.00', '4.60')), 'What is the total?')).toBe('16.40');
  });

  it('reads the Austrian "Retour" as change given (U-de-at-kassenbon-cafe: SUMME read "33190")', () => {
    const page = asScan(ocrReadPage('U-de-at-kassenbon-cafe'), 0.87);
    expect(ask(page, 'Wie hoch war die Rechnungssumme?')).toBe('33.90');
    expect(ask(page, 'What was the total paid?')).toBe('33.90');
  });

  it('answers the sum the cash less the change shows, not the co-payment (AW-de-kassenbon-apotheke)', () => {
    const page = asScan(ocrReadPage('AW-de-kassenbon-apotheke'), 0.87);
    expect(ask(page, 'Wie hoch ist der Gesamtbetrag des Belegs?')).toBe('26.92');
  });

  it('says nothing for a total the cash and the change contradict (AW-nl-kassabon-bakkerij)', () => {
    const page = asScan(ocrReadPage('AW-nl-kassabon-bakkerij'), 0.87);
    expect(ask(page, 'Wat is het totaalbedrag van de bon?')).toBeNull();
  });

  it('keeps the total where the cash was not read, only the change', () => {
    const rows = till('16.40', '20.00', '4.60').map((r) =>
      Array.isArray(r) && r[0]?.[1] === 'CASH' ? [[50, 'CA5H'] as [number, string]] : r,
    );
    expect(ask(asScan(printedPage(rows), 0.87), 'What is the total?')).toBe('16.40');
  });

  it('takes no sentence naming a return for change (a deposit "restitué au retour" under a total)', () => {
    const rows: Row[] = [
      [[50, 'LOCAPRO ÉQUIPEMENTS']],
      [
        [50, 'Mini-pelle 2,5 T'],
        [300, '725,00'],
      ],
      [
        [200, 'TOTAL HT'],
        [300, '725,00'],
      ],
      [
        [200, 'TVA 20 %'],
        [300, '145,00'],
      ],
      [
        [200, 'TOTAL TTC (EUR)'],
        [300, '870,00'],
      ],
      [[50, 'Caution chèque de 1 500,00 € remis au départ, restitué au retour']],
    ];
    expect(ask(asScan(printedPage(rows), 0.87), 'Quel est le montant TTC à régler ?')).toBe('870,00');
  });
});
