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
});
