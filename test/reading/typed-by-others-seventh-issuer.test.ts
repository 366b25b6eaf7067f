import { describe, expect, it } from 'vitest';
import { ask, LINES_AND_TOTALS, printedPage, type Row, typedPage as page } from './positioned-page';

// The seventh batch typed by others (Q-, R-, S-): where the issuer is printed. Each answer below
// was wrong before its change (a confident answer naming a town line, a charge, a branch number or
// the customer).

describe('pages typed by others, seventh batch: the issuer', () => {
  it("a town with its province's code is the letterhead's address, no company", () => {
    // "Calgary, AB  T1Y 6J2": Alberta's "AB" had read as a Swedish company's legal form.
    const shop = page('S-en-ca-ab-it-services-invoice');
    expect(ask(shop, 'Who issued this invoice?')).toBe('Chinook Computer Repair Ltd.');
    expect(ask(shop, 'Vendor?')).toBe('Chinook Computer Repair Ltd.');
    expect(ask(shop, 'Which computer shop sent us the bill?')).toBe('Chinook Computer Repair Ltd.');
  });

  it('a window addressed to someone ("z. H.", "t.a.v.") is the customer under a centred letterhead', () => {
    const hotel = page('R-de-hotelrechnung-zellamsee');
    expect(ask(hotel, 'Welches Hotel hat die Rechnung ausgestellt?')).toBe('HOTEL SEEBLICK');
    expect(ask(hotel, 'Which hotel issued this bill?')).toBe('HOTEL SEEBLICK');
    const plumber = page('Q-nl-factuur-loodgieter');
    expect(ask(plumber, 'Crediteur?')).toBe('Loodgietersbedrijf J. van der Meulen');
    expect(ask(plumber, 'Who is the supplier?')).toBe('Loodgietersbedrijf J. van der Meulen');
  });

  it("a party's word pricing a charge labels no party", () => {
    // "Shop Supplies   34.82" over "Sales Tax 7% (parts)   23.44" among the totals.
    const garage = page('S-en-us-auto-repair');
    expect(ask(garage, 'Vendor?')).toBe('KESSLER BROS. AUTO SERVICE');
    expect(ask(garage, 'Which repair shop issued this invoice?')).toBe('KESSLER BROS. AUTO SERVICE');
  });

  it("a branch's number after the store's label on a card slip is no store's name", () => {
    // "Butik 0447  Term 03": the shop is the receipt's top line.
    const grocery = page('Q-sv-kvitto-livs');
    expect(ask(grocery, 'Butik?')).toBe('Matkassen Ekbacken');
    expect(ask(grocery, 'Which store is this receipt from?')).toBe('Matkassen Ekbacken');
  });

  it("an attention line, over or under the window's name, makes the block the customer's", () => {
    // A centred letterhead without a legal form over a window whose name has one: in English, in
    // the attention line's three places and wordings.
    const letter = (window: Row[]) =>
      printedPage([
        [[220, 'Harbour Joinery']],
        [[120, 'Unit 4, Quay Road, Bristol BS1 4QA - 0117 496 0102']],
        '',
        '',
        ...window,
        [
          [50, '12 Park Row'],
          [380, 'Invoice No'],
          [450, 'HJ-1042'],
        ],
        [
          [50, 'Bath BA1 2AB'],
          [380, 'Date'],
          [450, '03/05/2024'],
        ],
        ...LINES_AND_TOTALS,
        ...Array<Row>(8).fill(''),
        'Payment within 14 days by bank transfer.',
      ]);
    for (const window of [
      ['Kingsley Lettings Ltd', 'Attn: Ms Jane Porter'],
      ['FAO Ms Jane Porter', 'Kingsley Lettings Ltd'],
      ['Kingsley Lettings Ltd', 'For the attention of Jane Porter'],
    ])
      expect(ask(letter(window), 'Who issued this invoice?')).toBe('Harbour Joinery');
  });
});
