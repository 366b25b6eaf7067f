import { describe, expect, it } from 'vitest';
import { ask, asScan, scannedAs, typedPage } from './positioned-page';

// A scan's total whose figure OCR read as digits alone, in a cell of its own beside its label
// ("TOTAAL EUR | 5651", "Total TVA | 3231"): no currency beside it, so no amount was read there at
// all. Where the page's figures read whole add up to it, it is that figure; else nothing.

describe("a scan's total read as digits alone", () => {
  it('reads a till total back where the VAT table adds up to it', () => {
    const doc = scannedAs('BE-nl-kasticket-beenhouwerij', { '56,51': '5651', '3,26': '326' });
    expect(ask(doc, 'Wat is het totaalbedrag van het ticket?')).toBe('56,51');
  });

  it('reads a total whose separators OCR read as digits ("101171725" of 10 171,25)', () => {
    const doc = scannedAs('AC-no-faktura-verksted', { '10 171,25': '101171725' });
    expect(ask(doc, 'Å betale?')).toBe('10171,25');
  });

  it('says nothing where no figures of the page make it', () => {
    const doc = scannedAs('BE-nl-kasticket-beenhouwerij', {
      '56,51': '5651',
      '3,26': '326',
      '56,01': '5601',
      '0,50': '050',
    });
    expect(ask(doc, 'Wat is het totaalbedrag van het ticket?')).toBeNull();
  });

  it("reads a VAT total back where the net and gross read whole differ by it, not a rate line's base", () => {
    const doc = scannedAs('BD-fr-facture-fleuriste', { '32.31': '3231', '13.52': '113152', '18.79': '1679' });
    expect(ask(doc, 'Quel est le montant total de la TVA ?')).toBe('32.31');
  });

  it('takes no VAT for one figure printed elsewhere ("1378" of 137,18 beside a price of 13,79)', () => {
    const doc = scannedAs('BC-da-kvittering-tankstation', { '137,18': '1378' });
    expect(ask(doc, 'Moms i alt?')).toBeNull();
  });

  it("keeps a text layer's figures as printed", () => {
    expect(ask(typedPage('BE-nl-kasticket-beenhouwerij'), 'Totaal?')).toBe('56,51');
  });
});

describe("a scan's VAT table", () => {
  it('reads a rate whose code letter OCR glued to it ("C21%" of "C 21%") as the rate', () => {
    const doc = scannedAs('BE-nl-kasticket-beenhouwerij', {
      '56,51': '5651',
      '3,26': '326',
      'C 21%': 'C21%',
    });
    expect(ask(doc, 'Hoeveel btw staat er in totaal op het ticket?')).toBe('3,26');
  });

  it('takes a rates column misread ("25700" under "Moms%") for no unread part of the VAT', () => {
    const doc = scannedAs('BE-sv-kvitto-frisorsalong', { '25,00': '25700' });
    expect(ask(doc, 'Moms?')).toBe('195,80');
  });

  it('bounds no VAT by what is left to pay after a deposit', () => {
    const doc = asScan(typedPage('BE-no-kvittering-sykkelverksted'));
    expect(ask(doc, 'Hvor mye mva er det totalt?')).toBe('397,00');
  });
});

describe("a scan's VAT table sum row with one figure broken", () => {
  it('reads the VAT where the broken net shows its digits, the gross being the total', () => {
    const doc = scannedAs('AA-de-kassenbon-drogerie', { '26,15': '26715', '0,32': '032' });
    expect(ask(doc, 'MwSt gesamt?')).toBe('4,43');
  });

  it("reads the VAT where the rates' nets above the broken one add up to it", () => {
    const doc = scannedAs('AD-de-kassabon-supermarkt-at', { '29,76': '29O', '2,71': '21', '16,27': '1627' });
    expect(ask(doc, 'MwSt gesamt?')).toBe('4,33');
  });

  it('says nothing where neither shows the net, unless each rate row shows its own VAT', () => {
    const doc = scannedAs('AA-de-kassenbon-drogerie', { '26,15': '26Z1S', '21,64': '2I64', '0,32': '032' });
    // The sum row says nothing, but its rows do: 4,11 is the 19 % share of the gross 25,75, and
    // 4,51 + 0,32 = 4,83 at 7 %; the two grosses make the total 30,58 (vat-table.ts rateTable).
    expect(ask(doc, 'MwSt gesamt?')).toBe('4,43');
    // With the second row's gross misread too, nothing shows its VAT.
    const broken = scannedAs('AA-de-kassenbon-drogerie', {
      '26,15': '26Z1S',
      '21,64': '2I64',
      '0,32': '032',
      '4,83': '4B3',
    });
    expect(ask(broken, 'MwSt gesamt?')).toBeNull();
  });
});
