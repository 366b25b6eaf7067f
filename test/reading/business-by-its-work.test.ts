import { describe, expect, it } from 'vitest';
import { ask, printedPage } from './positioned-page';

// A business asked by what it did ("Which firm provided the interpreter?", "Hvilket firma har
// skiftet ruderne?"), or by the kind of business it is ("Which stables sent this bill?"): the
// issuer, where the page prints what the work was done on in its items or its name. The verb is
// read from where it stands in the question, not from a list; a thing the page does not print was
// done by another business, and a business that used or covered the work is no issuer.

const glazier = printedPage([
  [
    [50, 'Glas · Spejle · Termoruder'],
    [420, 'FAKTURA'],
  ],
  [
    [50, 'Ejerforeningen Bøgely'],
    [340, 'Fakturanr.:'],
    [440, '5521'],
  ],
  [
    [50, 'Bøgevej 3'],
    [340, 'Fakturadato:'],
    [440, '02.02.2026'],
  ],
  [[50, '7100 Vejle']],
  '',
  [
    [50, 'Tekst'],
    [345, 'Antal'],
    [435, 'Stk.pris'],
    [520, 'Beløb'],
  ],
  [
    [50, 'Termorude 3-lags, 900 x 1200 mm'],
    [365, '2'],
    [435, '1.800,00'],
    [505, '3.600,00'],
  ],
  [
    [50, 'Montørtimer'],
    [365, '4'],
    [445, '550,00'],
    [505, '2.200,00'],
  ],
  [
    [340, 'Moms 25 %'],
    [505, '1.450,00'],
  ],
  [
    [340, 'Total DKK'],
    [505, '7.250,00'],
  ],
  '',
  [[50, 'Nørreby Glas ApS · Torvet 2 · 7100 Vejle · CVR-nr. 31234567']],
]);

const extinguishers = printedPage([
  [[50, 'Feuerschutz Meier AG – Feuerlöscher · Brandschutz']],
  [
    [50, 'Feuerschutz Meier AG'],
    [330, 'Schulhaus Birken'],
  ],
  [
    [50, 'Bahnhofstrasse 4'],
    [330, 'Birkenweg 1'],
  ],
  [
    [50, '5000 Aarau'],
    [330, '5034 Suhr'],
  ],
  [
    [50, 'Rechnung Nr.'],
    [150, '26-0412'],
    [330, 'Datum'],
    [420, '12.02.2026'],
  ],
  [
    [50, 'Bezeichnung'],
    [300, 'Menge'],
    [400, 'Preis'],
    [500, 'Total CHF'],
  ],
  [
    [50, 'Wartung Feuerlöscher Pulver 6 kg'],
    [300, '10'],
    [400, '28.50'],
    [500, '285.00'],
  ],
  [
    [50, 'Anfahrtspauschale'],
    [300, '1'],
    [400, '60.00'],
    [500, '60.00'],
  ],
  [
    [330, 'MWST 8.1 %'],
    [500, '27.95'],
  ],
  [
    [330, 'Rechnungsbetrag CHF'],
    [500, '372.95'],
  ],
]);

const interpreting = printedPage([
  [
    [50, 'TAX INVOICE'],
    [330, 'Invoice No.: LS-0915'],
  ],
  [
    [50, 'Lingua Bridge Services LLP'],
    [330, 'Invoice Date: 03-02-2026'],
  ],
  [[50, '12 MG Road, Pune 411001']],
  [[50, 'Bill To:']],
  [[50, 'Deccan Tools Pvt. Ltd.']],
  [
    [50, 'Description of Service'],
    [350, 'Qty'],
    [420, 'Rate'],
    [500, 'Amount'],
  ],
  [
    [50, 'Simultaneous interpretation EN-DE'],
    [350, '2 days'],
    [420, '20,000.00'],
    [500, '40,000.00'],
  ],
  [
    [50, 'Travel time'],
    [350, '1'],
    [420, '5,000.00'],
    [500, '5,000.00'],
  ],
  [
    [330, 'IGST @ 18%'],
    [500, '8,100.00'],
  ],
  [
    [330, 'Invoice Total (Rs)'],
    [500, '53,100.00'],
  ],
]);

describe('a business asked by the work it did', () => {
  it('answers the issuer where the thing worked on is what the page bills', () => {
    expect(ask(glazier, 'Hvilket firma har skiftet ruderne?')).toBe('Nørreby Glas ApS');
    expect(ask(extinguishers, 'Welche Firma hat die Feuerlöscher geprüft?')).toBe('Feuerschutz Meier AG');
    expect(ask(interpreting, 'Which firm provided the interpreter?')).toBe('Lingua Bridge Services LLP');
  });

  it('says nothing where the page does not print the thing worked on', () => {
    expect(ask(glazier, 'Hvilket firma har malet huset?')).toBeNull();
    expect(ask(extinguishers, 'Welche Firma hat die Heizung geprüft?')).toBeNull();
    expect(ask(interpreting, 'Which firm provided the catering?')).toBeNull();
  });

  it('never gives the issuer for a business that used the work, bought it or covered it', () => {
    expect(ask(interpreting, 'Which business used the interpretation service?')).not.toBe(
      'Lingua Bridge Services LLP',
    );
    expect(ask(extinguishers, 'Welche Firma hat die Feuerlöscher bezahlt?')).not.toBe('Feuerschutz Meier AG');
  });

  it('reads the verb that closes a Dutch clause, after the thing it was done to', () => {
    const upholsterer = printedPage([
      [[50, 'MEUBELMAKERIJ DE VRIES']],
      [[50, 'Meubelmakerij De Vries V.O.F. · Dorpsstraat 4 · 8911 AB Leeuwarden']],
      [[50, 'Café De Waag']],
      [[50, 'Waagplein 1, 8911 AC Leeuwarden']],
      [[50, 'FACTUUR']],
      [
        [50, 'Factuurnummer:'],
        [200, '2026-011'],
      ],
      [
        [50, 'Factuurdatum:'],
        [200, '05-02-2026'],
      ],
      [
        [50, 'Omschrijving'],
        [300, 'Aantal'],
        [400, 'Prijs'],
        [500, 'Bedrag'],
      ],
      [
        [50, 'Herstofferen barkrukken incl. schuim'],
        [300, '8 st'],
        [400, '€ 95,00'],
        [500, '€ 760,00'],
      ],
      [
        [330, 'Btw 21%'],
        [500, '€ 159,60'],
      ],
      [
        [330, 'Totaal incl. btw'],
        [500, '€ 919,60'],
      ],
    ]);
    expect(ask(upholsterer, 'Welk bedrijf heeft de barkrukken opnieuw bekleed?')).toBe(
      'Meubelmakerij De Vries V.O.F.',
    );
    expect(ask(upholsterer, 'Welk bedrijf heeft de auto opnieuw gespoten?')).toBeNull();
  });
});

describe('a business by a kind no pack knew, and what was hired of it', () => {
  const stables = printedPage([
    [[200, 'Greenhill Equestrian Pty Ltd']],
    [[170, 'Livery · Agistment · Lessons']],
    [[230, 'ABN 12 345 678 901']],
    [[240, 'TAX INVOICE']],
    [
      [50, 'Bill to'],
      [330, 'Invoice'],
      [440, 'INV-210'],
    ],
    [
      [50, 'Tom Baxter'],
      [330, 'Date'],
      [440, '4 Feb 2026'],
    ],
    [
      [50, 'Description'],
      [370, 'Qty'],
      [515, 'Amount'],
    ],
    [
      [50, 'Full livery – February 2026'],
      [370, '1'],
      [505, '1,100.00'],
    ],
    [
      [330, 'Total inc. GST'],
      [500, '$1,100.00'],
    ],
    [
      [330, 'Includes GST of'],
      [510, '$100.00'],
    ],
  ]);

  it('reads the stables that sent the bill as its issuer, of its name, day and sum', () => {
    expect(ask(stables, 'Which stables sent this bill?')).toBe('Greenhill Equestrian Pty Ltd');
    expect(ask(stables, 'When did the stables issue this bill?')).toBe('4 Feb 2026');
    expect(ask(stables, 'How much do I owe the stables?')).toBe('1,100.00');
  });

  it('reads the equipment hired as what the shop hired out', () => {
    const rental = printedPage([
      [
        [50, 'SNÖHYRAN'],
        [330, 'KVITTO'],
      ],
      [
        [50, 'Skid- & snowboarduthyrning'],
        [330, 'Kvittonr 3311'],
      ],
      [[50, '2026-02-10 10.02']],
      [
        [50, 'Skidpaket vuxen 2 dgr'],
        [300, '2'],
        [400, '590,00'],
        [500, '1 180,00'],
      ],
      [
        [50, 'ATT BETALA SEK'],
        [500, '1 180,00'],
      ],
      [
        [50, 'Betalt med kort'],
        [500, '1 180,00'],
      ],
      [[50, 'Snöhyran Åre AB  ·  Org.nr 559111-2222']],
    ]);
    expect(ask(rental, 'Vem hyrde vi utrustningen av?')).toBe('Snöhyran Åre AB');
    expect(ask(rental, 'Vad heter kunden som hyrde utrustningen?')).toBeNull();
  });
});

describe("what was done, named beside the deduction or on a workshop's till receipt", () => {
  it('reads the work named before "efter" as what was bought, the ROT deduction as taken off', () => {
    const trees = printedPage([
      [
        [50, 'TALLBACKENS TRÄDVÅRD AB'],
        [400, 'FAKTURA'],
      ],
      [[50, 'Arborister · Trädfällning · Stubbfräsning']],
      [[50, 'Eva Strand']],
      [
        [50, 'Fakturanr'],
        [200, 'Fakturadatum'],
      ],
      [
        [50, '2210'],
        [200, '2026-02-03'],
      ],
      [
        [50, 'Sektionsfällning gran'],
        [300, '6'],
        [380, '650,00'],
        [480, '3 900,00'],
      ],
      [
        [300, 'Summa inkl. moms'],
        [480, '4 875,00'],
      ],
      [
        [300, 'Avgår ROT-avdrag 30 %'],
        [480, '-1 462,50'],
      ],
      [
        [300, 'ATT BETALA SEK'],
        [480, '3 412,50'],
      ],
      [[50, 'Tallbackens Trädvård AB · Org.nr 559000-1111']],
    ]);
    expect(ask(trees, 'Vad kostar trädfällningen oss efter ROT-avdraget?')).toBe('3 412,50');
    expect(ask(trees, 'Vilket företag fällde träden?')).toBe('Tallbackens Trädvård AB');
    // No RUT deduction is printed: the amount after one is not the page's.
    expect(ask(trees, 'Vad kostar trädfällningen oss efter RUT-avdraget?')).toBeNull();
  });
});
