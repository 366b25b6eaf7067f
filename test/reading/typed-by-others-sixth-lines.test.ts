import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Line counts on the sixth batch typed by others (N-, O-, P-), and the faults of kind they showed
// on the first run: each count below was wrong or missing before its change.

const page = typedPage;

describe('a till item with its unit price on the row under it', () => {
  it('"à 38,00" / "@ $5.20 ea" under an item that printed its count first is that item\'s arithmetic', () => {
    expect(ask(page('N-sv-kvitto-kafe'), 'Hur många rader finns på kvittot?')).toBe('6');
    expect(ask(page('O-de-ch-quittung-restaurant'), 'Wie viele Positionen stehen auf der Quittung?')).toBe(
      '7',
    );
    expect(ask(page('P-en-au-cafe-receipt'), 'How many item lines are on the receipt?')).toBe('6');
  });
});

describe('a line table headed by words no pack knows as its columns (unnamed-columns.ts)', () => {
  it('the rows name the description and the amount, and the amounts add up to the sum under them', () => {
    // "Kode | Behandling | Antall | Pris | Beløp": "Behandling" is the description.
    expect(ask(page('N-no-faktura-tannlege'), 'Antall linjer?')).toBe('5');
    // "Date | Waybill | From | To | Svc | Pcs | Mass kg | Vol kg | Excl. VAT" over six waybills
    // adding up to "Freight charges 2 236.70"; the fuel surcharge under it is a total's part (2
    // had been counted: the freight charges and the surcharge over "Total excl. VAT").
    expect(ask(page('P-en-za-courier-vat-invoice'), 'How many waybill lines does the invoice list?')).toBe(
      '6',
    );
  });

  it('no table where the rows show no count: a summary of allowances adds up to its own total too', () => {
    const doc = printedPage([
      [
        [50, 'Art'],
        [200, 'Basisbetrag'],
        [320, 'Steuer'],
        [480, 'Betrag'],
      ],
      [
        [50, 'Abschlag Rechnungsrabatt'],
        [320, '19 %'],
        [480, '0,15'],
      ],
      [
        [50, 'Abschlag Rechnungsrabatt'],
        [320, '7 %'],
        [480, '0,08'],
      ],
      [
        [300, 'Gesamtbetrag der Abschläge'],
        [480, '0,23'],
      ],
    ]);
    expect(ask(doc, 'Wie viele Positionen hat die Rechnung?')).toBeNull();
  });
});

describe('tables one under another, each closed by its own total (tables-below.ts)', () => {
  it("time entries and costs advanced are the invoice's lines; the timekeeper summary repeats them", () => {
    // "Total Hours / Professional Fees | 13.30 | 4,089.50" sums the hours and the fees: no entry
    // (8 had been counted, the seven entries and that total).
    expect(ask(page('P-en-us-law-firm'), 'No. of line items?')).toBe('10');
  });

  it('a second table whose amounts do not join the first in a printed total is not counted', () => {
    const doc = printedPage([
      [
        [50, 'Description'],
        [300, 'Qty'],
        [400, 'Price'],
        [500, 'Amount'],
      ],
      [
        [50, 'Chair'],
        [300, '2'],
        [400, '50.00'],
        [500, '100.00'],
      ],
      [
        [50, 'Table'],
        [300, '1'],
        [400, '200.00'],
        [500, '200.00'],
      ],
      [
        [300, 'Total'],
        [500, '300.00'],
      ],
      '',
      [
        [50, 'Description'],
        [500, 'Amount'],
      ],
      [
        [50, 'Instalment 1'],
        [500, '150.00'],
      ],
      [
        [50, 'Instalment 2'],
        [500, '150.00'],
      ],
      [
        [300, 'Total'],
        [500, '300.00'],
      ],
    ]);
    expect(ask(doc, 'How many lines are on the invoice?')).toBe('2');
  });
});

describe('a charge the totals add after the VAT, outside it (line-charges.ts)', () => {
  it("a lawyer's outlay without VAT between the VAT and the gross is a line", () => {
    // "Momspligtigt beløb 53.485,00" (the three items), "Moms 25 % 13.371,25", "Udlæg, retsafgift
    // (momsfrit) 750,00", "I alt inkl. moms 67.606,25": 3 had been counted.
    expect(ask(page('N-da-faktura-advokat'), 'Antal fakturalinjer?')).toBe('4');
  });

  it('a VAT of the net with the outlay in it is no charge outside the VAT: the count stays', () => {
    const doc = printedPage([
      [
        [50, 'Description'],
        [300, 'Qty'],
        [400, 'Price'],
        [500, 'Amount'],
      ],
      [
        [50, 'Consultation'],
        [300, '2'],
        [400, '100.00'],
        [500, '200.00'],
      ],
      [
        [50, 'Report'],
        [300, '1'],
        [400, '100.00'],
        [500, '100.00'],
      ],
      [
        [300, 'Net'],
        [500, '300.00'],
      ],
      [
        [300, 'VAT 20%'],
        [500, '62.00'],
      ],
      [
        [300, 'Postage'],
        [500, '10.00'],
      ],
      [
        [300, 'Total'],
        [500, '372.00'],
      ],
    ]);
    expect(ask(doc, 'How many lines are on the invoice?')).toBe('2');
  });
});

describe('a receipt that bills one thing (till-lines.ts)', () => {
  it('the one row over the total that shows its own arithmetic is one line', () => {
    // "Kort parkeren  14 x 0,80 | 11,20" ruled off from the ticket's "Dagmaximum | EUR 22,00".
    expect(ask(page('O-nl-parkeren-garage'), 'Aantal regels?')).toBe('1');
  });

  it('one row over the total without its arithmetic may be the total printed twice: no count', () => {
    const doc = printedPage([
      [[190, 'Ticket 0471']],
      [[190, '------------------------------------']],
      [
        [190, 'Parking'],
        [375, '11,20'],
      ],
      [[190, '------------------------------------']],
      [
        [190, 'TE BETALEN'],
        [351, 'EUR 11,20'],
      ],
    ]);
    expect(ask(doc, 'Aantal regels?')).toBeNull();
  });
});

describe("the packs' words for a line", () => {
  it('Flemish "lijnen" and Swedish "artikelrader" ask for the count', () => {
    expect(ask(page('O-nl-be-factuur-kinesitherapie'), 'Aantal lijnen?')).toBe('6');
    expect(ask(page('N-sv-kvitto-kafe'), 'Antal artikelrader?')).toBe('6');
  });
});
