import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A bookkeeper names the party that sold by the plain word for a business ("Enseigne ?", "Zaak?",
// "Hvad hedder forretningen?", "the business name"): the issuer's name, as the packs' cues for it
// now say. Pages typed by others, questions as their authors wrote them.

describe('the issuer asked by the plain word for a business', () => {
  it.each([
    { id: 'U-fr-ch-ticket-pharmacie', q: 'Commerçant ?', name: 'Pharmacie du Lac SA' },
    { id: 'D-fr-ticket-epicerie', q: 'Nom du commerçant ?', name: 'ÉPICERIE DU GROS CAILLOU' },
    { id: 'I-fr-ticket-de-caisse-supermarche', q: 'Enseigne ?', name: 'MAXIMARCHÉ DES CAPUCINS' },
    { id: 'B-da-kassebon', q: 'Hvad hedder forretningen?', name: 'FRISKVAREN NØRREBRO' },
    { id: 'Q-da-bon-bageri', q: 'Hvilken forretning er bonen fra?', name: 'Bageriet Kornblomsten' },
    { id: 'L-nl-bon-restaurant', q: 'Zaak?', name: 'Eetcafé De Gouden Karper' },
    { id: 'V-en-sg-taxi-receipt', q: 'Operator?', name: 'STARLINE TAXI PTE LTD' },
    { id: 'M-en-uk-taxi-receipt', q: "What's the name of the taxi operator?", name: 'Minster Taxis' },
  ])('$id: "$q"', ({ id, q, name }) => {
    expect(ask(typedPage(id), q)?.toLowerCase()).toBe(name.toLowerCase());
  });

  it('leaves the people on the page unnamed', () => {
    expect(ask(typedPage('M-en-uk-taxi-receipt'), "What is the driver's name?")).toBeNull();
    expect(ask(typedPage('M-en-uk-taxi-receipt'), 'Who was the passenger?')).toBeNull();
    expect(ask(typedPage('L-nl-bon-restaurant'), 'Wat is de naam van de gast die betaald heeft?')).toBeNull();
    expect(
      ask(typedPage('I-fr-ticket-de-caisse-supermarche'), "Quel est le nom de l'hôtesse de caisse ?"),
    ).toBeNull();
  });
});

// "The name of the restaurant" may ask a person at work where a trade names one ("le nom du
// mécanicien"), so an invoice must print the trade; a till receipt names no one at work, and the
// name of the shop asked by its trade is the shop's.
describe('the shop of a till receipt asked by its trade', () => {
  it.each([
    { id: 'J-en-uk-pub-receipt', q: "What's the name of the venue on the receipt?", name: 'THE WHEATSHEAF' },
    {
      id: 'J-en-us-hardware-receipt',
      q: "What's the name of the hardware store?",
      name: 'TRI-COUNTY HARDWARE & SUPPLY',
    },
    {
      id: 'O-de-ch-quittung-restaurant',
      q: 'What is the name of the restaurant?',
      name: 'Gasthaus zum Weissen Kranich',
    },
    { id: 'P-en-in-restaurant-bill', q: 'Restaurant name?', name: 'SAFFRON LEAF' },
  ])('$id: "$q"', ({ id, q, name }) => {
    expect(ask(typedPage(id), q)?.toLowerCase()).toBe(name.toLowerCase());
  });

  it('still asks an invoice to print the trade of a person named by it', () => {
    expect(ask(typedPage('F-be-fr-facture-garage'), 'Quel est le nom du mécanicien ?')).toBeNull();
    expect(
      ask(typedPage('M-en-au-tax-invoice-plumber'), "What's the plumber's name who did the work?"),
    ).toBeNull();
  });
});
