import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';
import { framedMotto } from '../../main/reading/qa/trade-heading';

const answers = (rows: Row[] | string, q: string): string | null =>
  ask(typeof rows === 'string' ? typedPage(rows) : printedPage(rows), q);

// A GST invoice charging CGST and SGST on lines of their own, with a tax summary whose "Total Tax"
// column is their sum: the taxes' total is that sum, one of them is its own line.
const GST_PAGE: Row[] = [
  [
    [50, 'SHREE GANESH PRINTERS PVT LTD'],
    [360, 'Invoice No.: SGP/431'],
  ],
  [
    [50, 'Nagpur - 440010'],
    [360, 'Date: 03-03-2026'],
  ],
  [[50, 'GSTIN: 27AAKCA4817M1ZA']],
  '',
  [[50, 'Bill To:']],
  [[50, 'Deshmukh Traders']],
  '',
  [
    [50, 'Sr'],
    [70, 'Description'],
    [340, 'Qty'],
    [425, 'Rate'],
    [490, 'Amount'],
  ],
  [
    [50, '1'],
    [70, 'Brochures, 4 colour'],
    [340, '2000'],
    [440, '6.00'],
    [500, '12,000.00'],
  ],
  [
    [50, '2'],
    [70, 'Visiting cards'],
    [345, '500'],
    [440, '4.00'],
    [505, '2,000.00'],
  ],
  '',
  [
    [330, 'Taxable Value'],
    [500, '14,000.00'],
  ],
  [
    [330, 'CGST @ 9%'],
    [505, '1,260.00'],
  ],
  [
    [330, 'SGST @ 9%'],
    [505, '1,260.00'],
  ],
  [
    [330, 'Round off'],
    [525, '0.00'],
  ],
  [
    [330, 'Invoice Total'],
    [500, '16,520.00'],
  ],
  '',
  [
    [50, 'HSN'],
    [130, 'Taxable Value'],
    [230, 'CGST Rate'],
    [300, 'CGST Amt'],
    [370, 'SGST Rate'],
    [440, 'SGST Amt'],
    [500, 'Total Tax'],
  ],
  [
    [50, '4911'],
    [130, '14,000.00'],
    [230, '9%'],
    [300, '1,260.00'],
    [370, '9%'],
    [440, '1,260.00'],
    [500, '2,520.00'],
  ],
];

describe('the taxes total where CGST and SGST are printed with their sum', () => {
  it.each([
    ['Total tax?', '4,325.00'],
    ['How much tax in total is on the invoice?', '4,325.00'],
    ['What is the CGST?', '2,162.50'],
  ])('BB-en-in-tax-invoice-catering: "%s"', (q, a) => {
    expect(answers('BB-en-in-tax-invoice-catering', q)).toBe(a);
  });

  it('gives the summary sum for the total and one line for one tax, on a page of its own', () => {
    expect(answers(GST_PAGE, 'Total tax?')).toBe('2,520.00');
    expect(answers(GST_PAGE, 'How much SGST?')).toBe('1,260.00');
  });
});

// A word asked that is only the last letters of a trade closing a party's name is no word of it.
const SWEEP_PAGE: Row[] = [
  [
    [50, 'Kim Bech'],
    [340, 'Fakturanr.'],
    [510, '2231'],
  ],
  [
    [50, 'Vestergade 3'],
    [340, 'Fakturadato'],
    [495, '02.03.2026'],
  ],
  [[50, '7100 Vejle']],
  '',
  [
    [50, 'Fejning af skorsten'],
    [515, '400,00'],
  ],
  [
    [340, 'Moms 25 %'],
    [515, '100,00'],
  ],
  [
    [340, 'I alt DKK'],
    [515, '500,00'],
  ],
  '',
  [[50, 'Vejle Skorstensfejer ApS · Kirkegade 9 · 7100 Vejle · CVR 31224458']],
];

describe('a question word is no tail of a trade closing a name', () => {
  it('does not answer the chimney sweep for who owns the house', () => {
    expect(answers('BB-da-faktura-skorstensfejer', 'Hvem ejer huset, der er blevet fejet?')).toBeNull();
    expect(answers(SWEEP_PAGE, 'Hvem ejer bilen?')).toBeNull();
  });

  it('still names the sweep asked by its trade', () => {
    expect(answers(SWEEP_PAGE, 'Hvilken skorstensfejer?')).toBe('Vejle Skorstensfejer ApS');
  });
});

describe('trades of the building and cleaning kind, in every pack', () => {
  it('names the window cleaner by its trade, not the rest of its sender line', () => {
    expect(answers('BB-nl-factuur-glazenwasser', 'Hoe heet de glazenwasserij?')).toBe(
      'Glazenwasserij J. Smit',
    );
  });

  it('gives no company for the cleaner who did the work', () => {
    expect(answers('BB-sv-faktura-hemstadning', 'Vad heter städaren som utförde städningen?')).toBeNull();
    expect(answers('BB-sv-faktura-hemstadning', 'Vad heter städfirman?')).toBe('Dammfria Hem i Uppsala AB');
  });

  it('reads the tabac-presse as the shop, and its day as the till day', () => {
    expect(answers('BC-fr-ticket-tabac-presse', "Comment s'appelle le tabac-presse ?")).toBe('Le Narval');
    expect(answers('BC-fr-ticket-tabac-presse', 'On est passé au tabac-presse quel jour ?')).toBe(
      '07/03/2026',
    );
    // A trade the page does not print asks of another shop's day.
    expect(answers('BC-fr-ticket-tabac-presse', 'On est passé à la boulangerie quel jour ?')).toBeNull();
  });
});

describe("a compound closing with an address word asks the address, not the customer's name", () => {
  it('gives no name for the customer address', () => {
    expect(answers('BC-nl-kassabon-apotheek', 'Wat is het klantadres?')).toBeNull();
    expect(answers('BC-nl-kassabon-apotheek', 'Wat is de klant?')).toBe('Mw. H.J. Koster-Brandsma');
  });
});

// A till receipt opening with a motto framed by ornaments over the shop's name.
const MOTTO_PAGE: Row[] = [
  [[210, '* good coffee, better company *']],
  [[250, 'Tui Street Espresso']],
  [[220, '14 Tui Street, Nelson 7010']],
  '',
  [
    [180, 'Long Black'],
    [400, '5.00'],
  ],
  [
    [180, 'Cheese Scone'],
    [400, '6.50'],
  ],
  [
    [180, 'TOTAL'],
    [395, '11.50'],
  ],
  [
    [180, 'CASH'],
    [395, '20.00'],
  ],
  [
    [180, 'CHANGE'],
    [400, '8.50'],
  ],
];

describe("a tagline over a shop's name", () => {
  it('reads a framed motto in running words as a motto, a framed name not', () => {
    expect(framedMotto('~ real bread, baked before dawn ~')).toBe(true);
    expect(framedMotto('~ BRASSERIE ~')).toBe(false);
    expect(framedMotto('*** KIOSK AM MARKT ***')).toBe(false);
    expect(framedMotto('Kowhai Lane Bakery')).toBe(false);
  });

  it.each([
    ['BC-de-kassenbon-kiosk', 'Händler?', 'KIOSK AM SÜDRING'],
    ['BC-de-kassenbon-kiosk', 'Wie heißt der Kiosk?', 'KIOSK AM SÜDRING'],
    ['BC-en-nz-receipt-bakery', 'Which bakery is this from?', 'Kowhai Lane Bakery'],
    ['BC-en-nz-receipt-bakery', 'Supplier?', 'Kowhai Lane Bakery'],
  ])('%s: "%s"', (id, q, a) => {
    expect(answers(id, q)).toBe(a);
  });

  it("takes the first name under a motto for the shop's", () => {
    expect(answers(MOTTO_PAGE, 'Which cafe is this from?')).toBe('Tui Street Espresso');
  });
});

// A till's subtotal printing the count of what it sums ("SUM 8 VARER", "TOTAL 3 ITEMS").
const COUNTED_TOTAL: Row[] = [
  [[140, 'HARBOUR GROCER LTD']],
  [[140, '2 Quay Road, Picton']],
  '',
  [
    [140, 'MILK 2L'],
    [405, '4.20'],
  ],
  [
    [140, 'BREAD WHITE'],
    [405, '3.50'],
  ],
  [[140, 'APPLES']],
  [
    [155, '2 x 1.40'],
    [405, '2.80'],
  ],
  [
    [140, 'SUBTOTAL 3 ITEMS'],
    [400, '10.50'],
  ],
  [
    [140, 'TOTAL'],
    [400, '10.50'],
  ],
  [
    [140, 'CASH'],
    [400, '20.00'],
  ],
  [
    [140, 'CHANGE'],
    [400, '9.50'],
  ],
];

describe('receipt lines counted', () => {
  it.each([
    ['BC-no-kvittering-dagligvare', 'Antall linjer?', '8'],
    ['BC-no-kvittering-dagligvare', 'Hvor mange varelinjer står på kvitteringen?', '8'],
    ['BC-en-us-receipt-auto-parts', 'Line count?', '7'],
    ['BC-en-us-receipt-auto-parts', 'How many line items are on the receipt?', '7'],
  ])('%s: "%s"', (id, q, a) => {
    expect(answers(id, q)).toBe(a);
  });

  it('counts the items over a subtotal that prints their count', () => {
    expect(answers(COUNTED_TOTAL, 'How many lines are on the receipt?')).toBe('3');
  });

  it('reads the groceries as the purchase paid for', () => {
    expect(answers('BC-no-kvittering-dagligvare', 'Hvor mye betalte jeg kontant for matvarene?')).toBe(
      '327,00',
    );
  });
});

// "INVOICE / FACTURE" over "No. RVM-26-0317": the bare number key under the title is its number.
const TITLED_NUMBER: Row[] = [
  [
    [50, 'NORTHSHORE HAULING LTD.'],
    [460, 'INVOICE'],
  ],
  [[50, '88 Front Street, Halifax NS']],
  [
    [50, 'B3H 1A1'],
    [470, 'No. NSH-5521'],
  ],
  '',
  [
    [50, 'Bill to'],
    [300, 'Date'],
    [480, 'March 4, 2026'],
  ],
  [[50, 'Dana Whitfield']],
  '',
  [
    [50, 'Junk removal, one load'],
    [500, '$240.00'],
  ],
  [
    [300, 'Total'],
    [500, '$240.00'],
  ],
];

describe('the number keyed under the title', () => {
  it.each([['Invoice #?'], ['What is the invoice number on this moving invoice?']])(
    'BB-en-ca-invoice-moving-company: "%s"',
    (q) => {
      expect(answers('BB-en-ca-invoice-moving-company', q)).toBe('RVM-26-0317');
    },
  );

  it('reads "No." under a bare title as its number on a page of its own', () => {
    expect(answers(TITLED_NUMBER, 'Invoice number?')).toBe('NSH-5521');
  });
});

// Who got the work or the service billed is the customer, as who got the bill is.
const SERVICE_PAGE: Row[] = [
  [
    [50, 'BRIGHT HOME CLEANING LTD'],
    [400, 'INVOICE'],
  ],
  [
    [50, '4 Mill Lane, Leeds LS1 4AB'],
    [400, 'Invoice No. 2291'],
  ],
  [[400, 'Date 04/03/2026']],
  '',
  [[50, 'Bill to: Harriet Osei']],
  [[50, '17 Park Row, Leeds LS2 8JX']],
  '',
  [
    [50, 'Deep clean, 3 bedroom house'],
    [500, '180.00'],
  ],
  [
    [300, 'Total'],
    [500, '180.00'],
  ],
];

describe('who got the service is the customer', () => {
  it('names the customer who got the home cleaning', () => {
    expect(answers('BB-sv-faktura-hemstadning', 'Vem har fått hemstädningen?')).toBe('Karin Lövgren');
    expect(answers(SERVICE_PAGE, 'Who got the cleaning done?')).toBe('Harriet Osei');
  });

  it('reads no customer for who gets the tip', () => {
    expect(answers(SERVICE_PAGE, 'Who gets the tip?')).toBeNull();
  });
});
