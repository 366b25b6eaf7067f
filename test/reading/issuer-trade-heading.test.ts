import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';
import { tradeHeading } from '../../main/reading/qa/trade-heading';

// A till receipt may head its name with the kind of business it is ("~ BRASSERIE ~" over "Chez
// Marceline", "Brasserie - Bar - Terrasse" under "La Treille d'Or"): that names no business. A
// one-word question the pack reads word for word ("Établissement ?", "Créancier ?") asks the issuer.
describe('the issuer under or over a trade heading, asked in one word', () => {
  it('reads a trade or a tagline of trades as no name', () => {
    expect(tradeHeading('~ BRASSERIE ~')).toBe(true);
    expect(tradeHeading('Brasserie - Bar - Terrasse')).toBe(true);
    expect(tradeHeading('Garage Lemoine')).toBe(false);
    expect(tradeHeading('Smith - Jones')).toBe(false);
  });

  it.each([
    { id: 'AD-fr-ticket-restaurant-bruxelles', q: 'Restaurant ?', name: 'Chez Marceline' },
    {
      id: 'AD-fr-ticket-restaurant-bruxelles',
      q: 'Quel établissement a émis ce ticket ?',
      name: 'Chez Marceline',
    },
    { id: 'F-fr-ticket-restaurant', q: 'Établissement ?', name: 'Le Comptoir des Halles' },
    { id: 'AD-fr-ticket-restaurant-geneve', q: 'On a mangé dans quel resto ?', name: "La Treille d'Or" },
    {
      id: 'AD-fr-ticket-restaurant-geneve',
      q: 'De quel restaurant vient ce ticket ?',
      name: "La Treille d'Or",
    },
    { id: 'X-fr-ch-facture-ecole-langues-exoneree', q: 'Créancier ?', name: 'Léman-Lingua' },
  ])('$id: "$q"', ({ id, q, name }) => {
    expect(ask(typedPage(id), q)?.toLowerCase()).toContain(name.toLowerCase());
  });

  it('keeps a credit note number a number', () => {
    expect(ask(typedPage('N-sv-kreditfaktura-kontorsmobler'), 'Kreditnr?')).not.toMatch(/[a-z]{4}/i);
  });
});
