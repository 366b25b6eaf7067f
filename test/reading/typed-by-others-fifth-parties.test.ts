import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The fifth batch typed by others (K-, L-, M-): who issued the page and who is billed. Each answer
// below was missing or wrong before its change.

describe('pages typed by others, fifth batch: the customer without a label', () => {
  it('a rule, a key alone or a line with figures over the window is no name above it', () => {
    // "=====" under the letterhead, the sender line "Carrowmore … - Unit 7, … - Dublin 10" and the
    // return address "Retouradres: Postbus 2210, 8000 CE Zwolle" had been read as the letterhead's
    // name over the window, whose block then was the issuer's own.
    expect(ask(page('K-sv-faktura-verkstad'), 'Kund?')).toBe('Lindahl Rör & Värme AB');
    expect(ask(page('M-en-ie-vat-invoice'), 'Who is the bill made out to?')).toBe(
      'Harcourt Quay Offices Ltd',
    );
    expect(ask(page('L-nl-factuur-energie'), 'Aan wie is de factuur gericht?')).toBe('Kapsalon Lotte V.O.F.');
  });

  it('a letter greeting is no window, whatever window it would open', () => {
    // "Beste mevrouw Verbeek," had been the window's first line; the answer was then refused.
    expect(ask(page('L-nl-factuur-energie'), 'Who is the invoice addressed to?')).toBe(
      'Kapsalon Lotte V.O.F.',
    );
  });

  it('a rule under the sender line does not end its window', () => {
    expect(ask(page('K-da-faktura-mobilabonnement'), 'Kunde?')).toBe('Hansen & Kjær Tømrer ApS');
    expect(ask(page('K-da-faktura-mobilabonnement'), 'Who is the customer on this invoice?')).toBe(
      'Hansen & Kjær Tømrer ApS',
    );
  });

  it('"To:" over the name, with the invoice details at the right of its line', () => {
    expect(ask(page('M-en-uk-builder-cis-invoice'), 'Customer?')).toBe('Westlea Property Developments Ltd');
    const danish = printedPage([
      'Tømrer Hansen ApS',
      'Vestergade 1, 8000 Aarhus C',
      '',
      [
        [50, 'Til:'],
        [350, 'Fakturanr.'],
        [450, '1042'],
      ],
      [
        [50, 'Bager Jensen ApS'],
        [350, 'Fakturadato'],
        [450, '03.05.2024'],
      ],
      'Nørregade 14',
      '5000 Odense C',
      '',
      [
        [300, 'I alt'],
        [450, '1.250,00'],
      ],
    ]);
    expect(ask(danish, 'Hvem er kunden?')).toBe('Bager Jensen ApS');
  });

  it('a key-value row\'s "To" names no customer by the key under it', () => {
    // "Till   Vasagatan 12, Göteborg" over "Körsträcka   24,6 km" on a taxi receipt.
    expect(ask(page('D-sv-taxi-kvitto'), 'Vad heter kunden?')).toBeNull();
  });
});

describe('pages typed by others, fifth batch: the issuer', () => {
  it("a journey's ends are places, not the cab firm", () => {
    expect(ask(page('M-en-uk-taxi-receipt'), 'Cab firm?')).toBe('Minster Taxis');
    expect(ask(page('M-en-uk-taxi-receipt'), 'Which taxi company issued the receipt?')).toBe('Minster Taxis');
  });

  it('"From" over "To" naming two companies still names the issuer', () => {
    const letter = printedPage([
      'INVOICE',
      '',
      'From: Brightwater Plumbing Ltd',
      'To: Harbour Cafe Ltd',
      '12 Quay Street, Bristol BS1 4DJ',
      '',
      [
        [300, 'Invoice no.'],
        [450, 'BP-2231'],
      ],
      [
        [300, 'Total'],
        [450, '240.00'],
      ],
    ]);
    expect(ask(letter, 'Who issued the invoice?')).toBe('Brightwater Plumbing Ltd');
  });
});

describe('pages typed by others, fifth batch: whose value it is', () => {
  it("a contact asked at the issuer is not the customer's attention line", () => {
    // "Att: Maria Ekholm" and "Att.: Bogholderiet" stand in the customer's block.
    expect(ask(page('K-sv-faktura-saas'), 'Vem är vår kontaktperson hos Tidvis?')).toBeNull();
    expect(ask(page('K-da-faktura-mobilabonnement'), 'Hvem er vores kontaktperson hos Nordlink?')).toBeNull();
    expect(ask(page('K-sv-faktura-saas'), 'Vem är kontaktperson hos Ekholm?')).toBe('Maria Ekholm');
    // The customer's number is the customer's, whoever gave it.
    expect(ask(page('K-sv-faktura-saas'), 'Vad är vårt kundnummer hos Tidvis?')).toBe('10388');
  });

  it("a till slip's card line in the paper's upper half is no customer's window", () => {
    expect(ask(page('K-da-kvittering-vaskehal'), 'Hvem er kunden?')).toBeNull();
  });
});
