import { describe, expect, it } from 'vitest';
import { documentLines } from '../../main/reading/qa/lines';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// Line counts on the eighth batch typed by others (T-, U-, V-), and the faults of kind they showed
// on the first run: each count below was wrong or missing before its change.

const page = typedPage;

describe('a charge the totals add after the VAT (line-charges.ts)', () => {
  it('is a line when it says it bears no VAT: an outlay passed on', () => {
    expect(ask(page('N-da-faktura-advokat'), 'Hvor mange linjer er der på fakturaen?')).toBe('4');
  });

  it('is a total\'s part when it says nothing of it: "Shipping & Handling" under "Sales Tax 8.25%"', () => {
    const doc = page('V-en-us-medical-supplies-invoice');
    expect(ask(doc, 'How many line items are on the invoice?')).toBe('7');
    expect(ask(doc, '# lines?')).toBe('7');
  });
});

describe('a till total no pack reads as one, under a rule (till-lines.ts)', () => {
  it('"TOTALT 10 VARER" and "TOTAL (S$)" sum the items over the rule', () => {
    // Items marked by a VAT code ("64,90 *" over "* = 25% MVA") are items too.
    expect(ask(page('T-no-kvittering-dagligvare'), 'Antall linjer?')).toBe('9');
    expect(ask(page('V-en-sg-taxi-receipt'), 'How many charge lines are on the receipt?')).toBe('4');
    expect(ask(page('Q-no-kvittering-taxi'), 'How many lines are on the receipt?')).toBe('4');
  });

  it('fee lines whose text runs on under them, summed under a rule ("Summe Gebühren und Auslagen")', () => {
    expect(ask(page('U-de-rechnung-steuerberater'), 'Wie viele Positionen enthält die Rechnung?')).toBe('5');
  });

  it("a section's subtotal under a rule, more items under it, is no end of the items", () => {
    expect(ask(page('L-nl-factuur-energie'), 'Hoeveel regels staan er op de factuur?')).toBe('11');
    // Its fees and its disbursements, each closed by its own total, recapped over the total due
    // (section-lines.ts): all nine.
    expect(ask(page('J-en-uk-solicitor-invoice'), 'How many lines are on the invoice?')).toBe('9');
  });
});

describe("a count of what a table holds is a count of lines (the packs' listed words)", () => {
  it('"How many rows are in the description table?", "How many entries are in the description table?"', () => {
    expect(ask(page('V-en-au-consultant-tax-invoice'), 'How many rows are in the description table?')).toBe(
      '4',
    );
    expect(ask(page('V-en-us-contractor-invoice'), 'How many entries are in the description table?')).toBe(
      '8',
    );
  });

  it('a unit counted in the table is still no count of lines', () => {
    expect(ask(page('V-en-us-contractor-invoice'), 'How many hours are in the table?')).toBeNull();
  });
});

describe('a quantity and a price headed by words no pack knows (unnamed-columns.ts)', () => {
  it('"Tonnage | € HT/t" over figures that multiply to the amount on every row', () => {
    const doc = page('U-fr-facture-transport');
    expect(ask(doc, 'Combien de lignes comporte la facture ?')).toBe('6');
    expect(ask(doc, 'How many line items are there?')).toBe('6');
  });

  it('no table under those headings when the figures do not multiply to the amount', () => {
    const row = (a: string, b: string, c: string, d: string): Row => [
      [50, a],
      [250, b],
      [350, c],
      [480, d],
    ];
    const doc = printedPage([
      'Transports Exemple SARL',
      '',
      row('Nature', 'Poids', 'Zone', 'Montant HT'),
      row('Grave Clermont', '28,40 t', '8,60', '250,00'),
      row('Sable Cournon', '26,85 t', '9,20', '240,00'),
      '',
      [
        [350, 'Total HT'],
        [480, '490,00'],
      ],
    ]);
    expect(documentLines(doc.pages)).toEqual([]);
  });
});
