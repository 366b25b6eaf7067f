import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

describe('a letterhead that is the legal name cut short: the issuer is the legal name', () => {
  it('the footer spells out the name the heading shortens, and the customer stays the window', () => {
    const garage = typedPage('AR-da-faktura-autovaerksted');
    expect(ask(garage, 'Hvilken virksomhed har udstedt fakturaen?')).toBe('Kildevang Autoværksted ApS');
    expect(ask(garage, 'Who is the customer on this invoice?')).toBe('Frederik Nørgaard');
    const gardener = typedPage('AQ-sv-faktura-summa-vanster');
    expect(ask(gardener, 'Leverantör?')).toBe('Kvarnbackens Trädgårdstjänst AB');
    expect(ask(gardener, 'Kund?')).toBe('Brf Lönnlunden 3');
  });

  it("a till receipt's legal line with a register number of five digits names its company", () => {
    const store = typedPage('AU-de-kassenbon-baumarkt');
    expect(ask(store, 'Welches Unternehmen hat den Kassenbon ausgestellt?')).toBe('Hammerwerk Baumarkt GmbH');
  });

  const letter = (heading: string, footer: string) =>
    printedPage([
      [[50, heading]],
      [[50, 'Industriestraße 4, 34117 Kassel']],
      '',
      [[50, 'Herrn']],
      [[50, 'Jonas Albrecht']],
      [[50, 'Lindenweg 9']],
      [[50, '34121 Kassel']],
      '',
      [
        [50, 'Rechnung Nr.'],
        [160, 'R-2026-0311'],
      ],
      [
        [50, 'Datum'],
        [160, '12.03.2026'],
      ],
      '',
      [
        [50, 'Wartung Hebebühne'],
        [470, '480,00'],
      ],
      [
        [330, 'Gesamtbetrag'],
        [470, '571,20'],
      ],
      '',
      [[50, footer]],
    ]);

  it('in a page of its own wording: a heading whose words open the legal name', () => {
    const page = letter('BRANDT MASCH', 'Brandt Maschinenservice GmbH - Sitz Kassel - HRB 4711 AG Kassel');
    expect(ask(page, 'Who issued this invoice?')).toBe('Brandt Maschinenservice GmbH');
    expect(ask(page, 'Who is the customer?')).toBe('Jonas Albrecht');
  });

  // A heading with a word the legal name does not open is a trading name: the hotel the company
  // runs where its legal name says so ("Hotelbetriebs"), as pages typed by others name it
  // (AR-de-hotelrechnung); a brand of the company otherwise, whose invoice the books keep under
  // the legal name (BP-fr-facture-marbrerie, BS-fr-facture-spa).
  it('a heading with a word the legal name does not open: the hotel its company runs', () => {
    const runs = letter('HOTEL SONNENHOF', 'Sonnenhof Hotelbetriebs GmbH - Sitz Kassel - HRB 4711 AG Kassel');
    expect(ask(runs, 'Who issued this invoice?')).toBe('HOTEL SONNENHOF');
    const brand = letter('HOTEL SONNENHOF', 'Sonnenhof Betriebs GmbH - Sitz Kassel - HRB 4711 AG Kassel');
    expect(ask(brand, 'Who issued this invoice?')).toBe('Sonnenhof Betriebs GmbH');
  });

  // A plural says the same word: "MARQUEES" is the legal name's "Marquee", the heading no more
  // than the legal name with its last word cut.
  it('a heading printing a word of the legal name in its plural', () => {
    const hire = typedPage('AZ-en-ie-invoice-event-hire');
    expect(ask(hire, 'Supplier?')).toBe('Westlake Marquee Hire Ltd');
    expect(ask(hire, 'Who is the invoice from?')).toBe('Westlake Marquee Hire Ltd');
    const page = letter(
      'BRANDT MASCHINEN',
      'Brandt Maschine Service GmbH - Sitz Kassel - HRB 4711 AG Kassel',
    );
    expect(ask(page, 'Who issued this invoice?')).toBe('Brandt Maschine Service GmbH');
  });
});
