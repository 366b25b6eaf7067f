import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Three kinds of question the invoice's own values answered falsely: the day work was carried out
// (the bill's date), a person named by what was done (the business), another document's number (the
// invoice's).
const SWEDISH_BILL = printedPage([
  'Trädvård Öst AB',
  [
    [50, 'Fakturanummer'],
    [300, '4417'],
  ],
  [
    [50, 'Fakturadatum'],
    [300, '2026-03-09'],
  ],
  [
    [50, 'Förfallodatum'],
    [300, '2026-04-08'],
  ],
  [
    [50, 'Beskärning av ek, 6 tim'],
    [400, '4 200,00'],
  ],
  [
    [50, 'Att betala'],
    [400, '5 250,00'],
  ],
]);

const GERMAN_BILL = printedPage([
  'Elektro Haas GmbH',
  [
    [50, 'Rechnungsnummer'],
    [300, 'R-2026-118'],
  ],
  [
    [50, 'Rechnungsdatum'],
    [300, '20.03.2026'],
  ],
  [
    [50, 'Leistungsdatum'],
    [300, '12.03.2026'],
  ],
  [
    [50, 'Wallbox montiert'],
    [400, '890,00'],
  ],
  [
    [50, 'Gesamtbetrag'],
    [400, '1 059,10'],
  ],
]);

describe('the day work was carried out', () => {
  it("is no invoice's date where the page prints only the bill's days", () => {
    expect(ask(typedPage('BF-sv-faktura-tradvard'), 'Vilket datum utfördes arbetet?')).toBeNull();
    expect(ask(typedPage('AZ-en-ie-invoice-event-hire'), 'On what date was the marquee put up?')).toBeNull();
    expect(ask(SWEDISH_BILL, 'Vilket datum utfördes arbetet?')).toBeNull();
    // The day of the bill or of the purchase is the invoice's.
    expect(ask(SWEDISH_BILL, 'Vilket är fakturadatum?')).toBe('2026-03-09');
    expect(
      ask(typedPage('AW-fr-ticket-librairie'), "À quelle date l'achat a-t-il été effectué ?"),
    ).not.toBeNull();
  });

  it('is the service date the page prints', () => {
    expect(ask(GERMAN_BILL, 'An welchem Datum wurde die Arbeit durchgeführt?')).toBe('12.03.2026');
    expect(ask(GERMAN_BILL, 'Wie lautet das Rechnungsdatum?')).toBe('20.03.2026');
  });
});

describe('a person named by what was done', () => {
  it("is no business's name", () => {
    const page = typedPage('BF-da-faktura-glarmester');
    expect(ask(page, 'What is the name of the fitter who did the job?')).toBeNull();
    expect(ask(SWEDISH_BILL, 'Vad heter arboristen som utförde arbetet?')).toBeNull();
    // A business named by what it did is the business.
    expect(ask(page, 'What is the name of the company that did the job?')).toBe('Vestbyens Glas ApS');
  });
});

describe("another document's number", () => {
  it("is not the invoice's where the page never prints the document's name", () => {
    const page = typedPage('BF-en-invoice-skip-hire');
    expect(ask(page, 'What is the waste transfer note number?')).toBeNull();
    expect(ask(GERMAN_BILL, 'What is the installation certificate number?')).toBeNull();
    // The invoice's own, by any of its words, is.
    expect(ask(page, 'What is the invoice number?')).toBe('SK-11842');
    expect(ask(GERMAN_BILL, 'What is the invoice number?')).toBe('R-2026-118');
    expect(ask(typedPage('AW-sv-kvitto-bensinstation'), 'Vilket är kvittots nummer?')).toBe('318864');
  });
});
