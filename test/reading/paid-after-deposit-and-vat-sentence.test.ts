import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// Amounts, VAT and due dates of pages written by others (the twentieth batch): a VAT-included
// sentence's figure on a till ("Total includes GST") is the VAT, never the total; a deposit paid
// before is taken off what the till or the bill asks now (till-deposit.ts, the packs' labels of
// what is left); the due date asked "without deduction" is the plain one, not the discount's; an
// item's line asked of is no label of the item under it.

// A Swedish till receipt of my own wording: its VAT sentence names a total, and a deposit paid at
// ordering comes off before the card paid the rest.
const bikeShop: Row[] = [
  'CYKELVERKSTAN I LUND AB',
  'Bantorget 4, 222 29 Lund',
  '',
  [
    [100, 'Kvitto 7781'],
    [300, '2026-04-02'],
  ],
  [
    [100, 'Cykel Crescent Elis'],
    [400, '8 995,00'],
  ],
  [
    [100, 'Cykellås'],
    [400, '495,00'],
  ],
  [
    [100, 'Summa'],
    [400, '9 490,00'],
  ],
  [
    [100, 'Handpenning 12.03.2026'],
    [400, '-2 000,00'],
  ],
  [
    [100, 'Kort'],
    [400, '7 490,00'],
  ],
  '',
  [
    [100, 'Varav moms'],
    [400, '1 898,00'],
  ],
];

// An English newsagent's till of my own wording: the VAT sentence under the total.
const corner: Row[] = [
  'HILLSIDE NEWS & CONVENIENCE',
  '',
  [
    [100, 'Receipt 55120'],
    [300, '02/04/2026'],
  ],
  [
    [100, '* MILK 2L'],
    [400, '$3.30'],
  ],
  [
    [100, 'GREETING CARD'],
    [400, '$4.95'],
  ],
  [
    [100, 'GEL PEN'],
    [400, '$2.75'],
  ],
  [
    [100, 'TOTAL'],
    [400, '$11.00'],
  ],
  [
    [100, 'Total includes GST'],
    [400, '$0.70'],
  ],
  '* denotes GST-free item',
];

describe('a VAT-included sentence on a till is the VAT, never the total', () => {
  it('the newsagent: the total paid, and the GST its sentence names', () => {
    const page = typedPage('BA-en-au-receipt-newsagent');
    expect(ask(page, 'Total?')).toBe('32.84');
    expect(ask(page, 'What was the total paid by EFTPOS?')).toBe('32.84');
    expect(ask(page, 'How much did I spend at the newsagent?')).toBe('32.84');
    expect(ask(page, 'What is the total amount on the receipt?')).toBe('32.84');
  });

  it('pages of my own wording: the total, and the VAT sentence as VAT', () => {
    const own = printedPage(corner);
    expect(ask(own, 'What is the total?')).toBe('11.00');
    expect(ask(own, 'How much GST is included?')).toBe('0.70');
    const bikes = printedPage(bikeShop);
    expect(ask(bikes, 'Hur mycket moms ingår?')).toBe('1 898,00');
  });
});

describe('a deposit paid earlier is taken off what is paid now', () => {
  it("the optician's receipt: the rest the Dankort paid, not the whole", () => {
    const page = typedPage('BA-da-kvittering-optiker');
    expect(ask(page, 'Hvilket beløb blev betalt med Dankort på kvitteringen?')).toBe('4.334,00');
    expect(ask(page, 'Betalt beløb?')).toBe('4.334,00');
    expect(ask(page, 'How much was paid on this receipt?')).toBe('4.334,00');
  });

  it('the party planner: what is still to be paid after the deposit invoice', () => {
    const page = typedPage('AZ-nl-factuur-evenementenbureau');
    expect(ask(page, 'Welk bedrag moet er nog worden voldaan?')).toBe('6.912,14');
    expect(ask(page, 'Openstaand bedrag?')).toBe('6.912,14');
  });

  it('a bike shop of my own wording: the card paid the rest after the deposit', () => {
    const page = printedPage(bikeShop);
    expect(ask(page, 'Hur mycket betalades med kort?')).toBe('7 490,00');
    expect(ask(page, 'How much was paid?')).toBe('7 490,00');
  });

  it('a till with no deduction: the total stands', () => {
    expect(ask(printedPage(corner), 'How much was paid?')).toBe('11.00');
  });
});

describe('the due date in full, and one labelled "due by"', () => {
  it('the security firm: without deduction is the plain due date, not the discount date', () => {
    const page = typedPage('AZ-de-rechnung-sicherheitsdienst');
    expect(ask(page, 'Bis wann ist die Rechnung ohne Abzug zu bezahlen?')).toBe('17.03.2026');
    expect(ask(page, 'When is the invoice due for payment in full?')).toBe('17.03.2026');
  });

  it('"Payment due by" labels the due date', () => {
    const page = typedPage('AZ-en-ie-invoice-event-hire');
    expect(ask(page, "What's the payment due date?")).toBe('24/06/2026');
    expect(ask(page, 'Due by?')).toBe('24/06/2026');
  });

  it('pages of my own wording: "Due by", and a sentence with a discount date first', () => {
    const due = printedPage([
      'HARBOUR PRINT LTD',
      [
        [300, 'Invoice No.'],
        [400, 'HP-2231'],
      ],
      [
        [300, 'Invoice Date'],
        [400, '02/04/2026'],
      ],
      [
        [300, 'Due by'],
        [400, '30/04/2026'],
      ],
      [
        [100, 'Total'],
        [400, '120.00'],
      ],
    ]);
    expect(ask(due, 'When is this invoice due?')).toBe('30/04/2026');
    const skonto = printedPage([
      'Tryckeri Norrgården AB',
      [
        [300, 'Faktura nr'],
        [400, '4471'],
      ],
      [
        [300, 'Fakturadatum'],
        [400, '2026-04-02'],
      ],
      [
        [100, 'Att betala'],
        [400, '1 250,00'],
      ],
      'Vid betalning senast 2026-04-12 lämnar vi 2 % rabatt.',
      'Förfallodatum 2026-05-02 utan avdrag.',
    ]);
    expect(ask(skonto, 'När ska fakturan betalas utan avdrag?')).toBe('2026-05-02');
  });
});

describe('VAT asked with my own words for the purchase', () => {
  it('"mijn", "mes": the asker\'s own purchase', () => {
    expect(ask(typedPage('BA-nl-kassabon-slagerij'), 'Hoeveel btw zat er in mijn vleesaankoop?')).toBe(
      '3,54',
    );
    expect(ask(typedPage('BA-fr-ticket-quincaillerie'), 'Il y a combien de TVA dans mes achats ?')).toBe(
      '9,13',
    );
  });

  it('a bike shop of my own wording: "mina", "våra" inköp', () => {
    const page = printedPage(bikeShop);
    expect(ask(page, 'Hur mycket moms var det på mina inköp?')).toBe('1 898,00');
    expect(ask(page, 'Hur mycket moms ingick i våra inköp?')).toBe('1 898,00');
  });
});

describe("an item's line asked of is no label of the next item", () => {
  it('the party planner: the DJ is not named, and the next item is no answer', () => {
    expect(ask(typedPage('AZ-nl-factuur-evenementenbureau'), 'Hoe heet de DJ?')).toBeNull();
  });

  it('an invoice of my own wording: the photographer is not named', () => {
    const page = printedPage([
      'Festbyrån Syd AB',
      [
        [300, 'Faktura nr'],
        [400, '1182'],
      ],
      [
        [50, 'Beskrivning'],
        [300, 'Antal'],
        [400, 'Belopp'],
      ],
      [
        [50, 'Trollkarl inkl. rekvisita'],
        [300, '1'],
        [400, '3 500,00'],
      ],
      [
        [50, 'Ballonger och dekor'],
        [300, '1'],
        [400, '1 200,00'],
      ],
      [
        [300, 'Summa'],
        [400, '4 700,00'],
      ],
    ]);
    expect(ask(page, 'Vad heter trollkarlen?')).toBeNull();
    expect(ask(page, 'Hur mycket ska vi betala?')).toBe('4 700,00');
  });
});

describe('a sales tax line with a tax code remark', () => {
  it('the farmers market: "Tax 6% (T only)" is the sales tax', () => {
    const page = typedPage('BA-en-us-receipt-farmers-market');
    expect(ask(page, 'How much sales tax was charged?')).toBe('1.56');
    expect(ask(page, 'What is the sales tax amount on this receipt?')).toBe('1.56');
  });

  it('a receipt of my own wording: "Moms 25% (M endast)" is the VAT, "(S)" alone no remark', () => {
    const page = printedPage([
      'Gårdsbutiken Ek',
      [
        [100, 'Honung 500 g'],
        [400, '89,00'],
      ],
      [
        [100, 'Ljus M'],
        [400, '120,00'],
      ],
      [
        [300, 'Moms 25% (M endast)'],
        [400, '24,00'],
      ],
      [
        [300, 'Summa'],
        [400, '209,00'],
      ],
    ]);
    expect(ask(page, 'Hur mycket moms?')).toBe('24,00');
    expect(ask(page, 'Summa?')).toBe('209,00');
  });
});
