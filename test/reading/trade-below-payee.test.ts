import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A letterhead setting its name over two lines, the trade's work on the second ("Sparkle & Shine"
// over "Window Cleaning"); and the payee asked in the words that share the customer's ("Hvem er
// betalingsmodtager?", "An wen geht die Zahlung?"), who is the issuer.

describe("a letterhead's name going on to the trade's work on the line under it", () => {
  it('page typed by others: Sparkle & Shine over Window Cleaning', () => {
    const page = typedPage('AL-en-gb-invoice-window-cleaner');
    expect(ask(page, 'Supplier?')).toBe('Sparkle & Shine Window Cleaning');
    expect(ask(page, "Who's the window cleaner that sent this?")).toBe('Sparkle & Shine Window Cleaning');
    expect(ask(page, 'Who is the customer?')).toBe('The Copper Kettle Tea Room');
  });

  it('in other words and languages', () => {
    expect(ask(printedPage(headed('Bright Edge', 'Landscaping', EN)), 'Supplier?')).toBe(
      'Bright Edge Landscaping',
    );
    expect(
      ask(printedPage(headed('Renner & Sohn', 'Dachdeckerei', DE)), 'Wer hat die Rechnung gestellt?'),
    ).toBe('Renner & Sohn Dachdeckerei');
  });

  it('a line in other print, a tagline of works or no trade stays apart', () => {
    // Capitals over mixed case: a heading over its line of what it does.
    expect(ask(printedPage(headed('BRIGHT EDGE', 'Landscaping', EN)), 'Supplier?')).toBe('BRIGHT EDGE');
    expect(ask(printedPage(headed('Bright Edge', 'Landscaping - Paving - Fencing', EN)), 'Supplier?')).toBe(
      'Bright Edge',
    );
    expect(ask(printedPage(headed('Bright Edge', 'Tom Hale', EN)), 'Supplier?')).toBe('Bright Edge');
    // Absent: the page prints no IBAN.
    expect(ask(printedPage(headed('Bright Edge', 'Landscaping', EN)), 'What is the IBAN?')).toBeNull();
  });
});

describe('the payee asked is the issuer, in the words that share the customer’s', () => {
  it('pages typed by others', () => {
    // The heading is the legal name cut short (a plural, a word dropped): the payee is the company
    // the page's own payment line names.
    expect(ask(typedPage('AZ-en-ie-invoice-event-hire'), 'Who should checks be made payable to?')).toBe(
      'Westlake Marquee Hire Ltd',
    );
    expect(ask(typedPage('AZ-en-ie-invoice-event-hire'), 'Who is the invoice made out to?')).toBe(
      'Corrib Craft Distillery Ltd',
    );
    const dk = typedPage('AC-da-faktura-tandlaege');
    expect(ask(dk, 'Hvem er betalingsmodtager?')).toBe('Tandlægerne Kjærgaard & Lund ApS');
    expect(ask(dk, 'Hvem er kunden?')).toBe('Søren Vestergaard Holm');
    const de = typedPage('A-de-handwerk');
    expect(ask(de, 'An wen geht die Zahlung?')).toBe('Elektro Brandl GmbH');
    expect(ask(de, 'Wer ist der Kunde?')).toBe('Hausverwaltung Seitz KG');
    expect(ask(typedPage('A-fr-conseil'), "Chèque à l'ordre de qui ?")).toBe('Arcadie Conseil SAS');
    expect(ask(typedPage('AC-sv-faktura-redovisningsbyra'), 'Vem ska betalningen gå till?')).toBe(
      'Ekström & Wiik Redovisning AB',
    );
  });

  it('in other words and languages', () => {
    const de = printedPage(headed('Renner & Sohn', 'Dachdeckerei', DE));
    expect(ask(de, 'An wen müssen wir überweisen?')).toBe('Renner & Sohn Dachdeckerei');
    expect(ask(de, 'Wer ist der Kunde?')).toBe('Bäckerei Huber GmbH');
    const en = printedPage(headed('Bright Edge', 'Landscaping', EN));
    expect(ask(en, 'Whom is the cheque to be made out to?')).toBe('Bright Edge Landscaping');
    expect(ask(en, 'Who should checks be made payable to?')).toBe('Bright Edge Landscaping');
    expect(ask(en, 'Who is the invoice made out to?')).toBe('Greenway Lodge Ltd');
    // Absent: the payee's account is printed nowhere.
    expect(ask(en, "What is the payee's IBAN?")).toBeNull();
  });
});

type Rows = Parameters<typeof printedPage>[0];

/** A page headed by a name over a second line in the heading's column, then the body given. */
const headed = (name: string, second: string, body: Rows): Rows => [
  [
    [50, body === DE ? 'RECHNUNG' : 'INVOICE'],
    [360, name],
  ],
  [[360, second]],
  ...body,
];

const EN: Rows = [
  [[360, '8 Mill Lane, Hexham NE46 3AB']],
  [[360, '07700 900 123']],
  '',
  [[50, 'Bill to:']],
  [[50, 'Greenway Lodge Ltd']],
  [[50, '2 Priory Road, Hexham']],
  '',
  [
    [50, 'Invoice no:'],
    [130, 'BE-0211'],
  ],
  [
    [50, 'Date:'],
    [130, '12 March 2026'],
  ],
  '',
  [
    [50, 'Hedge cutting and lawn care, March'],
    [500, '£240.00'],
  ],
  [
    [380, 'TOTAL DUE'],
    [500, '£240.00'],
  ],
];

const DE: Rows = [
  [[360, 'Talstraße 4, 83022 Rosenheim']],
  [[360, 'Tel. 08031 22 41 90']],
  '',
  [[50, 'Rechnung an:']],
  [[50, 'Bäckerei Huber GmbH']],
  [[50, 'Marktplatz 3, 83022 Rosenheim']],
  '',
  [
    [50, 'Rechnungsnr.:'],
    [150, 'R-2026-044'],
  ],
  [
    [50, 'Datum:'],
    [150, '12.03.2026'],
  ],
  '',
  [
    [50, 'Dachrinne erneuert'],
    [500, '840,00'],
  ],
  [
    [380, 'MwSt 19%'],
    [500, '159,60'],
  ],
  [
    [380, 'Gesamtbetrag'],
    [500, '999,60'],
  ],
];
