import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The customer's window read without a label, on pages of the eleventh batch typed by others: a
// web shop's billing block beside its delivery block, and till receipts that address no one.

describe("the customer's window on pages typed by others", () => {
  it('reads the block under "Faktureringsadresse", not the parcel shop under "Leveringsadresse"', () => {
    const page = typedPage('AC-da-ordrebekraeftelse-webshop');
    for (const q of ['Hvem er kunden på fakturaen?', 'Debitor?', 'Who was billed?'])
      expect(ask(page, q)).toBe('Frederiksen Design ApS');
  });

  it("names no customer on a fuel station's receipt headed by its own name and street", () => {
    const page = typedPage('AC-nl-kassabon-tankstation');
    expect(ask(page, "What is the customer's name?")).toBeNull();
    expect(ask(page, 'Wie is de verkoper?')).toMatch(/Van Wijk/);
  });

  it('takes no "Server: Mika R." line for the customer of a restaurant receipt', () => {
    const page = typedPage('AE-ca-bc-restaurant-receipt');
    expect(ask(page, "What is the customer's name?")).toBeNull();
  });

  it('still reads the window beside the letterhead on the line a page opens with', () => {
    expect(ask(typedPage('F-fr-facture-acompte-solde'), 'Client ?')).toBe('SCI Les Tilleuls');
  });
});

describe('a key among keys, its value far to the right', () => {
  it('reads "Customer | Daniel Okafor" under "Booked on | 02/04/2025" on a train booking', () => {
    const page = typedPage('AE-uk-train-booking-receipt');
    for (const q of ['Customer name?', 'Who is the customer on this booking?'])
      expect(ask(page, q)).toBe('Daniel Okafor');
  });
});
