import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Line counts on the fifth batch typed by others (K-, L-, M-), and the faults of kind they showed
// on the first run: each count below was wrong or missing before its change.

const page = typedPage;

describe('lines printed without table headings (till-lines.ts)', () => {
  it("items under headings of their own are one list: a section's heading does not end it", () => {
    // "TA MED (15 % mva)" over the dishes, "SERVERT (25 % mva)" over the drinks: 2 had been
    // counted, the drinks alone, whose prices the VAT table's 25 % row adds up.
    expect(ask(page('K-no-kvittering-restaurant'), 'Antall linjer?')).toBe('6');
  });

  it('a section subtotal under a rule, and a recap of the sections over the total, are no items', () => {
    // "Subtotaal elektriciteit" and "Subtotaal gas" under their charges; a rebate billed by the
    // day ("31 dgn x -1,42388   -44,14") is a charge of its own, not a discount of the one above.
    expect(ask(page('L-nl-factuur-energie'), 'Aantal factuurregels?')).toBe('11');
    // "LABOUR (subject to CIS)" and "MATERIALS" over their items, "Labour | 3,200.00" and
    // "Materials | 1,180.50" over "Total net".
    expect(ask(page('M-en-uk-builder-cis-invoice'), 'How many invoice lines are there?')).toBe('6');
  });

  it('a price alone on the row under its name is that item; a discount under it lowers it', () => {
    // "4032871  SPAX Universalschr. 4x40 200St" over "8,99 A"; "Aktionsrabatt 10%  -4,00 A".
    expect(ask(page('L-de-kassenbon-baumarkt'), 'Anz. Positionen?')).toBe('8');
  });

  it("a total's figure is the one after its label, not the payment details printed beside it", () => {
    // "Sum eks. mva  16 611,50  Betales til kontonr.:  2801.47.19964".
    expect(ask(page('K-no-faktura-regnskap'), 'Ant. linjer?')).toBe('5');
  });

  it('no count where a row sums the rows over it with no rule between: it may be a charge', () => {
    const doc = printedPage([
      [
        [50, 'Haftpflicht'],
        [480, '80,00'],
      ],
      [
        [50, 'Vollkasko'],
        [480, '140,00'],
      ],
      [
        [50, 'Beitrag für das Quartal'],
        [480, '220,00'],
      ],
      [
        [50, 'Ausstehende Forderung'],
        [480, '220,00'],
      ],
      [
        [300, 'Gesamtbetrag'],
        [480, '440,00'],
      ],
    ]);
    expect(ask(doc, 'Wie viele Positionen?')).toBeNull();
  });

  it("no count where the sections' items do not add up to the total, though one section does", () => {
    const doc = printedPage([
      [[170, 'MAT']],
      [
        [170, 'Suppe'],
        [390, '7,50'],
      ],
      [[170, 'DRIKKE']],
      [
        [170, 'Øl'],
        [390, '8,00'],
      ],
      [
        [170, 'Vann'],
        [390, '3,00'],
      ],
      [
        [170, 'SUM'],
        [390, '30,00'],
      ],
      [
        [170, '25 %'],
        [390, '11,00'],
      ],
    ]);
    expect(ask(doc, 'Antall linjer?')).toBeNull();
  });
});

describe('line tables under their headings (lines.ts)', () => {
  it("a totals table's headings over its figures under the items end the table", () => {
    // "Arbete | Material | Netto | Moms 25 % | Öresavr. | ATT BETALA SEK" over its figures had
    // been read as a tenth line of figures alone; "Base HTVA | TVA 21% | Total TVAC" a fifth.
    expect(ask(page('K-sv-faktura-verkstad'), 'Antal fakturarader?')).toBe('9');
    expect(ask(page('C-fr-be-chauffage'), 'Nombre de postes facturés ?')).toBe('4');
  });

  it("words across the columns over an item's details are the item's, not another table", () => {
    const doc = printedPage([
      [
        [50, 'Beschreibung'],
        [300, 'Menge'],
        [380, 'Preis'],
        [480, 'Betrag'],
      ],
      [
        [50, 'Gelierzucker 250g'],
        [300, '50'],
        [380, '1,4500'],
        [480, '72,50'],
      ],
      [
        [300, 'Rabatt'],
        [480, 'Rabatt'],
      ],
      [[50, 'Bruttopreis : 1,5000 Abschlag : 0,0300']],
      [
        [50, 'Zitronensäure'],
        [300, '100'],
        [380, '1,0000'],
        [480, '100,00'],
      ],
      [
        [380, 'Summe'],
        [480, '172,50'],
      ],
    ]);
    expect(ask(doc, 'Wie viele Positionen hat die Rechnung?')).toBe('2');
  });

  it('a charge under the totals, printed as the items are, is a line when the last total adds it', () => {
    // "Frais de greffe ... 46,31" under "Débours (non soumis à TVA) :", between "Total honoraires
    // TTC 5 937,60" and "NET À PAYER 5 983,91": 5 had been counted.
    expect(ask(page('L-fr-facture-expert-comptable'), 'Nb de lignes ?')).toBe('6');
    // "Frais de port | 5,90 €" in the totals' labels column is no line.
    expect(ask(page('L-fr-facture-commande-en-ligne'), 'Combien de lignes ?')).toBe('4');
  });

  it('a row under the totals that no total adds is no line', () => {
    const doc = printedPage([
      [
        [40, 'Désignation'],
        [478, 'Montant HT'],
      ],
      [
        [40, 'Tenue de la comptabilité'],
        [496, '1 850,00'],
      ],
      [
        [40, 'Bilan annuel'],
        [496, '1 200,00'],
      ],
      [
        [300, 'Total HT'],
        [496, '3 050,00'],
      ],
      [
        [300, 'TVA 20 %'],
        [507, '610,00'],
      ],
      [
        [300, 'Total TTC'],
        [496, '3 660,00'],
      ],
      [
        [40, 'Acompte versé le 15/01'],
        [496, '1 000,00'],
      ],
      [
        [300, 'Reste à payer'],
        [496, '2 660,00'],
      ],
    ]);
    expect(ask(doc, 'Nb de lignes ?')).toBe('2');
  });
});
