import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { computeFeatures } from '../../main/reading/qa/features';
import { ask, printedPage, type Row } from './positioned-page';

// OCR at 200 dpi loses the small marks of a figure: "€ 3.632,37" reads "€ 363237". On a scan whose
// amounts print cents, such a whole number is the amount with its cents where the page's figures
// add up to it, and no answer where they do not; a text layer's whole figures stand.

const page = (total: string, vat = '630,41'): Row[] => [
  [[50, 'Woordwerk B.V.']],
  [
    [50, 'Factuurnummer'],
    [160, 'WW-2024-0387'],
  ],
  '',
  [
    [50, 'Vertaling NL>DE'],
    [450, '€ 2.000,00'],
  ],
  [
    [50, 'Dtp'],
    [450, '€ 1.001,96'],
  ],
  [
    [300, 'Subtotaal'],
    [450, '€ 3.001,96'],
  ],
  [
    [300, 'Btw 21%'],
    [450, `€ ${vat}`],
  ],
  [
    [300, 'Totaal te voldoen'],
    [450, total],
  ],
];

const scanned = (rows: Row[]): IntakeResult => {
  const doc = printedPage(rows);
  return { ...doc, kind: 'image', pages: doc.pages.map((p) => ({ ...p, readConfidence: 0.9 })) };
};

describe('an amount whose cents OCR lost', () => {
  it('reads "€ 363237" as 3632,37 where the net and VAT add up to it', () => {
    const doc = scanned(page('€ 363237'));
    expect(ask(doc, 'Wat is het totaalbedrag van de factuur?')).toBe('3632,37');
    expect(computeFeatures(doc, [{ type: 'TOTAL_INCL_VAT' }]).totalInclVat?.[0]?.value).toBe('3632.37');
  });

  it('answers nothing where no figures of the page make it (the VAT misread as well)', () => {
    // The subtotal 3.001,96 at the 21 % its VAT line prints makes 3.632,37 (figure-restored.ts):
    // a total whose digits are not that stays unread.
    expect(ask(scanned(page('€ 363837', '63O,41')), 'Wat is het totaalbedrag van de factuur?')).toBeNull();
    expect(ask(scanned(page('€ 363237', '63O,41')), 'Wat is het totaalbedrag van de factuur?')).toBe(
      '3632,37',
    );
  });

  it("keeps a text layer's whole figure as printed", () => {
    expect(ask(printedPage(page('€ 3632')), 'Wat is het totaalbedrag van de factuur?')).toBe('3632');
  });
});
