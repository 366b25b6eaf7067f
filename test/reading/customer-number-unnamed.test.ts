import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The document's own number asked as the customer's, of a page that names no customer: the
// customer's number is in its own books, and the receipt's own is the shop's.
describe("the customer's invoice number asked", () => {
  it('is nothing on a till receipt that names no customer', () => {
    const receipt = typedPage('X-de-ch-quittung-baumarkt-retoure');
    expect(ask(receipt, 'Welche Rechnungsnummer hat der Kunde?')).toBeNull();
    expect(ask(receipt, 'Bon-Nr.?')).toBe('0427-3-58213');
  });

  it("is the bill's number where the page names its customer", () => {
    expect(ask(typedPage('AT-de-rechnung-elektriker'), 'Welche Rechnungsnummer hat der Kunde?')).toBe(
      'RE-26-0187',
    );
  });
});
