import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage, typedPage } from './positioned-page';

describe('a row of headings over one row of values: each value is what its heading names', () => {
  it("the invoice's number under its heading, not the quote's number under the quote's heading", () => {
    const plumber = typedPage('AT-fr-facture-plombier-devis-ref');
    expect(ask(plumber, 'Quel est le numéro de la facture ?')).toBe('2026-031');
    expect(ask(plumber, 'What is the invoice number?')).toBe('2026-031');
  });
  it('in a page of its own wording: an order, an accepted quote', () => {
    const cells: [string, string][] = [
      ['BON DE COMMANDE', 'n° BC-4410 du 20/02/2026'],
      ['DEVIS ACCEPTÉ', 'n° D-2026-014'],
    ];
    for (const [heading, value] of cells) {
      const page = printedPage([
        [[50, 'Vitrerie Maréchal SARL']],
        [[50, '12 rue des Forges, 25000 Besançon']],
        '',
        [
          [50, 'FACTURE N°'],
          [160, 'DATE'],
          [260, heading],
          [440, 'CLIENT'],
        ],
        [
          [50, 'F-7781'],
          [160, '03/03/2026'],
          [260, value],
          [440, 'C-220'],
        ],
        '',
        [
          [330, 'Total TTC'],
          [480, '480,00'],
        ],
      ]);
      expect(ask(page, 'Quel est le numéro de la facture ?')).toBe('F-7781');
    }
  });
});

describe('a quote the invoice refers to in its row of keys', () => {
  it("is another document: its total is not the invoice's", () => {
    const plumber = typedPage('AT-fr-facture-plombier-devis-ref');
    expect(ask(plumber, 'Quel était le montant total TTC du devis ?')).toBeNull();
    expect(ask(plumber, 'Quel est le montant total TTC ?')).toBe('1 579,60');
  });
});

describe('a deposit paid before the bill', () => {
  it('is no money handed over at a till: the invoice keeps its customer', () => {
    const plumber = typedPage('AT-fr-facture-plombier-devis-ref');
    expect(ask(plumber, 'À qui la facture est-elle adressée ?')).toBe('Madame Élodie Castagné');
  });
  it('its day is the date printed on its own line, or nothing where none is', () => {
    const plumber = typedPage('AT-fr-facture-plombier-devis-ref');
    expect(ask(plumber, "À quelle date l'acompte a-t-il été versé ?")).toBe('05/01/2026');
    expect(ask(plumber, 'When was the deposit paid?')).toBe('05/01/2026');
    expect(ask(plumber, 'Quelle est la date de la facture ?')).toBe('09/02/2026');
    const quebec = typedPage('AU-fr-ca-facture-tps-tvq');
    expect(ask(quebec, "À quelle date l'acompte a-t-il été reçu?")).toBeNull();
    expect(ask(quebec, 'Date de la facture ?')).toBe('2026-03-09');
  });
});

describe('an aside in brackets saying what is not asked', () => {
  it('leaves the thing it names out of the question', () => {
    const shop = typedPage('AT-nl-factuur-webshop');
    expect(ask(shop, 'What is the invoice number (not the order number)?')).toBe('GL-2026-004517');
    const plumber = typedPage('AT-fr-facture-plombier-devis-ref');
    expect(ask(plumber, 'Le plombier a mis quel numéro sur sa facture (pas celui du devis) ?')).toBe(
      '2026-031',
    );
  });
  it('an aside with no negation still says which total', () => {
    const plumber = typedPage('AT-fr-facture-plombier-devis-ref');
    expect(ask(plumber, 'What is the total (excluding VAT)?')).toBe('1 436,00');
    expect(ask(plumber, 'What is the total (VAT included)?')).toBe('1 579,60');
  });
});

describe("a stamp after a page's own label is no value of it", () => {
  it('"Kortholders kopi" names the copy, not the cardholder', () => {
    const cafe = typedPage('AT-no-kvittering-kafe');
    expect(ask(cafe, 'Hva heter kortholderen?')).toBeNull();
  });
});

describe("a tax's registration line is no saying that none is charged", () => {
  it('a scan whose tax lines OCR garbled says nothing of the taxes, not 0.00', () => {
    const page = printedPage([
      [
        [40, 'Atelier Nordet inc.'],
        [380, 'FACTURE 2291'],
      ],
      [
        [40, '14, rue Principale, Granby (Québec)'],
        [380, 'Date 2026-02-11'],
      ],
      '',
      [
        [40, 'Réparation de clôture'],
        [510, '800,00 $'],
      ],
      [
        [340, 'Sous-total Subtotal'],
        [500, '800,00'],
      ],
      [
        [340, 'TES /GSTBEA'],
        [510, '40,00'],
      ],
      [
        [340, '1V0 Q5 197975%'],
        [510, '79,80'],
      ],
      [
        [340, 'Total'],
        [500, '919,80 $'],
      ],
      '',
      [[40, 'No TPS GST no 843271651 RT0001']],
      [[40, 'No TVQ QST no 1227384510 TQ0001']],
    ]);
    const scan = {
      ...page,
      kind: 'image' as const,
      pages: page.pages.map((p) => ({ ...p, readConfidence: 0.88 })),
    };
    expect(ask(scan, 'Taxes totales?')).toBeNull();
    expect(ask(scan, 'What is the total?')).toBe('919,80');
  });
});

describe('a scan whose VAT total OCR could not read', () => {
  // The pages as OCR read them at 200 dpi (test/fixtures/ocr-read/typed-pages-ocr.json): "€ 18,23"
  // of "Totaal btw" came out "323", "€ 10,39" of the 21 % line "1039"; "TPS / GST 5 %" came out
  // "TES /GSTBEA".
  const scanned = (id: string) => asScan(ocrReadPage(id), 0.87);
  it("is not answered by one rate's line, which is still the answer asked by its rate", () => {
    const shop = scanned('AT-nl-factuur-webshop');
    expect(ask(shop, 'Btw totaal?')).toBeNull();
    expect(ask(shop, 'Btw 9%?')).toBe('7,84');
  });
  it('nor by a registration line as no tax at all', () => {
    const quebec = scanned('AU-fr-ca-facture-tps-tvq');
    expect(ask(quebec, 'Taxes totales?')).toBeNull();
    expect(ask(quebec, 'Solde à payer ?')).toBe('1 754,09');
  });
});
