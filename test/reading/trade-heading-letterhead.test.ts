import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// A letterhead may head its block with the trade alone, in capitals ("TANDTEKNISK LABORATORIUM"),
// the seller's name with its legal form only in the footer. The heading describes the business:
// it is never the customer, and the issuer asked by its words is the legal name. A window with an
// attention line is the customer's, however high the other block stands.

const lab = (window: string[], heading = 'ORTOPÆDISK VÆRKSTED'): Row[] => [
  [[360, heading]],
  [[360, 'Vestergade 9']],
  [[360, '8600 Silkeborg']],
  [[360, 'Tlf. 86 82 11 40']],
  '',
  ...window.map((line): Row => [[50, line]]),
  '',
  [
    [50, 'FAKTURA'],
    [360, 'Fakturanr.:'],
    [450, '4410'],
  ],
  [
    [360, 'Fakturadato:'],
    [450, '02.03.2026'],
  ],
  '',
  [
    [50, 'Indlægssåler, par'],
    [480, '1.450,00'],
  ],
  [
    [300, 'I alt DKK'],
    [480, '1.450,00'],
  ],
  ...Array.from({ length: 20 }, () => ''),
  'Ortopædi Midtjylland ApS · CVR-nr. 31 22 45 90 · post@ortomidt.dk',
];

describe('a trade heading over the letterhead', () => {
  it('is never the customer', () => {
    const plain = printedPage(lab(['Fysioterapien Åskrænten', 'Åskrænten 4', '8600 Silkeborg']));
    expect(ask(plain, 'Hvem er kunden?')).toBe('Fysioterapien Åskrænten');
    expect(ask(plain, 'Who is the invoice addressed to?')).toBe('Fysioterapien Åskrænten');
  });

  it('gives way to a window with an attention line', () => {
    const attended = printedPage(
      lab(
        ['Fysioterapien Åskrænten', 'Att.: Bogholderiet', 'Åskrænten 4', '8600 Silkeborg'],
        'SKRÆDDERSYET FODTØJ',
      ),
    );
    expect(ask(attended, 'Kunde?')).toBe('Fysioterapien Åskrænten');
  });

  it('asks for the legal name when the issuer is asked by its words', () => {
    const plain = printedPage(lab(['Fysioterapien Åskrænten', 'Åskrænten 4', '8600 Silkeborg']));
    expect(ask(plain, 'Hvilket værksted er regningen fra?')).toBe('Ortopædi Midtjylland ApS');
  });

  it('reads the dental laboratory', () => {
    const page = typedPage('BM-da-faktura-tandlaboratorium');
    expect(ask(page, 'Hvilket laboratorium er regningen fra?')).toBe('Tandteknik Vestjylland ApS');
    expect(ask(page, 'Hvilken klinik skal betale regningen?')).toBe('Tandlægerne Søndergade I/S');
  });
});
