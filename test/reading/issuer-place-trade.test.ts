import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A bookkeeper names the seller by the kind of place it is ("le nom du restaurant", "Quel cabinet
// a émis la facture ?", "the hosting provider"): a bill is from one business, so that is the
// issuer's name, printed trade or not. A person at work named by a trade ("le nom du mécanicien",
// "the project architect") stays unanswered where the page names none.
describe('the issuer asked by the kind of place it is', () => {
  it.each([
    { id: 'F-fr-ticket-restaurant', q: 'Quel est le nom du restaurant ?', name: 'Le Comptoir des Halles' },
    {
      id: 'M-en-us-restaurant-receipt-tip',
      q: "What's the name of the restaurant?",
      name: 'Pecan Street Smokehouse',
    },
    {
      id: 'L-fr-facture-expert-comptable',
      q: 'Quel cabinet a émis la facture ?',
      name: 'Rousseau Conseil & Audit',
    },
    { id: 'AA-fr-ticket-boulangerie', q: 'Quel commerce a émis ce ticket ?', name: 'AU FOURNIL DE LÉONIE' },
    { id: 'J-en-uk-solicitor-invoice', q: "What's the name of the law firm?", name: 'Ashcombe Reid LLP' },
    { id: 'Y-sg-webhosting-invoice', q: 'Name of the hosting provider?', name: 'Liongate Hosting Pte. Ltd.' },
    {
      id: 'V-en-ca-grocery-receipt',
      q: "What's the name of the grocery store?",
      name: 'LAKESHORE FINE FOODS',
    },
    { id: 'A-fr-conseil', q: 'Nom du prestataire ?', name: 'Arcadie Conseil' },
  ])('$id: "$q"', ({ id, q, name }) => {
    expect(ask(typedPage(id), q)?.toLowerCase()).toContain(name.toLowerCase());
  });

  it('names no person at work by the business, nor a day by the place', () => {
    expect(ask(typedPage('F-be-fr-facture-garage'), 'Quel est le nom du mécanicien ?')).toBeNull();
    expect(ask(typedPage('AA-fr-facture-garage-lu'), "What is the mechanic's name?")).toBeNull();
    expect(ask(typedPage('V-en-us-contractor-invoice'), 'Who is the project architect?')).toBeNull();
    expect(ask(typedPage('N-da-faktura-advokat'), 'Hvad hedder modpartens advokat?')).toBeNull();
    expect(ask(typedPage('X-de-kassenbon-baeckerei'), 'Wann war ich beim Bäcker?')).not.toBe(
      'Bäckerei Hollmann',
    );
  });
});
