import { describe, expect, it } from 'vitest';
import {
  ask,
  itemRow as item,
  keyRow as r,
  printedPage,
  typedPage as page,
  type Row,
} from './positioned-page';

// The twenty-ninth batch typed by others: a tourist tax outside the VAT added after the VAT
// table. Each answer below was wrong before its change.

describe('a tourist tax outside the VAT added after the VAT table', () => {
  it('makes the labelled total what is paid, the VAT table its taxed part', () => {
    const hotel = page('BR-de-rechnung-hotel');
    expect(ask(hotel, 'Wie hoch ist der Rechnungsbetrag?')).toBe('1.802,20');
    expect(ask(hotel, 'Gesamt?')).toBe('1.802,20');
    expect(ask(hotel, 'What was the total charged to the card?')).toBe('1.802,20');
    // The VAT table's own sum asked in its words is that sum.
    expect(ask(hotel, 'Wie hoch ist die Summe brutto?')).toBe('1.786,00');
    expect(ask(hotel, 'MwSt?')).toBe('230,85');
    expect(ask(hotel, 'Wie viel wurde an der Minibar konsumiert?')).toBeNull();
  });

  const stay = (tax: boolean): Row[] => [
    'HÔTEL DU VIEUX PORT',
    '3 quai du Port, 13002 Marseille',
    'Facture N° 26-1187',
    'Date : 14/05/2026',
    '',
    item('Chambre double, 2 nuits', '240,00'),
    item('Petit-déjeuner, 4 pers.', '60,00'),
    '',
    r('TOTAL', tax ? '306,60' : '300,00'),
    '',
    [
      [50, 'Taux'],
      [200, 'HT'],
      [300, 'TVA'],
      [400, 'TTC'],
    ],
    [
      [50, '10 %'],
      [200, '272,73'],
      [300, '27,27'],
      [400, '300,00'],
    ],
    [
      [50, 'Total'],
      [200, '272,73'],
      [300, '27,27'],
      [400, '300,00'],
    ],
    ...(tax ? [r('Taxe de séjour, non soumise à TVA', '6,60')] : []),
  ];

  it('holds in French, and a bill with no levy keeps its gross', () => {
    const levied = printedPage(stay(true));
    expect(ask(levied, 'Quel est le montant total ?')).toBe('306,60');
    expect(ask(levied, 'Quel est le montant de la TVA ?')).toBe('27,27');
    expect(ask(levied, 'Quel est le montant de la taxe de séjour ?')).not.toBe('306,60');
    expect(ask(printedPage(stay(false)), 'Quel est le montant total ?')).toBe('300,00');
  });
});
