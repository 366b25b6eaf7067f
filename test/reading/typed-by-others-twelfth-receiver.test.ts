import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// The customer's window on pages of the twelfth batch typed by others: the issuer's own address
// block looks like a window (a name over a street and a postal line), and prose ends with a word
// that labels the customer elsewhere.

describe("the issuer's own block is no customer's window", () => {
  it("passes over a subtitle heading the block that prints the issuer's mail address", () => {
    const page = typedPage('AF-da-faktura-elektriker');
    for (const q of ['Hvem er fakturaen udstedt til?', 'Debitor?', 'Who is the invoice addressed to?'])
      expect(ask(page, q)).toBe('Boligforeningen Skovbrynet');
  });

  it("passes over a brand in capitals that the footer's legal name ends with", () => {
    const page = typedPage('AF-nl-factuur-drukkerij');
    for (const q of ['Aan wie is de factuur gericht?', 'Debiteur?', 'Who is the invoice addressed to?'])
      expect(ask(page, q)).toBe('Voetbalvereniging Rood-Wit');
  });

  it("reads the window on a page of its own wording, the issuer's block beside its letterhead", () => {
    const page = printedPage([
      [
        [40, 'NORDVIK MALING'],
        [380, 'Autoriseret malermester'],
      ],
      [[380, 'Strandveien 12']],
      [[380, '7010 Trondheim']],
      [[380, 'post@nordvik-maling.no']],
      '',
      [[40, 'Borettslaget Solsiden']],
      [[40, 'Solsidevegen 3']],
      [[40, '7020 Trondheim']],
      '',
      [[40, 'FAKTURA']],
      [
        [40, 'Fakturanr.'],
        [150, '2024-118'],
      ],
      '',
      'Nordvik Maling AS | Org.nr. 912 345 678 MVA',
    ]);
    expect(ask(page, 'Who is the invoice addressed to?')).toBe('Borettslaget Solsiden');
  });

  it("keeps a customer block that prints the customer's own mail address", () => {
    const page = printedPage([
      [[40, 'Hansen Byg ApS']],
      [[40, 'Vestergade 1']],
      [[40, '8000 Aarhus C']],
      '',
      [[40, 'Kofoed Consult ApS']],
      [[40, 'Nørregade 9']],
      [[40, '8000 Aarhus C']],
      [[40, 'bogholderi@kofoedconsult.dk']],
      '',
      [[40, 'FAKTURA']],
      '',
      'Hansen Byg ApS | CVR 12345678',
    ]);
    expect(ask(page, 'Who is the invoice addressed to?')).toBe('Kofoed Consult ApS');
  });
});

describe('a sentence ending in a customer word labels no customer', () => {
  it('reads the window beside the keys, not "(clients professionnels)." of the payment terms', () => {
    const page = typedPage('AG-fr-facture-plombier');
    for (const q of [
      'À qui la facture est-elle adressée ?',
      'Client facturé ?',
      'La facture est au nom de qui ?',
    ])
      expect(ask(page, q)).toBe('M. et Mme Guillaume Perrin');
  });
});
