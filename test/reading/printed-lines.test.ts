import { describe, expect, it } from 'vitest';
import { documentLines } from '../../main/reading/qa/lines';
import type { IntakeResult } from '../../main/reading/types';
import { realDocuments } from '../fixtures/real/load';
import { ask } from './ask';
import { printedPage, type Row } from './positioned-page';
import { printedDocument, readPrinted } from './printed';

// How many lines an invoice has, on real invoices whose text a PDF reader put in its own order
// (the Parsee.ai set, MIT; truth written from the source before Kontera read them): headings one
// per line, away from the figures they head, a row's figures run together. The line count each
// test expects is the document's truth file.

const read = readPrinted;

const docs = [...realDocuments('printed-de'), ...realDocuments('printed-en')];
const byId = (prefix: string) => printedDocument(prefix);

const count = (doc: IntakeResult, question = 'How many invoice lines are there?'): number | null => {
  const answer = ask(doc, question);
  return answer === null ? null : Number(answer);
};

describe('counts the lines of a real invoice read out of order', () => {
  it.each([
    // Two lines under "Service", quantity x price = amount, adding up to "Total (EUR)".
    { id: 'fiverr', question: 'How many items are on this invoice?' },
    // Six charges, two of them prorated (their quantity x price is not their amount), the
    // description and period printed on the rows between them; they add up to the subtotal.
    { id: 'netlify', question: 'How many invoice lines are there?' },
    // One product whose description goes on over nine rows under its figures.
    { id: 'ccm19', question: 'Wie viele Positionen hat die Rechnung?' },
    // Headings one under the other ("Menge" / "Einzelpreis" / "Gesamt"), "1,00 Std. 100,00 €".
    { id: 'medienpilot', question: 'Wie viele Rechnungspositionen gibt es?' },
    // The VAT row under the item ("VAT @ 0% on 80.65   0,00   0,00") is no line.
    { id: 'indeed', question: 'How many items are on this invoice?' },
    // "Qty Unit price Amount" over "1 $19.00   $19.00", the description printed after the totals.
    { id: 'naturalreaders', question: 'How many invoice lines are there?' },
    // "119.95  109.15" (USD and EUR) under "PRODUCT", then "PURCHASES  119.95  109.15": the row
    // summing the one above is its total, no second item.
    { id: 'semrush', question: 'How many invoice lines are there?' },
    // The price alone on its row ("USD 40.25") over the item's "USD 40.25  USD 40.25": the
    // item's own figure, no other line beside it.
    { id: 'atlassian', question: 'How many invoice lines are there?' },
  ])('$id', async ({ id, question }) => {
    const doc = byId(id);
    expect(count(await read(doc), question)).toBe(doc.truth.lines);
  });

  it('takes no amount for a line whose columns are each totalled (two currencies)', async () => {
    // Which of "119.95" (USD) and "109.15" (EUR) is the line's amount no price shows: a draft
    // books the invoice's net instead of a wrong currency's figure.
    const [line] = documentLines((await read(byId('semrush'))).pages);
    expect(line?.amount).toBeNull();
    expect(line?.description).toBe('');
  });

  it('reads the two lines themselves: their descriptions, quantities, prices and amounts', async () => {
    const lines = documentLines((await read(byId('fiverr'))).pages);
    expect(lines.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Infographic Design', '1', '197.28', '197.28'],
      ['Service Fee', '1', '10.85', '10.85'],
    ]);
  });
});

describe('says nothing when the table is not clear', () => {
  it.each([
    // A $0.00 plan line beside "Managers 2 @ $24.00  $48.00": whether it counts is not clear.
    'teamgantt',
  ])('%s', async (id) => {
    expect(count(await read(byId(id)))).toBeNull();
  });

  it("on every printed invoice, the count is the invoice's or none", async () => {
    for (const doc of docs) {
      const got = count(await read(doc));
      if (got !== null) expect({ id: doc.id, got }).toEqual({ id: doc.id, got: doc.truth.lines });
    }
  });
});

/** A table as a reader gives it: each heading on its own line, the figures not under them. */
function outOfOrder(headings: string[], items: [string, ...string[]][], total: Row): IntakeResult {
  return printedPage([
    'Invoice 2024-117',
    '',
    ...headings,
    ...items.flatMap(([description, ...figures]): Row[] => [
      description,
      figures.map((f, k): [number, string] => [70 + k * 70, f]),
    ]),
    total,
  ]);
}

describe('in every language, from the rows themselves', () => {
  // Quantity and amount only: no price to check the amount by, so the headings must show the table.
  const items: [string, ...string[]][] = [
    ['Consulting, design', '10', '850,00 €'],
    ['Hosting', '1', '20,00 €'],
  ];
  it.each([
    { lang: 'en', headings: ['Description', 'Qty', 'Amount'], total: 'Subtotal' },
    { lang: 'de', headings: ['Beschreibung', 'Menge', 'Gesamt'], total: 'Zwischensumme' },
    { lang: 'fr', headings: ['Désignation', 'Quantité', 'Montant'], total: 'Total HT' },
    { lang: 'nl', headings: ['Omschrijving', 'Aantal', 'Bedrag'], total: 'Subtotaal' },
    { lang: 'da', headings: ['Beskrivelse', 'Antal', 'Beløb'], total: 'Subtotal' },
    { lang: 'sv', headings: ['Beskrivning', 'Antal', 'Belopp'], total: 'Summa' },
    { lang: 'no', headings: ['Beskrivelse', 'Antall', 'Beløp'], total: 'Sum' },
  ])('$lang: two items under their headings, adding up to the total', ({ headings, total }) => {
    const totalRow: Row = [
      [50, total],
      [140, '870,00 €'],
    ];
    const doc = outOfOrder(headings, items, totalRow);
    expect(documentLines(doc.pages).map((l) => l.amount)).toEqual(['850.00', '20.00']);
    expect(count(doc)).toBe(2);
    // The same rows under no headings: figures alone do not show a line table.
    expect(count(outOfOrder(['Notes'], items, totalRow))).toBeNull();
  });

  it('rows whose quantity x price is their amount need no headings', () => {
    const doc = outOfOrder(
      [],
      [
        ['Consulting', '10', '85,00', '850,00'],
        ['Hosting', '1', '20,00', '20,00'],
      ],
      [
        [50, 'Subtotal'],
        [210, '870,00'],
      ],
    );
    expect(count(doc)).toBe(2);
  });

  it('the same table adding up on two pages (an invoice and its copy) is not counted twice, nor once', () => {
    const page = () =>
      outOfOrder(
        ['Description', 'Qty', 'Unit price', 'Amount'],
        [
          ['Consulting', '10', '85,00', '850,00'],
          ['Hosting', '1', '20,00', '20,00'],
        ],
        [
          [50, 'Subtotal'],
          [210, '870,00'],
        ],
      ).pages[0]!;
    const one = outOfOrder([], [], '');
    const doc: IntakeResult = { ...one, pageCount: 2, pages: [page(), { ...page(), page: 2 }] };
    expect(count(doc)).toBeNull();
  });

  it('a description wrapped over several rows is one item', () => {
    const doc = printedPage([
      'Beschreibung',
      'Menge',
      'Einzelpreis',
      'Gesamt',
      'Beratung und Entwicklung in den Bereichen Online-',
      'Marketing, -Konzeption, -Strategie',
      [
        [60, '5,00 Std.'],
        [140, '100,00 €'],
        [220, '500,00 €'],
      ],
      'und -Technik',
      [
        [50, 'Zwischensumme'],
        [220, '500,00 €'],
      ],
    ]);
    expect(count(doc)).toBe(1);
  });

  it('a row whose figures sum the rows above it is their total, though no label says so', () => {
    const doc = printedPage([
      'Invoice 2024-119',
      '',
      'Product',
      'Qty',
      'Amount',
      [
        [60, '3'],
        [140, '30.00'],
      ],
      [
        [60, '2'],
        [140, '20.00'],
      ],
      [
        [50, 'Purchased items'],
        [140, '5'],
        [220, '50.00'],
      ],
      [
        [50, 'VAT 20%'],
        [220, '10.00'],
      ],
    ]);
    expect(count(doc)).toBe(2);
  });

  it('two like items adding up to the total under them stay two', () => {
    const doc = outOfOrder(
      ['Description', 'Qty', 'Unit price', 'Amount'],
      [
        ['Hosting', '1', '20,00', '20,00'],
        ['Hosting', '1', '20,00', '20,00'],
      ],
      [
        [50, 'Subtotal'],
        [210, '40,00'],
      ],
    );
    expect(count(doc)).toBe(2);
  });

  it("an item's price alone on the row over it is the item's, no other line", () => {
    const doc = printedPage([
      'Invoice 2024-120',
      '',
      'Unit price',
      'Amount',
      'EUR 85,00',
      [
        [50, 'Consulting'],
        [140, 'EUR 85,00'],
        [220, 'EUR 85,00'],
      ],
      [
        [50, 'Subtotal'],
        [220, 'EUR 85,00'],
      ],
    ]);
    expect(count(doc)).toBe(1);
    // Another amount there is another line's, or none's: not clear.
    const other = printedPage([
      'Invoice 2024-121',
      '',
      'Unit price',
      'Amount',
      'EUR 0,00',
      [
        [50, 'Consulting'],
        [140, 'EUR 85,00'],
        [220, 'EUR 85,00'],
      ],
      [
        [50, 'Subtotal'],
        [220, 'EUR 85,00'],
      ],
    ]);
    expect(count(other)).toBeNull();
  });

  it('rows that do not add up to the total printed under them are not counted', () => {
    const doc = outOfOrder(
      ['Description', 'Qty', 'Unit price', 'Amount'],
      [
        ['Consulting', '10', '85,00', '850,00'],
        ['Hosting', '1', '20,00', '20,00'],
      ],
      [
        [50, 'Subtotal'],
        [180, '910,00'],
      ],
    );
    expect(count(doc)).toBeNull();
  });
});

describe('a table of descriptions and amounts only, under its headings', () => {
  /** "Service" / "Amount", or "Item" / "Period" / "Amount" with the period under its heading. */
  const table = (headings: [number, string][], total: string): IntakeResult => {
    const period = headings.some(([x]) => x === 300);
    const row = (description: string, amount: string): [number, string][] =>
      period
        ? [
            [50, description],
            [300, 'monthly'],
            [480, amount],
          ]
        : [
            [50, description],
            [480, amount],
          ];
    return printedPage([
      'Invoice 2024-118',
      '',
      headings,
      row('Consulting, March', '€850.00'),
      row('Travel', '€120.00'),
      '',
      [
        [360, 'Total'],
        [480, total],
      ],
    ]);
  };

  it.each([
    {
      name: 'Service / Amount',
      headings: [
        [50, 'Service'],
        [480, 'Amount'],
      ] as [number, string][],
    },
    {
      name: 'Item / Period / Amount',
      headings: [
        [50, 'Item'],
        [300, 'Period'],
        [480, 'Amount'],
      ] as [number, string][],
    },
  ])('$name: counted when the amounts add up to the total', ({ headings }) => {
    expect(count(table(headings, '€970.00'))).toBe(2);
    expect(documentLines(table(headings, '€970.00').pages).map((l) => l.description)).toEqual([
      'Consulting, March',
      'Travel',
    ]);
    // A total the rows do not make: whether they are the invoice's lines is not clear.
    expect(count(table(headings, '€1,090.00'))).toBeNull();
  });
});
