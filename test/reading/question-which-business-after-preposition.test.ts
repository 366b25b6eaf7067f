import { describe, expect, it } from 'vitest';
import { ask, scannedAs, typedPage } from './positioned-page';

/**
 * "Chez quelle librairie ...", "Bij welke beenhouwerij ...": a preposition before the question
 * word, then the business asked by what the page's letterhead says it is. However the rest of the
 * wording leans ("a-t-on fait l'achat", "is dit gekocht": a purchase's day), it asks which business.
 */
describe('a business asked after a preposition and a question word', () => {
  it.each([
    ['BE-fr-ticket-librairie', "Chez quelle librairie a-t-on fait l'achat ?", 'LE CHAT QUI LIT SARL'],
    ['BE-nl-kasticket-beenhouwerij', 'Bij welke beenhouwerij is dit gekocht?', 'VERHAEGHE-DE SMET BV'],
  ])('%s: %s -> %s', (id, q, name) => {
    expect(ask(typedPage(id), q)).toBe(name);
  });

  it('reads it so on a scan whose letterhead lost its dash', () => {
    const page = scannedAs('BE-fr-ticket-librairie', { 'Librairie - Papeterie': 'Librairie  Papeterie' });
    expect(ask(page, "Chez quelle librairie a-t-on fait l'achat ?")).toBe('LE CHAT QUI LIT SARL');
  });

  it('opens with no business after two question words', () => {
    // "Vilka var ...": "var" is "were" here, no question word before what is asked.
    expect(ask(typedPage('AR-sv-kvitto-restaurang'), 'Vilka var restaurangens öppettider?')).toBeNull();
  });

  it('still answers the day asked after a preposition', () => {
    expect(ask(typedPage('BE-fr-ticket-librairie'), 'À quelle date a-t-on fait l’achat ?')).toBe(
      '28/03/2026',
    );
  });
});
