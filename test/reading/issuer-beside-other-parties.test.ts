import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

describe('a remittance slip at the foot names the customer as who it is from', () => {
  it('gives the letterhead, not the slip\'s "From:" the invoice is addressed to', () => {
    const page = typedPage('BJ-en-invoice-vending');
    expect(ask(page, 'Who is the supplier?')).toBe('Brightwell Vending Services Ltd');
    expect(ask(page, 'Who issued this invoice?')).toBe('Brightwell Vending Services Ltd');
    expect(ask(page, 'Who is the customer?')).toBe('Harcourt Print Finishing Ltd');
  });

  it('does so on another page with a slip', () => {
    const page = printedPage([
      [
        [50, 'Northfield Window Cleaning Ltd'],
        [400, 'INVOICE'],
      ],
      '12 Mill Road, Leeds LS2 7EE',
      [
        [50, 'Invoice to:'],
        [330, 'Invoice No:'],
        [430, 'NW-1182'],
      ],
      [
        [50, 'Ardent Dental Care Ltd'],
        [330, 'Date:'],
        [430, '02/03/2026'],
      ],
      '4 Park Lane, Leeds LS1 2AB',
      '',
      [
        [50, 'Window cleaning, March'],
        [470, '80.00'],
      ],
      [
        [330, 'Total'],
        [470, '80.00'],
      ],
      '',
      '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
      [[50, 'REMITTANCE ADVICE']],
      [
        [50, 'From: Ardent Dental Care Ltd'],
        [330, 'Invoice No:'],
        [450, 'NW-1182'],
      ],
      [[50, 'To: Northfield Window Cleaning Ltd']],
    ]);
    expect(ask(page, 'Who is the supplier?')).toBe('Northfield Window Cleaning Ltd');
  });
});

describe('a stamp naming whose copy the page is', () => {
  it('is no issuer ("Original for Recipient" over the seller\'s name)', () => {
    const page = typedPage('BK-en-tax-invoice-cartridge-refill');
    expect(ask(page, 'Who issued this invoice?')).toBe('InkPoint Refill Solutions');
    expect(ask(page, 'Who is the seller?')).toBe('InkPoint Refill Solutions');
  });

  it("nor is a duplicate's stamp on another page", () => {
    const page = printedPage([
      [
        [240, 'TAX INVOICE'],
        [420, 'Duplicate for Transporter'],
      ],
      [[225, 'Shree Ganesh Traders']],
      [[140, '22 MG Road, Pune - 411001']],
      [[160, 'GSTIN: 27AAGFS1234K1Z5']],
      '',
      [
        [50, 'Invoice No: SGT/118'],
        [330, 'Invoice Date: 02-03-2026'],
      ],
      '',
      [
        [50, 'Rice, 25 kg'],
        [470, '1,800.00'],
      ],
      [
        [330, 'Grand Total'],
        [470, '1,800.00'],
      ],
    ]);
    expect(ask(page, 'Who is the seller?')).toBe('Shree Ganesh Traders');
  });
});

describe('a seller named only in the footer, its registration on the line under', () => {
  it("gives the footer's company, its CVR number a part further along the next line", () => {
    const page = typedPage('BK-da-faktura-urmager');
    expect(ask(page, 'Hvem har udstedt fakturaen?')).toBe('Tårnuret Urmageri ApS');
    expect(ask(page, 'Leverandør?')).toBe('Tårnuret Urmageri ApS');
  });

  it('does so with another register and language', () => {
    const page = printedPage([
      [[420, 'RECHNUNG']],
      '',
      [
        [50, 'Praxisgemeinschaft Lindenhof'],
        [360, 'Rechnungsnr.:'],
        [440, 'R-2231'],
      ],
      [
        [50, 'Lindenstraße 4'],
        [360, 'Datum:'],
        [440, '04.03.2026'],
      ],
      '80331 München',
      '',
      [
        [50, 'Reparatur Kaffeemaschine'],
        [480, '240,00'],
      ],
      [
        [330, 'Gesamtbetrag'],
        [480, '240,00'],
      ],
      '',
      'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.',
      '',
      'Brühwerk Service GmbH · Isarstraße 9 · 80469 München',
      [
        [50, 'Tel. 089 123 456'],
        [150, '· USt-IdNr. DE287654321'],
      ],
    ]);
    expect(ask(page, 'Wer hat die Rechnung ausgestellt?')).toBe('Brühwerk Service GmbH');
  });
});
