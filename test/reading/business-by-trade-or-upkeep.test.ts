import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A business asked by the kind it is ("Which movie theater ...", "Dans quelle laverie ...", "Von
// welchem Notariat ...") or by the upkeep it does ("Wie doet het onderhoud van de lift?"): the
// issuer. The kinds are the packs' words, in every language; a business asked by what it did to a
// thing the page names only in its item table's heading ("Hest" over each horse's name) did it.

describe('a business asked by its kind', () => {
  it('reads a cinema, a launderette and a notary office as the issuer', () => {
    expect(ask(typedPage('BH-en-receipt-cinema-tickets'), 'Which movie theater did we go to?')).toMatch(
      /STARLITE TWIN CINEMAS/i,
    );
    expect(ask(typedPage('BH-fr-ticket-laverie'), 'Dans quelle laverie a-t-on fait la lessive ?')).toBe(
      'Laverie des Tanneurs SARL',
    );
    expect(
      ask(typedPage('BH-de-kostenberechnung-notarin'), 'Von welchem Notariat kommt die Kostenberechnung?'),
    ).toBe('Notarin Dr. Henrike Albers');
  });

  it('reads a kind in another language the same way', () => {
    const kino = printedPage([
      [[200, 'Filmpalast Lindenhof GmbH']],
      [[200, 'Kino · Lounge · Events']],
      [[200, 'Lindenstraße 4, 79098 Freiburg']],
      '',
      [[170, 'Beleg-Nr. 55120   14.03.2026']],
      [
        [170, '2 x Eintritt Erwachsene'],
        [390, '23,00'],
      ],
      [
        [170, 'Popcorn groß'],
        [395, '6,50'],
      ],
      [
        [170, 'SUMME EUR'],
        [385, '29,50'],
      ],
      [
        [170, 'enth. MwSt. 7 %'],
        [395, '1,93'],
      ],
    ]);
    expect(ask(kino, 'In welchem Kino waren wir?')).toBe('Filmpalast Lindenhof GmbH');
  });
});

describe('a business asked by the upkeep it does', () => {
  it('reads who maintains the lift as the issuer, not a heading word', () => {
    const lift = typedPage('BH-nl-factuur-liftonderhoud');
    expect(ask(lift, 'Wie doet het onderhoud van de lift?')).toMatch(/VAN DAMME/i);
    // The technician who did the repair is a person the bill does not name.
    expect(ask(lift, 'Welke technieker heeft de herstelling uitgevoerd?')).toBeNull();
  });
});

describe('what was done to the things an item table heads', () => {
  const farrier = typedPage('BI-da-faktura-hovslager');

  it('reads the heading over the rows as what the work was done to', () => {
    expect(ask(farrier, 'Hvilket firma har skoet hestene?')).toBe('Bredsten Hovslageri ApS');
  });

  it('leaves a thing neither rows nor headings print to another business', () => {
    expect(ask(farrier, 'Hvilket firma har klippet hækken?')).toBeNull();
  });

  it('reads a heading over rows of another page alike', () => {
    const fleet = printedPage([
      [[50, 'Autopflege Brandt GmbH']],
      [[50, 'Industriestraße 9, 28199 Bremen']],
      '',
      [
        [50, 'Rechnung'],
        [360, 'Rechnungsnr.:'],
        [450, 'R-2231'],
      ],
      [
        [360, 'Datum:'],
        [450, '02.03.2026'],
      ],
      '',
      [
        [50, 'Fahrzeug'],
        [150, 'Leistung'],
        [400, 'Menge'],
        [500, 'Betrag'],
      ],
      [
        [50, 'HB-KL 201'],
        [150, 'Innenreinigung'],
        [410, '1'],
        [500, '89,00'],
      ],
      [
        [50, 'HB-KL 202'],
        [150, 'Innenreinigung'],
        [410, '1'],
        [500, '89,00'],
      ],
      [
        [360, 'Nettobetrag'],
        [500, '178,00'],
      ],
      [
        [360, 'MwSt. 19 %'],
        [505, '33,82'],
      ],
      [
        [360, 'Gesamtbetrag'],
        [500, '211,82'],
      ],
    ]);
    expect(ask(fleet, 'Welche Firma hat die Fahrzeuge aufbereitet?')).toBe('Autopflege Brandt GmbH');
    expect(ask(fleet, 'Welche Firma hat die Fenster aufbereitet?')).toBeNull();
  });
});
