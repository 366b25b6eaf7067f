import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A scan's gross whose separators OCR dropped or read as digits, its net unread too or beside more
// than one VAT line: the VAT read whole makes the net at its rate and the gross with it; the net
// read whole with every VAT line makes the gross. Only where every digit of the cell shows it.

const steuerberater = {
  // OCR lost the position numbers and read the table's headings as one cell: no line is counted.
  '56|Pos.': 'Pos. Tätigkeit Berechnungsgrundlage',
  '84|Tätigkeit / Berechnungsgrundlage': '',
  ...Object.fromEntries(['1', '2', '3', '4', '5'].map((n) => [`62|${n}`, ''])),
  // Nor the rules under the headings and over the totals, nor the sign before each paragraph cited.
  '56|______________________________________________________________________________': '',
  ...Object.fromEntries(
    [
      '§ 24 Abs. 1 Nr. 1 StBVV, GW 52.000 EUR, Tab. A, 3/10',
      '§ 25 Abs. 1 StBVV, GW 186.400 EUR, Tab. B, 15/10',
      '§ 24 Abs. 1 Nr. 8 StBVV, GW 24.300 EUR, Tab. A, 3/10',
      '§ 24 Abs. 1 Nr. 5 StBVV, GW 8.000 EUR, Tab. A, 2/10',
      '§ 16 StBVV (20 % der Gebühren, max. 20,00 EUR)',
    ].map((t) => [t, t.replace('§ ', '').replace('Nr. ', 'Nr ')]),
  ),
  '330|Summe Gebühren und Auslagen': 'Summe Gebühren und Auslagen1.481,00',
  '492|1.481,00': '',
  '1.762,39': '1762139',
};

describe("a scan's gross read back from its VAT", () => {
  it('reads the gross from the VAT at its rate where the net stuck to its label', () => {
    const doc = scannedAs('U-de-rechnung-steuerberater', steuerberater);
    expect(ask(doc, 'Wie hoch ist der Rechnungsbetrag?')).toMatch(/^1\.?762,39$/);
    expect(ask(doc, 'What is the invoice total?')).toMatch(/^1\.?762,39$/);
  });

  it('reads the gross from the net and both VAT lines of two rates', () => {
    const doc = scannedAs('AX-nl-factuur-hovenier', { '€ 1.900,02': '€ 1 900702' });
    expect(ask(doc, 'Te betalen?')).toMatch(/^1\.?900,02$/);
    expect(ask(doc, 'Wat is het totaalbedrag inclusief btw?')).toMatch(/^1\.?900,02$/);
  });

  it('leaves the gross unread where a digit of its cell is not the figure the VAT makes', () => {
    const doc = scannedAs('U-de-rechnung-steuerberater', { ...steuerberater, '1.762,39': '1762189' });
    expect(ask(doc, 'Wie hoch ist der Rechnungsbetrag?')).toBeNull();
  });

  it('leaves the gross unread where one of two VAT lines is misread too', () => {
    const doc = scannedAs('AX-nl-factuur-hovenier', { '€ 1.900,02': '€ 1 900702', '€ 44,19': '€ 4A,I9' });
    expect(ask(doc, 'Te betalen?') ?? '').not.toMatch(/1\.?900,02/);
  });

  it('answers no item of a table whose lines OCR left uncounted with the gross', () => {
    const doc = scannedAs('U-de-rechnung-steuerberater', steuerberater);
    expect(ask(doc, 'Was kostet die Einkommensteuererklärung?') ?? '').not.toMatch(/762,39/);
    expect(ask(doc, 'Was hat die Umsatzsteuererklärung gekostet?') ?? '').not.toMatch(/762,39/);
  });

  it("takes no item for the bill's main one by a price OCR misread", () => {
    // 24 x "€880" (€ 3,80) counts 21.120,00: no figure the page prints, no measure of the bill.
    const doc = scannedAs('AX-nl-factuur-hovenier', {
      '€ 1.900,02': '€ 1 900702',
      '€ 3,80': '€880',
      '€ 91,20': '€ 91720',
      '€ 312,75': '€81275',
    });
    expect(ask(doc, 'Hoeveel kosten de siergrassen?') ?? '').not.toMatch(/1\.?900,02/);
    expect(ask(doc, 'Te betalen?')).toMatch(/^1\.?900,02$/);
  });

  it("answers no item's price nor a rate's base with the gross", () => {
    const doc = scannedAs('AX-nl-factuur-hovenier', { '€ 1.900,02': '€ 1 900702' });
    expect(ask(doc, 'Wat kost de huur van de minigraver?') ?? '').not.toMatch(/1\.?900,02/);
    expect(ask(doc, 'Hoeveel kosten de siergrassen?') ?? '').not.toMatch(/1\.?900,02/);
    expect(ask(doc, 'Over welk bedrag wordt 9% btw berekend?') ?? '').not.toMatch(/1\.?900,02/);
  });
});
