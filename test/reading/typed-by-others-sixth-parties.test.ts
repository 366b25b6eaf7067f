import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The sixth batch typed by others (N-, O-, P-): who issued the page and who is billed. Each answer
// below was missing or wrong before its change.

describe('pages typed by others, sixth batch: the parties', () => {
  it('a sender line abroad, a firm of partners, leads into the window', () => {
    // "Holmgaard & Brink · Vestergade 18, 2. · DK-8000 Aarhus C": the code after its country's
    // letters, a name joined by "&". The window under it had been the issuer, the letterhead at
    // top right the customer.
    const advokat = page('N-da-faktura-advokat');
    expect(ask(advokat, 'Hvem er fakturaen stilet til?')).toBe('Fjordbakken Ejendomme ApS');
    expect(ask(advokat, 'Who is the invoice addressed to?')).toBe('Fjordbakken Ejendomme ApS');
    // The footer's legal line names it with its long Danish form.
    expect(ask(advokat, 'Which law firm issued this invoice?')).toBe(
      'Holmgaard & Brink Advokatpartnerselskab',
    );
  });

  it('"Kreditor?" and "Debitor?" ask the parties', () => {
    const advokat = page('N-da-faktura-advokat');
    expect(ask(advokat, 'Kreditor?')).toBe('Holmgaard & Brink Advokatpartnerselskab');
    expect(ask(advokat, 'Debitor?')).toBe('Fjordbakken Ejendomme ApS');
  });

  it('a heading in two languages labels by either half', () => {
    // "FACTURÉ À / BILL TO" on a page read as English.
    const studio = page('P-en-ca-qc-design-studio');
    expect(ask(studio, 'Who is the invoice billed to?')).toBe('Laurentian Outfitters Co.');
    expect(ask(studio, 'Who issued this invoice?')).not.toBe('Laurentian Outfitters Co.');
  });

  it("a party's word heading a column, or the party's PO, names no party", () => {
    // "From" over the shipments' "JNB"; "Customer PO" over "PO-7731".
    expect(ask(page('P-en-za-courier-vat-invoice'), 'Supplier?')).toBe('SwiftLine Couriers (Pty) Ltd');
    expect(ask(page('P-en-us-wholesale-supplier'), 'Bill to?')).toBe('Birch & Barrel General Store LLC');
  });

  it('a party word opening a line of running text in lower case is no label', () => {
    const doc = printedPage([
      'ACME SUPPLY LTD',
      '1 High Street, London SW1A 1AA',
      '',
      [
        [50, 'Description'],
        [300, 'Qty'],
        [400, 'Price'],
        [500, 'Amount'],
      ],
      [
        [50, 'Review of the contract with the'],
        [300, '1'],
        [400, '50.00'],
        [500, '50.00'],
      ],
      [[50, 'client verification']],
    ]);
    expect(ask(doc, 'Who is the client?')).not.toBe('verification');
  });
});
