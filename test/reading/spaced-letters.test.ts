import { describe, expect, it } from 'vitest';
import { layoutPage, splitIntoWords } from '../../main/reading/intake/layout';
import { ask, printedPage, typedPage } from './positioned-page';

/** A letterhead set in spaced-out capitals is read as the words it spells (intake/spaced-letters.ts). */
describe('spaced-out letters', () => {
  const lineOf = (text: string) =>
    layoutPage(1, 595, 842, splitIntoWords(text, 50, 40, text.length * 5.5, 10)).lines[0];

  it('reads letters one letter space apart as their word, a wider gap as a word space', () => {
    expect(lineOf('V E R T A A L B U R E A U   W O O R D W I J S')).toBe('VERTAALBUREAU WOORDWIJS');
    expect(lineOf('B  A  K  E  R  Y')).toBe('BAKERY');
  });

  it('leaves initials, short codes and ordinary words as printed', () => {
    expect(lineOf('J. R. Smith')).toBe('J. R. Smith');
    expect(lineOf('Size X L')).toBe('Size X L');
    expect(lineOf('A B C')).toBe('A B C');
  });

  it('the plain name under a spaced-out letterhead is the issuer (AF-nl vertaalbureau)', () => {
    const doc = typedPage('AF-nl-factuur-be-vertaalbureau');
    for (const q of ['Wie heeft deze factuur uitgeschreven?', 'Leverancier?', 'Who issued the invoice?'])
      expect(ask(doc, q)).toMatch(/^Vertaalbureau Woordwijs/i);
  });

  it('a figure asked is not a party named by a shared stem ("Hoeveel woorden" of Woordwijs)', () => {
    const doc = typedPage('AF-nl-factuur-be-vertaalbureau');
    expect(ask(doc, 'Hoeveel woorden telde de Duitse vertaling?')).toBeNull();
  });

  it('a page without spaced letters lays out as before', () => {
    const doc = printedPage(['ACME Ltd', 'Invoice 12']);
    expect(doc.pages[0]?.lines).toEqual(['ACME Ltd', 'Invoice 12']);
  });
});
