import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// Till receipts asked in everyday words: a request's verb ("provide") asks nothing itself; the
// machine a receipt came from says which document (question-document.ts); a business asked by what
// it does (a car park's operator, a servo, a salon: the packs' trades); the owner's line under a
// shop's name names who runs it, not the shop (brand-line.ts ownerUnderName).

// A car park's ticket of my own wording.
const ticket: Row[] = [
  'STADTPARKHAUS NORD GMBH',
  'Bahnhofstr. 2, 28195 Bremen',
  '',
  [
    [100, 'Beleg-Nr.'],
    [200, 'A7-55120'],
  ],
  [
    [100, 'Datum'],
    [200, '04.02.2026'],
  ],
  [
    [100, 'Parkgebühr'],
    [400, '6,00'],
  ],
  [
    [100, 'Summe EUR'],
    [400, '6,00'],
  ],
];

describe('the receipt number asked in everyday wordings', () => {
  it('"please provide", "from the pay machine": the receipt number printed', () => {
    expect(
      ask(typedPage('AW-en-ca-receipt-grocery'), 'Please provide the receipt number shown on this document.'),
    ).toBe('03-02-7781');
    const parking = typedPage('AW-no-kvittering-parkering');
    expect(ask(parking, 'What is the receipt number from the pay machine?')).toBe('0417-22815');
    expect(ask(parking, 'Hva er kvitteringsnummeret fra automaten?')).toBe('0417-22815');
  });

  it("the machine's own number asked is not the receipt's", () => {
    const parking = typedPage('AW-no-kvittering-parkering');
    expect(ask(parking, 'What is the number of the pay machine?')).not.toBe('0417-22815');
    expect(ask(parking, 'Hvilket nummer har automaten?')).not.toBe('0417-22815');
  });

  it('a ticket machine of my own wording: the receipt number from it', () => {
    const page = printedPage(ticket);
    expect(ask(page, 'Wie lautet die Belegnummer vom Parkscheinautomaten?')).toBe('A7-55120');
    expect(ask(page, 'Please provide the receipt number from the ticket machine.')).toBe('A7-55120');
  });
});

describe('the business asked by what it does', () => {
  it('a car park operator, a servo, a hair salon: the letterhead', () => {
    const parking = typedPage('AW-no-kvittering-parkering');
    expect(ask(parking, 'Hvem driver parkeringshuset?')).toMatch(/BRYGGEPARKEN PARKERING AS/i);
    expect(ask(parking, 'Which company operates this car park?')).toMatch(/BRYGGEPARKEN PARKERING AS/i);
    expect(ask(typedPage('AW-en-nz-receipt-petrol'), 'Which servo did I fill up at?')).toMatch(
      /Ridgeline Fuel Stop/i,
    );
    expect(ask(typedPage('AW-da-kvittering-frisor'), 'Hvad hedder frisørsalonen?')).toMatch(
      /FRISØR LOKKELAND/i,
    );
  });

  it('a car park of my own wording: its operator by the trade asked', () => {
    const page = printedPage(ticket);
    expect(ask(page, 'Welches Parkhaus hat den Beleg ausgestellt?')).toMatch(/STADTPARKHAUS NORD GMBH/i);
  });
});

describe("the owner's line under a shop's name", () => {
  it('a pharmacy: the shop, not the pharmacist who owns it', () => {
    const pharmacy = typedPage('AW-de-kassenbon-apotheke');
    for (const q of ['Aussteller?', 'In welcher Apotheke war das?', 'Which pharmacy issued this receipt?'])
      expect(ask(pharmacy, q)).toBe('Linden-Apotheke am Markt');
  });

  it('a page of my own: a titled owner under the shop, and a titled person heading her own bill', () => {
    const shop = printedPage([
      'Kastanien-Drogerie',
      'Drogist Dr. Paul Lemke e.K.',
      'Hauptstr. 12, 10827 Berlin',
      '',
      [
        [100, 'Bon-Nr. 5521'],
        [300, '02.03.2026'],
      ],
      [
        [100, 'Seife'],
        [400, '3,50'],
      ],
      [
        [100, 'Summe EUR'],
        [400, '3,50'],
      ],
    ]);
    expect(ask(shop, 'Wer hat den Beleg ausgestellt?')).toBe('Kastanien-Drogerie');
    const own = printedPage([
      'Dr. Anna Berg e.K.',
      'Hauptstr. 12, 10827 Berlin',
      '',
      [
        [100, 'Rechnung Nr. 88'],
        [300, '02.03.2026'],
      ],
      [
        [100, 'Beratung'],
        [400, '80,00'],
      ],
      [
        [100, 'Summe EUR'],
        [400, '80,00'],
      ],
    ]);
    expect(ask(own, 'Wer hat die Rechnung ausgestellt?')).toBe('Dr. Anna Berg e.K.');
  });
});
