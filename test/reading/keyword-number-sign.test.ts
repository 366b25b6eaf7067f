import { describe, expect, it } from 'vitest';
import { wordMatch } from '../../main/reading/qa/keyword-match';

// A page's own label found by the question's words: "No.", "Nr.", "N°" and "#" are printed for
// "number", but "VAT" is no "reference", though both are words of numbers.

describe("a question's words on the page's own labels", () => {
  it('takes the signs for "number" as the word, and no other number word', () => {
    for (const sign of ['no', 'nr', 'n', '#', 'num', 'nummer']) expect(wordMatch(sign, 'number')).toBe(1);
    expect(wordMatch('vat', 'reference')).toBe(0);
    expect(wordMatch('ref', 'number')).toBeLessThan(1);
  });
});
