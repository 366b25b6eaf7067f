import { describe, expect, it } from 'vitest';
import { ask, printedPage } from './positioned-page';

// A counter receipt with the card terminal's slip printed beside it: the slip names the merchant as
// it was keyed into the terminal (capitals, short words dropped), and the legal block prints the
// VAT number with France's key apart from the SIREN ("FR47 512345678").
const museumShop = printedPage([
  [
    [50, 'BOULANGERIE DU VIEUX MOULIN'],
    [360, 'CARTE BANCAIRE'],
  ],
  [
    [50, '4 place du Marché'],
    [360, 'A0000000421010'],
  ],
  [
    [50, '44190 Clisson'],
    [360, 'LE 14/03/26 A 08:12:40'],
  ],
  [
    [50, 'SIRET 512 345 678 00021'],
    [360, 'BOULANGERIE VIEUX MOULIN'],
  ],
  [
    [50, 'N° TVA FR47 512345678'],
    [360, '44190 CLISSON'],
  ],
  [[360, '7702114']],
  [
    [50, 'TICKET N° 004127'],
    [360, '############4402'],
  ],
  [[50, '14/03/2026 08:12']],
  [
    [50, '2 x Baguette tradition'],
    [250, '2,60'],
  ],
  [
    [50, '1 x Tarte aux pommes'],
    [250, '9,80'],
  ],
  [
    [50, 'TOTAL TTC'],
    [240, '12,40 €'],
  ],
  [
    [50, 'CB'],
    [240, '12,40 €'],
  ],
  [
    [50, 'dont TVA 5,5 %'],
    [245, '0,65 €'],
  ],
  'Merci de votre visite !',
]);

// A Singapore receipt whose heading is a brand made of its company's initials and its trade's stem;
// the company itself is named only in the footer, over its entity number keyed with the GST's.
const airconReceipt = printedPage([
  [
    [50, 'MT AIRCON'],
    [380, 'OFFICIAL RECEIPT'],
  ],
  [
    [50, 'Servicing - Repairs - Installation'],
    [380, 'Receipt No: MT-20931'],
  ],
  [
    [50, '18 Woodlands Loop, #03-11'],
    [380, 'Date: 21/04/2026'],
  ],
  [[50, 'Singapore 738322']],
  '',
  [[50, 'Customer: Ms Priya Nair']],
  [
    [80, 'General servicing (3 units)'],
    [495, '90.00'],
  ],
  [
    [80, 'Gas top-up R410A'],
    [495, '60.00'],
  ],
  [
    [330, 'Sub-total'],
    [480, 'S$150.00'],
  ],
  [
    [330, 'GST 9%'],
    [485, 'S$13.50'],
  ],
  [
    [330, 'TOTAL'],
    [480, 'S$163.50'],
  ],
  '',
  [[224, 'Thank you for your support!']],
  [[189, 'Ming Tat Aircon Engineering Pte. Ltd.']],
  [[227, 'UEN / GST Reg No: 201912345K']],
]);

describe("names and numbers a receipt prints in others' keys", () => {
  it("reads a VAT number's key as the VAT's, not as the receipt's number", () => {
    expect(ask(museumShop, 'N° de ticket ?')).toBe('004127');
    expect(ask(museumShop, 'What is the receipt number?')).toBe('004127');
  });

  it("takes no customer from the card slip's merchant, the shop's own name abridged", () => {
    expect(ask(museumShop, 'Quel est le nom du client ?')).toBeNull();
    expect(ask(museumShop, 'Who is the customer?')).toBeNull();
  });

  it('answers the company a brand of its initials and trade stands for, named in the footer', () => {
    expect(ask(airconReceipt, 'Who issued the receipt?')).toBe('Ming Tat Aircon Engineering Pte. Ltd.');
    expect(ask(airconReceipt, "What is the company's registered name?")).toBe(
      'Ming Tat Aircon Engineering Pte. Ltd.',
    );
  });
});
