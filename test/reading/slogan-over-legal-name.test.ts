import { describe, expect, it } from 'vitest';
import { ask, ocrReadPage, printedPage, typedPage } from './positioned-page';

// A slogan heading a page ("KEYS CUT WHILE U WAIT") shares a word of what the business sells with
// the legal name printed only in its footer ("Quayside Keys & Locks Ltd"): it is no trading name
// of it, which would open with the name the company has (its first word of its own).
describe('a slogan at the top, the legal name in the footer', () => {
  it('answers the legal name of a docket headed by a slogan', () => {
    const page = typedPage('BE-en-docket-key-cutting');
    for (const q of ['Who issued this receipt?', 'Supplier?', "What is the seller's company name?"])
      expect(ask(page, q)).toBe('Quayside Keys & Locks Ltd');
  });

  it('answers the legal name under any slogan sharing a word of the trade', () => {
    const page = printedPage([
      [[200, 'FRESH FLOWERS EVERY DAY']],
      [[200, '12 Market Street, Bristol BS1 4DJ']],
      '',
      [
        [50, 'Receipt No.'],
        [300, '4471'],
      ],
      [
        [50, 'Date'],
        [300, '02/04/2026'],
      ],
      [
        [50, 'Tulips, bunch of 10'],
        [300, '£8.50'],
      ],
      [
        [50, 'TOTAL'],
        [300, '£8.50'],
      ],
      '',
      [[200, 'Thank you for your custom']],
      '',
      [[200, 'Marigold Flowers Ltd']],
      [[200, 'Reg. No. 08123456  -  VAT No. GB 123 4567 89']],
    ]);
    expect(ask(page, 'Who issued this receipt?')).toBe('Marigold Flowers Ltd');
  });

  it('keeps a heading that opens with the name its company has', () => {
    const page = printedPage([
      [[200, 'THE MARIGOLD FLOWER SHOP']],
      [[200, '12 Market Street, Bristol BS1 4DJ']],
      '',
      [
        [50, 'Receipt No.'],
        [300, '4471'],
      ],
      [
        [50, 'TOTAL'],
        [300, '£8.50'],
      ],
      '',
      [[200, 'Marigold Flowers Ltd']],
      [[200, 'Reg. No. 08123456  -  VAT No. GB 123 4567 89']],
    ]);
    expect(ask(page, 'Who issued this receipt?')).toBe('THE MARIGOLD FLOWER SHOP');
  });

  it("reads a heading made of the legal name's own words, whose first says the trade", () => {
    // "DE ZWALUW" over the footer's "Drukkerij De Zwaluw B.V.", read by OCR: the brand of the
    // company whose invoice it is, named by its legal name as the page's truth does; the question's
    // "drukwerk" is the business's own word (its tagline), no thing the page lacks.
    const page = ocrReadPage('AF-nl-factuur-drukkerij');
    expect(ask(page, 'Wie is de leverancier?')).toBe('Drukkerij De Zwaluw B.V.');
    expect(ask(page, 'Tot wanneer hebben we om het drukwerk te betalen?')).toBe('23 september 2024');
  });
});
