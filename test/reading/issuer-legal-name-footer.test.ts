import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// An invoice's letterhead prints the business's brand ("MARBRERIE DELAUNAY", "LES SOURCES D'AIX")
// or its partners ("Maître Anne CASTELNAU" beside "Maître Julien FERRAND"), its footer the company
// that bills ("Delaunay Pierre et Granit SARL au capital de 20 000 €", "SELARL Castelnau & Ferrand,
// notaires associés"): the issuer is the legal name, as pages typed by others name it. A till
// receipt's shop, the hotel its company runs and a name the legal line says it trades as stay the
// trading name (legal-name.ts tradedUnder).
describe("the issuer's legal name in the footer under a brand", () => {
  const stone = typedPage('BP-fr-facture-marbrerie');
  const spa = typedPage('BS-fr-facture-spa');
  const notary = typedPage('BR-fr-facture-notaire');

  it('reads the footer company of a brand on an invoice as the issuer', () => {
    expect(ask(stone, 'Qui a émis la facture ?')).toBe('Delaunay Pierre et Granit SARL');
    expect(ask(stone, 'Fournisseur ?')).toBe('Delaunay Pierre et Granit SARL');
    expect(ask(stone, 'Who issued this invoice?')).toBe('Delaunay Pierre et Granit SARL');
    expect(ask(spa, 'Qui a émis la facture ?')).toBe('Sources et Bien-Être SAS');
    expect(ask(spa, 'Who is the supplier?')).toBe('Sources et Bien-Être SAS');
  });

  it('reads a company its legal form opens, closed by a comma, as the legal line names it', () => {
    expect(ask(notary, 'Qui a émis cette facture ?')).toBe('SELARL Castelnau & Ferrand');
    expect(ask(notary, 'Émetteur ?')).toBe('SELARL Castelnau & Ferrand');
    expect(ask(notary, 'Who is the issuer of the invoice?')).toBe('SELARL Castelnau & Ferrand');
  });

  it('leaves the customer the customer', () => {
    expect(ask(stone, 'Client ?')).toBe('SARL Le Relais des Carriers');
    expect(ask(spa, 'Who is the customer?')).toBe('ALPES LOGISTIQUE SARL');
    expect(ask(notary, 'Client ?')).toBe('SCI Ferval Immobilier');
  });

  it('keeps the trading name of a receipt, of the hotel a company runs, and one the footer trades as', () => {
    expect(ask(typedPage('AR-de-hotelrechnung'), 'Who issued the invoice?')).toBe('HOTEL MARLENHOF');
    expect(ask(typedPage('W-nl-nota-hotel-havenzicht'), 'Leverancier?')).toBe('HOTEL HAVENZICHT');
    expect(ask(typedPage('Z-nl-kassabon-supermarkt-statiegeld'), 'Winkel?')).toBe('VERSMARKT HOEKSTRA');
  });

  it('still answers nothing the pages do not print', () => {
    expect(ask(stone, 'What is the delivery note number?')).toBeNull();
    expect(ask(stone, 'Quelle remise a été accordée ?')).toBeNull();
    expect(ask(spa, 'Which therapist gave the massages?')).toBeNull();
    expect(ask(spa, 'Quel est le code de réduction utilisé ?')).toBeNull();
    expect(ask(notary, 'Which bank financed the purchase?')).toBeNull();
    expect(ask(notary, 'Quel est le numéro SIRET de la SCI ?')).toBeNull();
    expect(ask(notary, 'Qui est le vendeur du local ?')).toBeNull();
  });
});
