import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// Line counts the page's arithmetic shows where its headings do not: an amount column no pack
// names (amount-column.ts), figures run together (joined-cells.ts), sections each closed by their
// own total (section-lines.ts), a till's items under a total printed over them (till-lines.ts).
// Each answer was missing or wrong before.

const Q = 'How many lines are on the invoice?';

describe('an amount column named by the rows it heads (amount-column.ts)', () => {
  it('"Credit (ex VAT)", "Taxable Value": the quantity times the price, on every row', () => {
    expect(ask(typedPage('C-en-gb-creditnote'), 'Number of line items on the credit note?')).toBe('3');
    expect(ask(typedPage('G-in-igst-invoice'), 'How many line items are on the invoice?')).toBe('4');
  });

  it("a schedule of values' columns: the one its rows add up to the totals under it", () => {
    const doc = typedPage('AH-us-nc-invoice-roofing-progress');
    expect(ask(doc, 'How many line items are in the schedule of values?')).toBe('7');
  });

  it('"Description | Qty | Rate | Charge": the charge is the amount', () => {
    const doc = printedPage([
      'Fenwick Joinery Ltd',
      'INVOICE  No. FJ-2291',
      '',
      [
        [50, 'Description'],
        [300, 'Qty'],
        [360, 'Rate'],
        [450, 'Charge'],
      ],
      [
        [50, 'Oak worktop 3m'],
        [300, '2'],
        [360, '180.00'],
        [450, '360.00'],
      ],
      [
        [50, 'Fitting labour'],
        [300, '6'],
        [360, '45.00'],
        [450, '270.00'],
      ],
      [
        [50, 'Sealant'],
        [300, '3'],
        [360, '8.50'],
        [450, '25.50'],
      ],
      '',
      [
        [360, 'Net'],
        [450, '655.50'],
      ],
      [
        [360, 'VAT 20%'],
        [450, '131.10'],
      ],
      [
        [360, 'Total'],
        [450, '786.60'],
      ],
    ]);
    expect(ask(doc, Q)).toBe('3');
  });
});

describe('figures run together, parted by their arithmetic (joined-cells.ts)', () => {
  it('"1 119.00 119.00" under "Qty | Price | Amt": a quantity, its price and the amount', () => {
    expect(ask(typedPage('AB-sg-electronics-tax-invoice-receipt'), 'No. of lines?')).toBe('4');
    const doc = printedPage([
      [[170, 'CORNER HARDWARE']],
      [[170, 'Receipt 55120']],
      [[170, '==========================================']],
      [
        [170, 'Item'],
        [328.5, 'Qty'],
        [357.5, 'Price'],
        [408.5, 'Amt'],
      ],
      [[170, '==========================================']],
      [
        [170, 'Hex bolts M8 (box)'],
        [339.5, '2'],
        [352, '112.50'],
        [392, '225.00'],
      ],
      [
        [170, 'Wood glue 500ml'],
        [339.5, '1'],
        [357.5, '8.90'],
        [397.5, '8.90'],
      ],
      [
        [170, 'Sanding discs'],
        [339.5, '3'],
        [357.5, '4.20'],
        [392, '12.60'],
      ],
      [[170, '------------------------------------------']],
      [
        [170, 'TOTAL'],
        [392, '246.50'],
      ],
    ]);
    expect(ask(doc, 'How many items are on the receipt?')).toBe('3');
  });
});

/** Labour and materials, each closed by its own total, and what the page prints under them. */
const sections = (under: Row[], materials: Row[] = MATERIALS): Row[] => [
  'Harbour Marine Services',
  'INVOICE 7781',
  '',
  'LABOUR',
  [
    [50, 'Hull cleaning and antifouling'],
    [450, '640.00'],
  ],
  [
    [50, 'Engine service'],
    [450, '380.00'],
  ],
  [
    [300, 'Labour total'],
    [450, '1,020.00'],
  ],
  '',
  'MATERIALS',
  ...materials,
  '',
  ...under,
];

const MATERIALS: Row[] = [
  [
    [50, 'Antifouling paint 2.5 l'],
    [450, '210.00'],
  ],
  [
    [50, 'Oil and filters'],
    [450, '95.00'],
  ],
  [
    [50, 'Zinc anodes'],
    [450, '48.00'],
  ],
  [
    [300, 'Materials total'],
    [450, '353.00'],
  ],
];

const due = (amount: string): Row => [
  [300, 'Amount due'],
  [450, amount],
];

describe('sections each closed by their own total (section-lines.ts)', () => {
  it('fees over outlays: the total adds the fees with VAT and the outlays', () => {
    const fr = typedPage('AD-fr-note-honoraires-avocat');
    expect(ask(fr, 'Nb lignes ?')).toBe('5');
    expect(ask(typedPage('V-en-ie-accountant-invoice'), 'No. of lines?')).toBe('5');
  });

  it("a dentist's treatments over the goods under their own headings: all seven", () => {
    const doc = typedPage('AC-da-faktura-tandlaege');
    expect(ask(doc, 'Hvor mange linjer er der på fakturaen?')).toBe('7');
  });

  it('parts and labour, profit costs and disbursements: each total printed again in a recap', () => {
    expect(ask(typedPage('S-en-us-auto-repair'), 'How many line items does the invoice have?')).toBe('10');
    expect(ask(typedPage('J-en-uk-solicitor-invoice'), 'Line count?')).toBe('9');
  });

  it("an energy bill's electricity and gas charges, not its account summary", () => {
    expect(ask(typedPage('P-en-uk-energy-bill'), 'No. of charge lines?')).toBe('4');
  });

  it('sections with no headings a pack knows, adding up to the amount due', () => {
    expect(ask(printedPage(sections([due('1,373.00')])), Q)).toBe('5');
  });

  it('or recapped under the last', () => {
    const total: Row = [
      [300, 'Materials total'],
      [450, '305.00'],
    ];
    const materials = [...MATERIALS.slice(0, 2), total];
    const recap: Row[] = [
      [
        [300, 'Labour'],
        [450, '1,020.00'],
      ],
      [
        [300, 'Materials'],
        [450, '305.00'],
      ],
      [
        [300, 'Environmental fee'],
        [450, '25.00'],
      ],
      [
        [300, 'Subtotal'],
        [450, '1,350.00'],
      ],
      [
        [300, 'VAT 20%'],
        [450, '270.00'],
      ],
      due('1,620.00'),
    ];
    expect(ask(printedPage(sections(recap, materials)), Q)).toBe('4');
  });

  it('no count when nothing under them adds them up', () => {
    expect(ask(printedPage(sections([due('1,400.00')])), Q)).toBeNull();
  });

  it('taxes a total adds are no lines ("Add: CGST", "Add: SGST")', () => {
    expect(ask(typedPage('AE-in-hotel-gst-tax-invoice'), 'No. of lines?')).toBe('5');
    const doc = printedPage([
      'Shree Ganesh Traders',
      'TAX INVOICE 4410',
      '',
      [
        [50, 'Cotton yarn 40s'],
        [450, '12,000.00'],
      ],
      [
        [50, 'Polyester thread'],
        [450, '3,000.00'],
      ],
      [
        [300, 'Taxable value'],
        [450, '15,000.00'],
      ],
      [
        [300, 'Add: CGST 6%'],
        [450, '900.00'],
      ],
      [
        [300, 'Add: SGST 6%'],
        [450, '900.00'],
      ],
      [
        [300, 'Tax total'],
        [450, '1,800.00'],
      ],
      [
        [300, 'Grand total'],
        [450, '16,800.00'],
      ],
    ]);
    expect(ask(doc, Q)).toBe('2');
  });
});

describe("a till's items right over its total (till-lines.ts)", () => {
  it("the total printed under the shop's name, a journey's fares over the payment summary", () => {
    expect(ask(typedPage('AE-us-photographer-card-receipt'), 'Item count?')).toBe('4');
    expect(ask(typedPage('AE-uk-train-booking-receipt'), 'How many fares were paid for?')).toBe('2');
  });

  it('"Pris 310,00  Helfo -189,10" under its item: the price less the subsidy, no item', () => {
    expect(ask(typedPage('AC-no-kvittering-apotek'), 'Antall linjer?')).toBe('5');
  });

  it('a receipt whose amount is printed big over its items', () => {
    const doc = printedPage([
      [[200, 'Copper Kettle Bakery']],
      '',
      [[220, '$18.40']],
      '',
      [
        [165, 'Sourdough loaf'],
        [390, '$7.50'],
      ],
      [
        [165, 'Cinnamon buns (4)'],
        [390, '$9.00'],
      ],
      '',
      [
        [165, 'Subtotal'],
        [390, '$16.50'],
      ],
      [
        [165, 'Tip'],
        [390, '$1.90'],
      ],
      [
        [165, 'Total'],
        [390, '$18.40'],
      ],
    ]);
    expect(ask(doc, 'How many items are on the receipt?')).toBe('2');
  });
});

describe('wordings of a count of what the page lists', () => {
  it('"angeführt" (Austrian: listed), "renewed"', () => {
    expect(ask(typedPage('F-at-honorarnote'), 'Wie viele einzelne Leistungen sind angeführt?')).toBe('5');
    expect(ask(typedPage('Y-sg-webhosting-invoice'), 'How many services are being renewed?')).toBe('5');
  });
});
