import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// A date keyed by a linking word alone ("vom") after another key's value dates that key's thing
// ("Ihr Auftrag | 7781 vom 02.02.2026": the order's day), not the invoice's: the invoice's own date
// is its letter's dateline ("Bern, 16. Februar 2026"). After the document's own number the same
// word dates the document.

const letter = (details: Row[]): Row[] => [
  [[50, 'Berger Messtechnik AG']],
  [[50, 'Bahnhofstrasse 7']],
  [[50, '3011 Bern']],
  '',
  [[330, 'Schreinerei Kunz GmbH']],
  [[330, 'Mattenweg 12']],
  [[330, '3600 Thun']],
  '',
  [[330, 'Bern, 16. Februar 2026']],
  '',
  ...details,
  '',
  [
    [50, 'Prüfung Wasserwaage 600 mm'],
    [340, '2'],
    [490, '90.00'],
  ],
  [
    [330, 'Rechnungsbetrag CHF'],
    [490, '90.00'],
  ],
];

describe("a date keyed after another key's value", () => {
  it("is the order's or the delivery's day; the dateline dates the invoice", () => {
    const order = printedPage(
      letter([
        'Rechnung 4471',
        [
          [50, 'Ihr Auftrag'],
          [150, '7781 vom 02.02.2026'],
        ],
      ]),
    );
    expect(ask(order, 'Rechnungsdatum?')).toBe('16. Februar 2026');
    expect(ask(order, 'What is the invoice date?')).toBe('16. Februar 2026');
    const delivery = printedPage(
      letter([
        'Rechnung 4471',
        [
          [50, 'Lieferschein'],
          [150, 'LS-5512 vom 10.02.2026'],
        ],
      ]),
    );
    expect(ask(delivery, 'Wann wurde die Rechnung ausgestellt?')).toBe('16. Februar 2026');
  });

  it("dates the document after the document's own number", () => {
    const own = printedPage(
      letter([
        [
          [50, 'Rechnung Nr.'],
          [150, '4471 vom 12.02.2026'],
        ],
      ]),
    );
    expect(ask(own, 'Rechnungsdatum?')).toBe('12.02.2026');
  });

  it('reads the calibration invoice by its dateline', () => {
    expect(ask(typedPage('BM-de-rechnung-kalibrierung'), 'Welches Datum trägt die Rechnung?')).toBe(
      '11. März 2026',
    );
  });
});
