import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// Questions a bookkeeper words in an everyday way, left unanswered or answered wrong before: the
// seller asked by its trade "billing us", the bill's amount or VAT asked by the things bought
// named together, the rest still to pay, a "booking ref" that is a code, not a person.

/** A landscaper's invoice to a household: a trade, items, a total and a balance. */
const landscaper: Row[] = [
  'GREEN ACRE GARDENS LLC',
  '18 Mill Lane, Albany, NY 12203',
  [
    [50, 'INVOICE'],
    [370, 'Invoice #'],
    [455, '1187'],
  ],
  [
    [50, 'BILL TO'],
    [370, 'Invoice Date'],
    [455, 'May 2, 2026'],
  ],
  [
    [50, 'Tom & Ella Brandt'],
    [370, 'Due Date'],
    [455, 'June 1, 2026'],
  ],
  [[50, '22 Orchard Road, Albany, NY 12208']],
  [
    [95, 'Description'],
    [505, 'Amount'],
  ],
  [
    [95, 'Lawn aeration and overseeding'],
    [507, '240.00'],
  ],
  [
    [95, 'Hedge trimming (crew)'],
    [507, '180.00'],
  ],
  [
    [330, 'Subtotal'],
    [500, '420.00'],
  ],
  [
    [330, 'Sales tax 8%'],
    [507, '33.60'],
  ],
  [
    [330, 'Total'],
    [500, '$453.60'],
  ],
  [
    [330, 'BALANCE DUE'],
    [500, '$453.60'],
  ],
];

describe('the seller asked by its trade, "billing us"', () => {
  it('is the issuer, where the classifier splits between the two parties', () => {
    const doc = printedPage(landscaper);
    expect(ask(doc, "Who's the landscaper billing us?")).toBe('GREEN ACRE GARDENS LLC');
    expect(ask(doc, "Who's the gardening firm billing us?")).toBe('GREEN ACRE GARDENS LLC');
  });
});

/** A bakery's till receipt: bread, pastries, a coffee and a bag. */
const bakery: Row[] = [
  'BAGERIET HVEDEKORNET',
  'Hvedekornet ApS',
  'Torvet 3, 7100 Vejle',
  'CVR-nr. 31457820',
  [
    [200, '02-04-2026 07:48'],
    [330, 'Bon nr. 7721'],
  ],
  [
    [200, 'Grovbrød'],
    [385, '38,00'],
  ],
  [
    [200, 'Spandauer'],
    [385, '36,00'],
  ],
  [
    [200, 'Kaffe'],
    [385, '30,00'],
  ],
  [
    [200, 'I ALT DKK'],
    [380, '104,00'],
  ],
  [
    [200, 'Heraf moms 25%'],
    [385, '20,80'],
  ],
];

describe('the amount or VAT asked by the things bought, named together', () => {
  it('is the whole purchase where one of them is billed, in any pack', () => {
    const doc = printedPage(bakery);
    expect(ask(doc, 'Hvor meget gav vi for brød og kager hos bageren?')).toBe('104,00');
    expect(ask(doc, 'Hvor meget betalte vi for brødet og kaffen?')).toBe('104,00');
    expect(ask(doc, 'Hvor meget moms er der på kaffen og kagerne?')).toBe('20,80');
    const garden = printedPage(landscaper);
    expect(ask(garden, 'How much do we owe for the hedges and the lawn?')).toBe('453.60');
  });

  it('says nothing where none of them is billed there', () => {
    const doc = printedPage(bakery);
    expect(ask(doc, 'Hvor meget betalte vi for øl og vin?')).toBeNull();
    expect(ask(doc, 'How much did we pay for the beer and the wine?')).toBeNull();
  });

  it("answers a French printer's balance named by two of its items", () => {
    const doc = printedPage([
      'IMPRIMERIE DU PORT',
      '12, quai des Chartrons, 33000 Bordeaux',
      [
        [40, 'FACTURE'],
        [360, 'No de facture'],
        [500, '2207'],
      ],
      [
        [40, 'Cartes de visite, 500 ex.'],
        [510, '120,00 €'],
      ],
      [
        [40, 'Dépliants 3 volets'],
        [500, '640,00 €'],
      ],
      [
        [40, 'Affiches A2'],
        [510, '210,00 €'],
      ],
      [
        [340, 'Total TTC'],
        [500, '1 164,00 €'],
      ],
      [
        [340, 'Acompte reçu'],
        [505, '-300,00 €'],
      ],
      [
        [340, 'SOLDE À PAYER'],
        [500, '864,00 €'],
      ],
    ]);
    expect(ask(doc, 'Combien il nous reste à payer pour les dépliants et les cartes?')).toBe('864,00');
  });
});

describe('the rest still to pay', () => {
  it('is the balance, of a deadline or of an amount', () => {
    expect(ask(printedPage(landscaper), 'By when must we pay the rest?')).toBe('June 1, 2026');
    const roofer = page('AA-de-rechnung-dachdecker');
    expect(ask(roofer, 'Welcher Betrag ist noch zu zahlen?')).toBe('12.171,32');
  });
});

describe('a reference named by the thing it is of', () => {
  it('is the code the page labels so, not the line under it', () => {
    const ticket = page('AE-uk-train-booking-receipt');
    expect(ask(ticket, 'Booking ref?')).toBe('7QK3MZP8');
    expect(ask(ticket, 'What is the booking reference?')).toBe('7QK3MZP8');
  });

  it('holds on a page of its own, and is nothing where the page prints no such label', () => {
    const doc = (label: string) =>
      printedPage([
        'NORTHLINE COACHES',
        [
          [40, label],
          [200, 'BX7-22KQ'],
        ],
        [
          [40, 'Booked on'],
          [200, '03/05/2026'],
        ],
        [
          [330, 'Total paid'],
          [504, '£24.00'],
        ],
      ]);
    expect(ask(doc('Booking reference'), 'Booking ref?')).toBe('BX7-22KQ');
    expect(ask(doc('Ticket number'), 'Booking ref?')).toBeNull();
  });
});
