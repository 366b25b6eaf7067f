import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Which name on the page is the issuer's and which the customer's, on pages of the thirteenth batch
// typed by others: a logo in capitals over the company's name in full, a trading name heading the
// page over the company that runs it, and lines in a window's place that are no one's name (a
// household's salutation, a title, an attention line, a row of charges, a label's number word).

describe("the issuer's name in full under its logo", () => {
  it("takes the name on the letterhead's one line of name, street and town, parted by commas", () => {
    const page = typedPage('AJ-de-ch-rechnung-gaertnerei');
    for (const q of [
      'Welche Firma stellt die Rechnung?',
      'Rechnungssteller?',
      'Which company is the invoice from?',
    ])
      expect(ask(page, q)).toBe('Grüntal Gartenbau GmbH');
  });

  it('takes the name a logo shortens word by word', () => {
    // Its legal form from the footer's legal line ("… Pty Ltd ABN 54 614 209 837"): the books' name.
    const page = typedPage('AK-au-tax-invoice-vet');
    for (const q of ['Supplier?', 'Who is the invoice from?', 'Which clinic issued this tax invoice?'])
      expect(ask(page, q)).toBe('Banksia Vale Veterinary Clinic Pty Ltd');
  });

  it('names no person at work by a stem the name shares, and the company behind still names the issuer', () => {
    const vet = typedPage('AK-au-tax-invoice-vet');
    expect(ask(vet, 'Which veterinarian saw Biscuit?')).toBeNull();
    expect(ask(vet, 'Which vet did we go to?')).toBe('Banksia Vale Veterinary Clinic Pty Ltd');
    expect(ask(typedPage('Y-uk-vet-invoice'), 'When did the vets send us this bill?')).toBe('03/09/2024');
  });

  it('reads both on a page of its own wording', () => {
    const page = printedPage([
      [[40, 'BAKKER']],
      [[40, 'Hoveniers · Tuinonderhoud']],
      [[40, 'Bakker Hoveniers B.V., Dorpsstraat 3, 3481 AB Harmelen']],
      '',
      [
        [40, 'Harmelen, 4 maart 2026'],
        [330, 'Familie'],
      ],
      [[330, 'Jan en Els de Vries']],
      [[330, 'Kerkweg 12']],
      [[330, '3481 BC Harmelen']],
      '',
      [
        [40, 'Factuur'],
        [150, '2026-031'],
      ],
      [
        [40, 'Snoeiwerk voorjaar'],
        [400, '480,00'],
      ],
      [
        [40, 'Totaal'],
        [400, '580,80'],
      ],
    ]);
    expect(ask(page, 'Wie heeft de factuur gestuurd?')).toBe('Bakker Hoveniers B.V.');
    expect(ask(page, 'Who is the invoice addressed to?')).toBe('Jan en Els de Vries');
    const vet = printedPage([
      [[40, 'NORTHSIDE AUTO']],
      [[40, 'Northside Automotive Services']],
      [[40, '12 Quay Street, Dunedin 9016']],
      '',
      [
        [40, 'Invoice'],
        [150, 'NA-2291'],
      ],
      [
        [40, 'WOF inspection'],
        [400, '65.00'],
      ],
      [
        [40, 'Total'],
        [400, '65.00'],
      ],
    ]);
    expect(ask(vet, 'Who is the invoice from?')).toBe('Northside Automotive Services');
  });
});

describe('the trading name heading the page over the company named in its footer', () => {
  it("answers the hotel's name, not its operating company's", () => {
    const page = typedPage('AK-uk-hotel-folio');
    for (const q of ['Which hotel issued this folio?', 'Hotel?', 'Who is the invoice from?'])
      expect(ask(page, q)).toBe('THE KINGSBRIDGE ARMS HOTEL');
  });

  it('as earlier pages typed by others name them', () => {
    expect(ask(typedPage('W-nl-nota-hotel-havenzicht'), 'Van welk hotel is deze nota?')).toBe(
      'HOTEL HAVENZICHT',
    );
    expect(ask(typedPage('Y-uk-vet-invoice'), 'Which practice issued this invoice?')).toBe(
      'RIVERSIDE VETERINARY CENTRE',
    );
  });

  // Since h99 (legal-name.ts tradedUnder) a footer's legal name sharing the heading's words leads,
  // as the pages' own truth names it ("the legal name where the page prints one"), unless the page
  // is a receipt, the legal name restates the heading's trade word, or names the heading.
  it('on a page of its own wording; the legal name leads, and one that is the heading with its form stays', () => {
    const rows = (footer: string) =>
      printedPage([
        [[40, 'THE RED LION INN']],
        [[40, '3 Market Place, Ludlow SY8 1AA']],
        '',
        [
          [40, 'Invoice'],
          [150, 'RL-5521'],
        ],
        [
          [40, 'Room 4, two nights'],
          [400, '190.00'],
        ],
        [
          [40, 'Total'],
          [400, '190.00'],
        ],
        '',
        '',
        footer,
      ]);
    const taverns = rows(
      'Red Lion Taverns Ltd - Registered in England No. 04123456 - VAT No. GB 123 4567 89',
    );
    expect(ask(taverns, 'Who is the invoice from?')).toBe('Red Lion Taverns Ltd');
    const same = rows('The Red Lion Inn Ltd - Registered in England No. 04123456 - VAT No. GB 123 4567 89');
    expect(ask(same, 'Who is the invoice from?')).toBe('The Red Lion Inn Ltd');
  });
});

describe("lines in the customer's window that name no one", () => {
  it("passes over a label's number word ('Client code') and the attention line over the company", () => {
    const page = typedPage('AK-uk-invoice-accountant');
    for (const q of ['Client?', 'Who is the customer?', 'To which company is the invoice addressed?'])
      expect(ask(page, q)).toBe('Brightwater Joinery Ltd');
  });

  it('passes over a title a word qualifies', () => {
    const page = typedPage('AK-us-invoice-dental');
    for (const q of ['To whom is the statement addressed?', 'Whose dental bill is this?'])
      expect(ask(page, q)).toBe('Daniel R. Okafor');
  });

  it('passes over a row of charges, which a date opens', () => {
    const page = typedPage('AK-uk-hotel-folio');
    expect(ask(page, 'In whose name is the folio made out?')).not.toBe('Lounge Bar');
    const slip = printedPage([
      [[40, 'HARBOUR VIEW GUESTHOUSE']],
      [[40, '2 Pier Road, Whitby YO21 3PU']],
      '',
      [
        [40, 'Date'],
        [125, 'Description'],
        [300, 'Reference'],
        [440, 'Amount'],
      ],
      [
        [40, '09/03/2026'],
        [125, 'Room - Garden Double with View'],
        [300, 'R12'],
        [440, '95.00'],
      ],
      [
        [40, '09/03/2026'],
        [125, 'Evening Meal'],
        [300, 'RST 2210'],
        [440, '28.00'],
      ],
      [
        [40, '10/03/2026'],
        [125, 'Room - Garden Double with View'],
        [300, 'R12'],
        [440, '95.00'],
      ],
      [
        [40, '10/03/2026'],
        [125, 'Visa ************4421'],
        [300, 'AUTH 220931'],
        [440, '218.00'],
      ],
      [
        [300, 'Total'],
        [440, '218.00'],
      ],
      '',
      'All prices include VAT at the current rate.',
      '',
      '',
      '',
      'Thank you for staying with us.',
      '',
      '',
      'Harbour View Guesthouse, Whitby',
    ]);
    expect(ask(slip, 'Who is the invoice addressed to?')).toBeNull();
  });

  it("does not answer a name with the trade the question asks ('plumber')", () => {
    expect(ask(typedPage('AK-nz-invoice-plumber'), 'Who was the plumber?')).not.toBe('plumber');
  });
});
