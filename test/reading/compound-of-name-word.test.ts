import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A compound asked that opens with a word of a firm's name asks what its head names: "Welche
// Reifengröße hat das Auto?" of "Reifen Pichler GmbH" asks a size, "Vilket konferensrum bokades?"
// of "Sjövikens Konferens & Hotell AB" a room, and the firm is no answer. A head naming a business
// ("Reifen|werkstatt", "Reifen|firma") or a compound a pack knows as a trade
// ("konferensanläggning") still names the firm.
describe("a compound asked that opens with a word of a firm's name", () => {
  const tyres = typedPage('BG-de-kassenbeleg-reifenservice');
  const venue = typedPage('Z-sv-faktura-konferensanlaggning');

  it('gives no firm for the thing its head names', () => {
    expect(ask(tyres, 'Welche Reifengröße hat das Auto?')).toBeNull();
    expect(ask(tyres, 'Welche Reifenmarke wurde montiert?')).toBeNull();
    expect(ask(tyres, 'Welche Reifenart wurde montiert?')).toBeNull();
    expect(ask(tyres, 'Welches Reifenprofil hat das Auto?')).toBeNull();
    expect(ask(venue, 'Vilket konferensrum bokades?')).toBeNull();
  });

  it('still names the firm by a compound that names a business', () => {
    expect(ask(tyres, 'Welche Reifenwerkstatt war das?')).toBe('Reifen Pichler GmbH');
    expect(ask(tyres, 'Bei welcher Reifenfirma waren wir?')).toBe('Reifen Pichler GmbH');
    expect(ask(tyres, 'Welcher Reifenhändler war das?')).toBe('Reifen Pichler GmbH');
    expect(ask(venue, 'Vilken konferensanläggning är det?')).toBe('Sjövikens Konferens & Hotell AB');
    expect(ask(venue, 'Vilket konferenshotell var det?')).toBe('Sjövikens Konferens & Hotell AB');
  });
});
