import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

describe('pages typed by others, eighth batch: the parties', () => {
  it("the letterhead's street under it in its own column is no customer's window", () => {
    // "Zone artisanale du Brézet" / "8, rue Louis Blériot" / "63100 Clermont-Ferrand" under
    // "TRANSPORTS MARCHETTI & Cie"; the customer's window stands at the right, under it.
    const doc = typedPage('U-fr-facture-transport');
    expect(ask(doc, 'Client ?')).toBe('SAS AUVERGNE TP RÉSEAUX');
    expect(ask(doc, 'Who is the invoice billed to?')).toBe('SAS AUVERGNE TP RÉSEAUX');
    // A window level with the letterhead's phone line is still the window.
    expect(ask(typedPage('F-ch-rechnung-chf'), 'Rechnungsempfänger?')).toBe('Immobilien Keller GmbH');
  });

  it("a party's word keying a number ('Client ABN' | '22 615 880 471') labels no name", () => {
    const doc = typedPage('V-en-au-consultant-tax-invoice');
    expect(ask(doc, 'Client?')).toBe('Wattle Grove Aged Care Ltd');
    expect(ask(doc, 'Who is the invoice made out to?')).toBe('Wattle Grove Aged Care Ltd');
  });

  it('a brand over the legal name its form opens: the legal name is the issuer', () => {
    // "GAUBERT  PLOMBERIE · CHAUFFAGE · SANITAIRE" over "SARL Gaubert Plomberie Chauffage".
    const doc = typedPage('U-fr-facture-plombier');
    expect(ask(doc, 'Fournisseur ?')).toBe('SARL Gaubert Plomberie Chauffage');
    expect(ask(doc, 'Which company issued the invoice?')).toBe('SARL Gaubert Plomberie Chauffage');
  });
});
