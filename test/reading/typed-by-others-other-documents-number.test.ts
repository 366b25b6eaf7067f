import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A bare number label after another document's noun in running text ("Lieferscheine Nr. 55120")
// is that document's number, not the invoice's.

describe("another document's number in the running text", () => {
  it("is not the invoice's number", () => {
    // "Leistungszeitraum 01.02.2026 – 28.02.2026, Lieferscheine Nr. 55120 bis 55128".
    const page = typedPage('BQ-de-rechnung-mietwaesche');
    for (const q of ['Wie lautet die Rechnungsnummer?', 'Re.-Nr.?', 'What is the invoice number?'])
      expect(ask(page, q)).toBe('RE-2026-03117');
  });

  it('is no number of the invoice on a page of its own wording', () => {
    const page = printedPage([
      [[40, 'Schreinerei Holzmann GmbH']],
      '',
      [[40, 'Rechnung']],
      [[40, 'Leistungsdatum 12.02.2026, Lieferschein Nr. 4471']],
      [
        [40, 'Einbauschrank nach Maß'],
        [400, '1.200,00'],
      ],
      [
        [40, 'Gesamtbetrag'],
        [400, '1.428,00'],
      ],
    ]);
    expect(ask(page, 'Wie lautet die Rechnungsnummer?')).toBeNull();
  });
});
