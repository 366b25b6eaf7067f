import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Where a page prints several dates, a label of printing or purchase ("Utskrivet", "Printed on",
// "Kaufdatum") says which is the document's; the arrival day of a hotel stay is another date.

describe("the document's date among several", () => {
  it('is the hotel bill printed at checkout, not the check-in day under the table\'s "Datum"', () => {
    const doc = typedPage('H-sv-kvitto-hotell');
    expect(ask(doc, 'Datum?')).toBe('2024-08-14');
    expect(ask(doc, 'När skrevs kvittot ut?')).toBe('2024-08-14');
    expect(ask(doc, 'What is the date of the receipt?')).toBe('2024-08-14');
  });

  it.each([
    ['Printed on', 'What is the date of the receipt?'],
    ['Druckdatum', 'Rechnungsdatum?'],
    ["Date d'impression", 'Date ?'],
  ])('is the one beside "%s", not the arrival day above it', (label, question) => {
    const doc = printedPage([
      [
        [50, 'Hotel Nord'],
        [400, 'Receipt 4711'],
      ],
      [],
      [
        [50, 'Arrival'],
        [150, '2024-03-02'],
        [330, label],
        [430, '2024-03-05'],
      ],
      [
        [50, 'Departure'],
        [150, '2024-03-05'],
      ],
      [],
      [
        [50, 'Datum'],
        [130, 'Beschreibung'],
        [480, 'Betrag'],
      ],
      [
        [50, '2024-03-02'],
        [130, 'Room'],
        [480, '120,00'],
      ],
      [
        [50, '2024-03-03'],
        [130, 'Room'],
        [480, '120,00'],
      ],
      [
        [130, 'Total'],
        [480, '240,00'],
      ],
    ]);
    expect(ask(doc, question)).toBe('2024-03-05');
  });

  it('is the day things printed on the page were bought, asked by them with a word of buying', () => {
    const doc = typedPage('AB-sg-electronics-tax-invoice-receipt');
    expect(ask(doc, 'When did I buy the SSD and cables?')).toBe('25/05/2024');
    // Not the day of a job done: "installed" is no word of buying.
    expect(ask(doc, 'What date were the SSD and cables installed?')).toBeNull();
  });
});
