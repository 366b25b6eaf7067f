import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Everyday questions name the document by what it is about or who sent it: "die Elektriker-Rechnung
// für die Backstube", "det nye køkkenbatteri", "de informaticus". The words the page prints, in its
// subject line or its items, and the issuer's trade are accounted for; "new" says nothing the page
// must print; a word the page never prints still asks of another document.
describe('a document named by its subject line', () => {
  const elektriker = typedPage('AJ-de-at-rechnung-elektriker');
  const vvs = typedPage('AI-da-faktura-vvs');

  it('reads the Backstube of "Betreff: Erneuerung Elektroinstallation Backstube"', () => {
    expect(ask(elektriker, 'Was ist die Nummer von der Elektriker-Rechnung für die Backstube?')).toBe(
      '2026/0142',
    );
    expect(ask(elektriker, 'Was kostet uns die neue Elektrik in der Backstube insgesamt?')).toBe('6.224,58');
    // A room the page never names is another job's.
    expect(
      ask(elektriker, 'Was ist die Nummer von der Elektriker-Rechnung für den Verkaufsraum?'),
    ).toBeNull();
  });

  it("reads the new kitchen tap and thermostats of a plumber's bill", () => {
    expect(ask(vvs, 'Hvilket nummer har VVS-regningen for det nye køkkenbatteri?')).toBe('20417');
    expect(ask(vvs, 'Hvad kommer termostaterne og det nye batteri til at koste os i alt?')).toBe('8.711,25');
    expect(ask(vvs, 'Hvilket nummer har VVS-regningen for den nye opvaskemaskine?')).toBeNull();
  });

  it('reads a subject line of its own wording, and only one opened by its key', () => {
    const rows = (subject: string) =>
      printedPage([
        'Maler Hinterberger GmbH',
        '',
        [
          [50, 'Rechnung Nr.'],
          [200, 'R-5521'],
        ],
        [
          [50, 'Rechnungsbetrag'],
          [200, '2.380,00 €'],
        ],
        '',
        subject,
      ]);
    const question = 'Welche Nummer hat die Rechnung für das Treppenhaus?';
    expect(ask(rows('Betreff: Anstrich Treppenhaus, Lindenweg 3'), question)).toBe('R-5521');
    expect(ask(rows('Wir danken für Ihren Auftrag.'), question)).toBeNull();
  });
});

describe('a business named by a trade the packs now know', () => {
  it('reads the Gärtnerei and the informaticus as the issuer', () => {
    expect(
      ask(typedPage('AJ-de-ch-rechnung-gaertnerei'), 'Wie viel MWST verrechnet uns die Gärtnerei?'),
    ).toBe('215.62');
    expect(
      ask(typedPage('AI-nl-be-factuur-itsupport'), 'Hoeveel btw zit er op de factuur van de informaticus?'),
    ).toBe('204,39');
  });
});
