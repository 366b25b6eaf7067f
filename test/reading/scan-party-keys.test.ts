import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage } from './positioned-page';

// A scan's parties where OCR dropped a key's marks (the colon of "Factuur aan:", the slash of
// "HIRER / BILL TO"), read a code's key without its mark ("Client | C-0871") or dropped the dot
// closing a legal form ("e.U"): the customer's block is still the customer's, and the issuer's
// name in full is still the issuer's.

const scan = (id: string) => asScan(ocrReadPage(id), 0.87);

describe("a scan's key read without its colon or slash", () => {
  it('reads "Factuur aan" over the block as the customer\'s key (E-nl)', () => {
    const page = scan('E-nl-factuur-zzp-verlegd');
    expect(ask(page, 'Klant?')).toBe('Vandenbroucke Logistics BV');
    expect(ask(page, 'Aan wie is de factuur gericht?')).toBe('Vandenbroucke Logistics BV');
    expect(ask(page, 'Leverancier?')).not.toBe('Vandenbroucke Logistics BV');
  });

  it('reads "HIRER BILL TO" as the hirer\'s key, and "Agreement No." as no letterhead (Y-au)', () => {
    const page = scan('Y-au-car-rental-invoice');
    expect(ask(page, 'Bill to?')).toBe('Brightwater Electrical Pty Ltd');
    expect(ask(page, 'Supplier?')).toBe('SUNCOAST CAR & UTE HIRE');
  });

  it('reads a key of its own wording without its marks on a scan', () => {
    const dutch = asScan(
      printedPage([
        [
          [50, 'ATELIER KROON'],
          [380, 'Sanne Kroon'],
        ],
        [
          [50, 'grafisch ontwerp'],
          [380, 'Lange Nieuwstraat 12'],
        ],
        [[380, '3512 PH Utrecht']],
        '',
        [[50, 'Factuur aan']],
        [[50, 'Bakkerij De Zwaan BV']],
        [[50, 'Dorpsstraat 3']],
        [[50, '3731 HB De Bilt']],
        '',
        [
          [50, 'FACTUUR'],
          [180, '2026-031'],
        ],
      ]),
    );
    expect(ask(dutch, 'Klant?')).toBe('Bakkerij De Zwaan BV');
    const english = asScan(
      printedPage([
        [
          [50, 'HARBOUR VAN RENTALS'],
          [380, 'TAX INVOICE'],
        ],
        [[50, '2 Quay Street, Ballina NSW 2478']],
        '',
        [
          [50, 'Invoice No.'],
          [150, 'HV-2210'],
          [300, 'Agreement No.'],
          [400, 'RA 55120'],
        ],
        '',
        [
          [50, 'TENANT BILL TO'],
          [300, 'DRIVER'],
        ],
        [
          [50, 'Northern Rivers Plumbing Pty Ltd'],
          [300, 'Liam Carter'],
        ],
        [
          [50, '9 Tweed Street'],
          [300, 'Lic NSW 1187 220'],
        ],
        [[50, 'Lismore NSW 2480']],
      ]),
    );
    expect(ask(english, 'Bill to?')).toBe('Northern Rivers Plumbing Pty Ltd');
    expect(ask(english, 'Supplier?')).toBe('HARBOUR VAN RENTALS');
  });

  it('takes a title and a party noun for a copy\'s stamp, no key ("TICKET CLIENT")', () => {
    const page = asScan(
      printedPage([
        [[200, 'EPICERIE DU MARCHE']],
        [[200, '3 place Carnot, 21000 Dijon']],
        [
          [200, 'TOTAL'],
          [300, '12,40'],
        ],
        [[200, 'TICKET CLIENT']],
        [[200, 'A CONSERVER']],
        [[200, 'Merci de votre visite']],
      ]),
    );
    expect(ask(page, 'Quel est le nom du client ?')).toBeNull();
  });
});

describe("a party's key with a code beside it", () => {
  it('takes "Client | C-0871" for the number\'s key: the customer is the window\'s (AG-fr, AJ-fr-be)', () => {
    expect(ask(scan('AG-fr-facture-plombier'), 'Client facturé ?')).toBe('M. et Mme Guillaume Perrin');
    expect(ask(scan('AJ-fr-be-facture-imprimerie'), 'Client facturé ?')).toBe('Librairie Quai des Mots SRL');
  });

  it("does not read the row under a customer code's key as the customer's name", () => {
    const page = printedPage([
      [
        [50, 'ATELIER BRUN'],
        [330, 'Mme Odile Marchand'],
      ],
      [
        [50, '4 rue Haute, 69001 Lyon'],
        [330, '8 allée des Pins'],
      ],
      [[330, '69003 Lyon']],
      '',
      [
        [50, 'FACTURE'],
        [140, 'F-2026-118'],
      ],
      [
        [50, 'Client'],
        [140, 'C-2290'],
      ],
      [[50, 'Objet remise en état du portail']],
    ]);
    expect(ask(page, 'Client ?')).not.toBe('Objet remise en état du portail');
  });
});

describe('a legal form whose closing dot OCR dropped', () => {
  it('names the issuer by its legal name "Florian Leitner e.U" (I-de-at)', () => {
    expect(ask(scan('I-de-at-rechnung-installateur'), 'Lieferant?')).toBe('Florian Leitner e.U');
  });
});
