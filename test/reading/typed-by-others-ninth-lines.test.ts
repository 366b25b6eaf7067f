import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Line counts on the ninth batch typed by others (W-, X-, Y-), and the faults of kind they showed:
// each count below was missing before its change.

describe("a return among a till's items (till-lines.ts, till-line-rows.ts)", () => {
  it('"12.99-T" under a "RETURN" heading is a negative item, its tax code right after the minus', () => {
    const doc = typedPage('Y-us-hardware-receipt');
    expect(ask(doc, 'How many item lines are on the receipt, including the return?')).toBe('7');
    expect(ask(doc, 'No. of lines?')).toBe('7');
  });

  it('detail rows set in under the last item pass, and a date there is no price', () => {
    // "Rückgabe zu Bon 0427-2231 v. 06.04.24" and an article number under the return.
    const doc = typedPage('X-de-ch-quittung-baumarkt-retoure');
    expect(ask(doc, 'Anz. Zeilen?')).toBe('6');
    expect(ask(doc, 'How many item lines are listed, including the return?')).toBe('6');
  });

  it('rows under the last item that are not set in under it still end the items', () => {
    const doc = printedPage([
      [[150, 'Bread']],
      [
        [150, 'Milk'],
        [380, '1.20'],
      ],
      [
        [150, 'Eggs'],
        [380, '2.40'],
      ],
      [[150, 'Member since 2019']],
      [[150, 'Points 120']],
      [[150, 'Card 4471']],
      [
        [150, 'TOTAL'],
        [380, '3.60'],
      ],
    ]);
    expect(ask(doc, 'How many lines are on the receipt?')).toBeNull();
  });
});

describe('a line count asked by a compound of a line word, or by what was charged (question-count.ts)', () => {
  it('"Artikelzeilen", "productregels", "behandlingslinjer" count lines', () => {
    expect(ask(typedPage('D-de-kassenbon-baeckerei'), 'Anzahl der Artikelzeilen?')).toBe('6');
    expect(ask(typedPage('D-nl-kassabon-buurtsuper'), 'Aantal productregels?')).toBe('7');
    expect(ask(typedPage('N-no-faktura-tannlege'), 'Hvor mange behandlingslinjer er det?')).toBe('5');
  });

  it('Danish "opkrævet" says the page bills them', () => {
    const doc = typedPage('W-da-opkraevning-forsyning');
    expect(ask(doc, 'Hvor mange forskellige ting bliver der opkrævet for?')).toBe('6');
  });

  it('a compound of a unit is still no line count', () => {
    expect(ask(typedPage('F-de-rechnung-skonto'), 'Wie viele Arbeitsstunden wurden berechnet?')).toBeNull();
  });
});
