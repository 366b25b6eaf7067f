import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A question naming the issuer by a trade word no pack lists, which the issuer's own name carries
// ("de loonwerker" of "Loonbedrijf ...", "de straler" of "Straalbedrijf ..."): the word says whose
// document, it is no thing the page must print.
describe('the issuer named by a trade word of its name', () => {
  it('answers the number, due day and VAT of the loonwerker and the straler', () => {
    const loon = typedPage('BJ-nl-factuur-loonwerk');
    expect(ask(loon, 'Welk nummer heeft de rekening van de loonwerker?')).toBe('2026-0318');
    expect(ask(loon, 'Hoeveel omzetbelasting rekent de loonwerker in totaal?')).toBe('461,27');
    const straal = typedPage('BK-nl-factuur-zandstralen');
    expect(ask(straal, 'Welk nummer staat op de rekening van de straler?')).toBe('F26-0147');
  });

  // "het stralen" said of the sum ("in totaal inclusief btw") says whose sum, no part added to it;
  // "het zandstralen" closes with the work the issuer's name opens with.
  it('answers the sum and the day of the blasting, by the work or a compound closing with it', () => {
    const straal = typedPage('BK-nl-factuur-zandstralen');
    expect(ask(straal, 'Wat kost het stralen ons in totaal inclusief btw?')).toBe('1.128,75');
    expect(ask(straal, 'Op welke dag is de factuur van het zandstralen opgemaakt?')).toBe('4 maart 2026');
    expect(ask(straal, 'Op welke dag is de factuur van het zandbakken opgemaakt?')).toBeNull();
  });

  it("answers nothing for a trade the issuer's name does not carry, nor one the customer's carries too", () => {
    expect(
      ask(typedPage('BJ-nl-factuur-loonwerk'), 'Welk nummer heeft de rekening van de straler?'),
    ).toBeNull();
    const both = printedPage([
      'Straalbedrijf De Korrel B.V.',
      'Industrieweg 41, 5262 GJ Vught',
      '',
      'Straaltechniek Jansen',
      'Havenstraat 2, 5211 AB Den Bosch',
      '',
      [
        [50, 'Factuurnummer'],
        [300, 'F26-0147'],
      ],
      [
        [50, 'Totaal'],
        [300, '1.128,75'],
      ],
    ]);
    expect(ask(both, 'Welk nummer staat op de rekening van de straler?')).toBeNull();
  });

  // The trade word after a preposition and the question word asks which business ("Von welchem
  // Hörakustiker ..." of Hörakustik Lindner GmbH): the issuer, as "Welcher Hörakustiker ..." would.
  it('asks the issuer after "von welchem"', () => {
    const hearing = typedPage('BJ-de-rechnung-hoerakustik');
    expect(ask(hearing, 'Von welchem Hörakustiker stammen die Geräte?')).toBe('Hörakustik Lindner GmbH');
    expect(ask(hearing, 'Von welchem Bäcker stammen die Geräte?')).toBeNull();
  });
});

// A word before a trade asked says what kind of business it is ("the bike couriers" of "Bicycle
// Courier"): where the trade is a party's, the word names no other thing the page must print.
describe('a trade asked with the kind of business before it', () => {
  it('is the party of the trade', () => {
    const courier = typedPage('BJ-en-invoice-bike-courier');
    expect(ask(courier, 'When did the bike couriers send us this bill?')).toBe('31/03/2026');
    expect(ask(courier, 'When did the bike mechanics send us this bill?')).toBeNull();
  });
});
