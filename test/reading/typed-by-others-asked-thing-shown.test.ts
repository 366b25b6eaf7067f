import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Absent questions answered with a value of another thing than the one asked: the card used
// answered with the amount paid, the interest rate with the VAT rate, an identification number
// with the legal form closing the company's name, an item's brand with the rest of its line. The
// thing the question names must be shown by the page; the same pages still answer what they print.

describe('the thing asked is shown by the page', () => {
  it('the card a question word asks is no amount paid with it', () => {
    // "card" was read as how the total was paid; the receipt was paid in cash.
    const grocery = page('AP-my-receipt-grocery');
    expect(ask(grocery, 'Which card was used to pay for this purchase?')).toBeNull();
    expect(ask(grocery, 'What was the total?')).toBe('77.55');
    // Printed on the payment's line, the card still says how it was paid, not which card.
    const cafe = printedPage([
      [[50, 'CORNER CAFE LTD']],
      [[50, '12 High Street, Leeds']],
      '',
      [
        [50, 'Flat white'],
        [300, '3.20'],
      ],
      [
        [50, 'Croissant'],
        [300, '2.80'],
      ],
      [
        [50, 'TOTAL'],
        [300, '6.00'],
      ],
      [
        [50, 'Card'],
        [300, '6.00'],
      ],
      [[50, 'VISA ************1234']],
    ]);
    expect(ask(cafe, 'Which card was used to pay for this purchase?')).toBeNull();
    expect(ask(cafe, 'What card did I pay with?')).toBeNull();
    expect(ask(cafe, 'Welche Karte wurde zum Bezahlen benutzt?')).toBeNull();
    expect(ask(cafe, 'How much was paid by card?')).toBe('6.00');
  });

  it("a word sharing a stem with the customer's name is not shown by it", () => {
    // "interest" shares "inter" with "Copperleaf Interiors Ltd"; no interest rate is printed.
    const shoot = page('AP-uk-vat-invoice-photographer');
    expect(ask(shoot, 'What is the late payment interest rate?')).toBeNull();
    expect(ask(shoot, 'What VAT rate is charged?')).toBe('20%');
    const own = printedPage([
      [[50, 'LUMEN PHOTOGRAPHY LTD']],
      [[50, '4 Quay Street, Bristol BS1 4DB']],
      '',
      [
        [50, 'Invoice to:'],
        [350, 'Invoice no:'],
        [430, 'LP-0412'],
      ],
      [
        [50, 'Interstate Freight Ltd'],
        [350, 'Date:'],
        [430, '02/03/2026'],
      ],
      [[50, '18 Dock Road, Avonmouth']],
      '',
      [
        [50, 'Warehouse photo shoot - half day'],
        [430, '600.00'],
      ],
      [
        [350, 'Net total'],
        [430, '600.00'],
      ],
      [
        [350, 'VAT @ 20%'],
        [430, '120.00'],
      ],
      [
        [350, 'Amount payable'],
        [430, '720.00'],
      ],
    ]);
    expect(ask(own, 'What is the late payment interest rate?')).toBeNull();
    // By the issuer's name, which says what it sells, a stem still shows the thing bought.
    expect(ask(own, 'How much do we owe for the photos?')).toBe('720.00');
  });

  it('a legal form alone is no value asked', () => {
    // "Brightline Systems" matched the issuer's name; the rest, "LLC", is no EIN.
    const it = page('AP-us-invoice-it-consulting');
    expect(ask(it, "What is Brightline Systems' EIN?")).toBeNull();
    expect(ask(it, 'Invoice number?')).toBe('BLS-2026-0219');
    const own = printedPage([
      [
        [50, 'HARBOR TOOL WORKS INC.'],
        [400, 'INVOICE'],
      ],
      [
        [50, '90 Pier Road, Portland, ME 04101'],
        [350, 'Invoice #'],
        [430, 'HT-5521'],
      ],
      '',
      [
        [50, 'Torque wrench set'],
        [430, '240.00'],
      ],
      [
        [350, 'Total'],
        [430, '240.00'],
      ],
    ]);
    expect(ask(own, "What is Harbor Tool Works' EIN?")).toBeNull();
    expect(ask(own, 'Invoice #?')).toBe('HT-5521');
  });

  it("an item's priced line does not say what it does not print of the item", () => {
    // "EV charger" is printed on the item's line; no brand is.
    const quote = page('AQ-en-quotation');
    expect(ask(quote, 'What brand is the EV charger?')).toBeNull();
    expect(ask(quote, 'What is the quote number?')).toBe('Q-2026-0087');
    const own = printedPage([
      [[50, 'NORTHWIND HEATING LTD']],
      [[50, '3 Mill Lane, York YO1 7HH']],
      '',
      [
        [50, 'Description'],
        [430, 'Amount'],
      ],
      [
        [50, 'Air source heat pump 9 kW incl. cylinder'],
        [430, '6,400.00'],
      ],
      [
        [50, 'Radiator upgrade, 6 rooms'],
        [430, '1,850.00'],
      ],
      [
        [350, 'Total'],
        [430, '8,250.00'],
      ],
    ]);
    expect(ask(own, 'What brand is the heat pump?')).toBeNull();
    expect(ask(own, 'Which model is the heat pump?')).toBeNull();
  });

  it("a party's word printed in the other party's name says that party", () => {
    // The customer is "Birch & Barrel General Store LLC": its phone is not printed.
    const wholesale = page('P-en-us-wholesale-supplier');
    expect(ask(wholesale, "What is the store's phone number?")).toBeNull();
    expect(ask(wholesale, "What is the supplier's phone number?")).toBe('616-555-0134');
    const own = printedPage([
      [
        [50, 'KESTREL COFFEE ROASTERS LTD'],
        [400, 'INVOICE'],
      ],
      [
        [50, 'Tel 0113 496 0321'],
        [350, 'Invoice no.'],
        [430, 'KCR-2207'],
      ],
      '',
      [[50, 'Bill to:']],
      [[50, 'Old Mill Farm Shop Ltd']],
      [[50, 'Mill Lane, Otley LS21 3AB']],
      '',
      [
        [50, 'Espresso blend 1 kg x 6'],
        [430, '96.00'],
      ],
      [
        [350, 'Total'],
        [430, '96.00'],
      ],
    ]);
    expect(ask(own, "What is the shop's phone number?")).toBeNull();
    expect(ask(own, "What is the supplier's phone number?")).toBe('0113 496 0321');
  });
});
