import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, type Row } from './positioned-page';

/**
 * A scan's reader drops a key's colon and a letterhead's dots: "Customer VAT No.: not registered"
 * comes out "Customer VAT No. not registered", "Architekturbüro · Ziviltechniker" comes out
 * "Architekturbüro  Ziviltechniker". Neither is a party's name: the first is the customer's VAT key,
 * the second the issuer's trades.
 */
describe("a scan's party keys and trades read without their marks", () => {
  it("takes a party's longer key with its colon lost for that key, not a name label", () => {
    const page = scannedAs('BD-en-tax-invoice-security-company', {
      'Customer VAT No.: not registered': 'Customer VAT No. not registered',
    });
    expect(ask(page, 'Who is the invoice addressed to?')).toBe('Marula Court Body Corporate');
    expect(ask(page, 'Customer?')).toBe('Marula Court Body Corporate');
  });

  it('says nothing of a customer whose only line is such a key', () => {
    const rows: Row[] = [
      [
        [50, 'TAX INVOICE'],
        [310, 'Kestrel Pest Control Ltd'],
      ],
      [[310, '12 Harbour Road, Durban 4001']],
      '',
      [[50, 'Customer VAT No. not registered']],
      [
        [50, 'Invoice No.'],
        [200, 'KP-2210'],
      ],
      '',
      [
        [50, 'Description'],
        [300, 'Qty'],
        [400, 'Amount'],
      ],
      [
        [50, 'Quarterly inspection'],
        [300, '1'],
        [400, '850.00'],
      ],
      [
        [300, 'Total'],
        [400, '850.00'],
      ],
    ];
    expect(ask(asScan(printedPage(rows)), 'Who is the invoice addressed to?')).toBeNull();
  });

  it("reads the trades under a letterhead's name, their dots dropped, as what the issuer does", () => {
    const page = scannedAs('BD-de-teilrechnung-architekt', {
      'Architekturbüro · Ziviltechniker': 'Architekturbüro  Ziviltechniker',
    });
    expect(ask(page, 'Von welchem Architekturbüro kommt die Rechnung?')).toBe('Hartl & Wieser ZT GmbH');
    expect(ask(page, 'Wann hat das Architekturbüro die Rechnung ausgestellt?')).toBe('04.03.2026');
  });
});
