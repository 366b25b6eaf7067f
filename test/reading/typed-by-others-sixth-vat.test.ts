import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The sixth batch typed by others (N-, O-, P-): the VAT's total, how pages print it and how
// questions ask it. Each answer below was missing or wrong before its change.

describe("a total's word after a VAT word", () => {
  it("names the VAT's total, not the gross", () => {
    // "MwSt 19 %  215,75", "Altteilsteuer 19 %  5,49", "Summe MwSt gesamt  221,24".
    const kfz = page('O-de-rechnung-kfz');
    expect(ask(kfz, 'MwSt-Betrag gesamt?')).toBe('221,24');
    expect(ask(kfz, 'How much VAT was charged in total?')).toBe('221,24');
    expect(ask(kfz, 'Brutto gesamt?')).toBe('1.356,79');
    const small = printedPage([
      [
        [300, 'Nettobetrag'],
        [500, '100,00'],
      ],
      [
        [300, 'MwSt gesamt'],
        [500, '19,00'],
      ],
      [
        [300, 'Rechnungsbetrag'],
        [500, '119,00'],
      ],
    ]);
    expect(ask(small, 'Wie viel MwSt?')).toBe('19,00');
    expect(ask(small, 'Gesamtbetrag?')).toBe('119,00');
  });
});
