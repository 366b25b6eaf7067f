import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A statement of costs ("Kostenberechnung") keys its number by its title's initials run together
// with the number word ("KR-Nr."), beside the deed's own number ("UR-Nr."); its fee passed on at
// cost comes after the VAT, one item more. Its day asked in everyday words is its date. A date
// after "ready to collect from" is no debit's: the till receipt paid that day prints no due date.

const notary = typedPage('BH-de-kostenberechnung-notarin');

describe("a statement of costs' number and items", () => {
  it("finds the number under the statement's own key, not the deed's", () => {
    expect(ask(notary, 'Wie lautet die Rechnungsnummer?')).toBe('1583/2026');
    expect(ask(notary, 'What is the invoice number?')).toBe('1583/2026');
  });

  it('counts the fee passed on after the VAT as an item, not the VAT row', () => {
    expect(ask(notary, 'Anzahl Positionen?')).toBe('6');
    expect(ask(notary, 'How many line items does the invoice list?')).toBe('6');
  });

  it("reads another title's initials key alike", () => {
    const doc = printedPage([
      [[50, 'Zimmerei Haller GmbH · Talweg 3 · 87435 Kempten']],
      '',
      [
        [50, 'Familie Roth'],
        [360, 'AZ-Nr.:'],
        [445, '77-112'],
      ],
      [
        [50, 'Bergstraße 8'],
        [360, 'SR-Nr.:'],
        [445, '2026-0311'],
      ],
      [
        [50, '87439 Kempten'],
        [360, 'Datum:'],
        [445, '04.03.2026'],
      ],
      '',
      'Schlussrechnung Dachstuhl Bergstraße 8',
      [
        [50, 'Pos.'],
        [120, 'Leistung'],
        [505, 'Betrag'],
      ],
      [
        [50, '1'],
        [120, 'Abbund und Montage Dachstuhl'],
        [500, '8.400,00'],
      ],
      [
        [50, '2'],
        [120, 'Kranstellung'],
        [505, '650,00'],
      ],
      [
        [120, 'Nettobetrag'],
        [500, '9.050,00'],
      ],
      [
        [120, 'MwSt. 19 %'],
        [500, '1.719,50'],
      ],
      [
        [120, 'Gesamtbetrag'],
        [495, '10.769,50'],
      ],
    ]);
    expect(ask(doc, 'Wie lautet die Rechnungsnummer?')).toBe('2026-0311');
  });
});

describe('fees after the VAT', () => {
  const rows = (passedOn: string, total: string) =>
    printedPage([
      [[50, 'Kanzlei Behrens · Marktplatz 2 · 24103 Kiel']],
      [
        [360, 'Rechnungsnr.:'],
        [445, '88/2026'],
      ],
      [
        [50, 'Gebühr Beratung'],
        [505, '300,00 €'],
      ],
      [
        [50, 'Gebühr Schriftsatz'],
        [505, '200,00 €'],
      ],
      [
        [50, 'Auslagenpauschale'],
        [510, '20,00 €'],
      ],
      [
        [50, 'Zwischensumme'],
        [505, '520,00 €'],
      ],
      [
        [50, 'Umsatzsteuer 19 %'],
        [505, '98,80 €'],
      ],
      [
        [50, 'Gerichtskosten (verauslagt)'],
        [505, passedOn],
      ],
      [
        [50, 'Rechnungsbetrag'],
        [505, total],
      ],
    ]);

  it('counts them where the total adds them up', () => {
    expect(ask(rows('75,00 €', '693,80 €'), 'Wie viele Positionen hat die Rechnung?')).toBe('4');
  });

  it('leaves them out where the total does not add them', () => {
    expect(ask(rows('75,00 €', '618,80 €'), 'Wie viele Positionen hat die Rechnung?')).not.toBe('4');
  });
});

describe('the day asked in everyday words', () => {
  it("reads the day paid at a shop named by its trade as the receipt's date", () => {
    const jeweller = typedPage('BI-en-receipt-jeweller');
    expect(ask(jeweller, "When did we pay at the jeweller's?")).toBe('28/11/2026');
    // "Ring ready to collect from 04/12/2026" collects the ring, no payment.
    expect(ask(jeweller, 'When is payment due?')).toBeNull();
  });

  it('reads the day a business billed as the date', () => {
    expect(ask(notary, 'An welchem Tag hat das Notariat die Kosten abgerechnet?')).toBe('12.11.2026');
  });

  it('still reads money collected from an account as the due date', () => {
    const doc = printedPage([
      [[50, 'Northwater Utilities Ltd']],
      [
        [50, 'Invoice No:'],
        [150, 'NW-44120'],
      ],
      [
        [50, 'Invoice Date:'],
        [150, '02/03/2026'],
      ],
      [
        [50, 'Water supply, February'],
        [505, '48.20'],
      ],
      [
        [50, 'Total'],
        [505, '48.20'],
      ],
      'The amount will be collected from your account on 16/03/2026.',
    ]);
    expect(ask(doc, 'When is payment due?')).toBe('16/03/2026');
  });
});
