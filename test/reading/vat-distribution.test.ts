import { describe, expect, it } from 'vitest';
import { computeFeatures } from '../../main/reading/qa/features';
import { buildDraft } from '../../main/documents/drafts/build';
import { ask, typedPage } from './positioned-page';
import { documentLines } from '../../main/reading/qa/lines';

// The VAT by rate a page prints (VAT_DISTRIBUTION), read by arithmetic: a table's rows whose rate,
// net and VAT agree and add up to the page's total. A till receipt's draft books each rate on a
// line of its own, so each gets its VAT code.

const shares = (id: string) =>
  (computeFeatures(typedPage(id), [{ type: 'VAT_DISTRIBUTION' }]).vatDistribution ?? []).map((c) => [
    c.rate,
    c.taxableAmount,
    c.value,
  ]);

describe('VAT by rate on pages typed by others', () => {
  it("reads a Norwegian bakery's 15 % take-away and 25 % eaten-in rows", () => {
    expect(shares('Z-no-kvittering-bakeri')).toEqual([
      ['15', '186.96', '28.04'],
      ['25', '149.60', '37.40'],
    ]);
  });

  it("reads a French bakery ticket's 5,5 % and 10 % rows", () => {
    expect(shares('AA-fr-ticket-boulangerie')).toEqual([
      ['5.5', '28.44', '1.56'],
      ['10', '7.73', '0.77'],
    ]);
  });

  it('reads the one rate of an invoice from its net and VAT', () => {
    expect(shares('Z-nl-factuur-vertaalbureau')).toEqual([['21', '3001.96', '630.41']]);
  });

  it('takes no surcharge line for a rate ("Surcharge gazole 4,2 %" of 1 305,61 is 54,84)', () => {
    expect(shares('U-fr-facture-transport')).toEqual([['20', '1360.45', '272.09']]);
  });
});

describe('a till receipt of several VAT rates as a draft', () => {
  it('books one line per rate, each its net at its rate, adding up to the net', () => {
    const draft = buildDraft(typedPage('Z-no-kvittering-bakeri'));
    expect(draft.lines.map((l) => [l.amount, l.vatRate, l.fromTotals])).toEqual([
      [186.96, 15, false],
      [149.6, 25, false],
    ]);
    expect(draft.lines[0]!.text).toContain('SOLSIDEN BAKERI');
    expect(draft.totals.net.value).toBe(336.56);
  });

  it('gives the lines of a one-rate invoice the rate printed', () => {
    const draft = buildDraft(typedPage('Z-nl-factuur-vertaalbureau'));
    expect(draft.lines.length).toBeGreaterThan(1);
    expect(new Set(draft.lines.map((l) => l.vatRate))).toEqual(new Set([21]));
  });
});

describe('a VAT summary is no line table', () => {
  it('counts the items of a coffee-shop receipt, not its one "S 20%" VAT row', () => {
    const doc = typedPage('AB-uk-coffee-shop-receipt');
    expect(ask(doc, 'How many items are on the receipt?')).toBe('5');
    expect(documentLines(doc.pages)).toEqual([]);
  });
});
