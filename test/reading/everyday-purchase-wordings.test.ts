import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Everyday wordings of the fourteenth batch typed by others (AL-, AM-, AN-), which name the
// business by its trade, what was bought in the asker's own words, or the currency, and got
// nothing although the page prints the answer.

const GUARDS = printedPage([
  [[40, 'Ironbark Patrol Services Ltd']],
  [[40, '4 Quarry Lane, Leeds LS9 8AB']],
  '',
  [
    [40, 'INVOICE'],
    [300, 'Invoice no.'],
    [430, 'IPS-2291'],
  ],
  [
    [40, 'Bill to'],
    [300, 'Date'],
    [430, '03/02/2026'],
  ],
  [
    [40, 'Harewood Storage Ltd'],
    [300, 'Due date'],
    [430, '17/02/2026'],
  ],
  '',
  [
    [40, 'Description'],
    [400, 'Amount'],
  ],
  [
    [40, 'Night patrol, January'],
    [400, '1,240.00'],
  ],
  [
    [40, 'Alarm response call-outs (2)'],
    [400, '160.00'],
  ],
  [
    [300, 'Subtotal'],
    [400, '1,400.00'],
  ],
  [
    [300, 'VAT 20%'],
    [400, '280.00'],
  ],
  [
    [300, 'Total due'],
    [400, '1,680.00'],
  ],
]);

const BAKERY = printedPage([
  [[40, 'Harbour Bakery Ltd']],
  [
    [40, 'Invoice 771'],
    [300, 'Date 05/03/2026'],
  ],
  [
    [40, 'Sourdough loaves (20)'],
    [400, '65.00'],
  ],
  [
    [300, 'VAT 10%'],
    [400, '6.50'],
  ],
  [
    [300, 'Total'],
    [400, '71.50'],
  ],
]);

const JACKET = printedPage([
  [[50, 'FJELLSTUA SPORT AS']],
  [
    [50, 'Org.nr 912 334 556 MVA'],
    [380, 'Dato: 12.01.2026'],
  ],
  '',
  [
    [50, 'Skalljakke Gore-Tex herre'],
    [500, '2 999,00'],
  ],
  [
    [50, 'Ullsokker 2-pk'],
    [500, '249,00'],
  ],
  [
    [50, 'TOTALT NOK'],
    [500, '3 248,00'],
  ],
  [
    [50, 'Herav mva 25 %'],
    [500, '649,60'],
  ],
]);

const EUROS = printedPage([
  [[40, 'Atelier Brûlé SARL']],
  [
    [40, 'Invoice 2026-118'],
    [300, 'Date 05/03/2026'],
  ],
  [
    [40, 'Catering for the launch'],
    [400, '900.00 euros'],
  ],
  [
    [300, 'VAT 20%'],
    [400, '180.00 euros'],
  ],
  [
    [300, 'Total'],
    [400, '1,080.00 euros'],
  ],
]);

describe('a business named by what it does', () => {
  it('the security company or firm is the issuer of the guarding invoice', () => {
    const za = page('AM-za-vat-invoice-security');
    expect(ask(za, "What's the number on the security company's invoice?")).toBe('INV-UG-006142');
    expect(ask(za, 'By when must we pay the security firm?')).toBe('2026/03/10');
    expect(ask(za, 'How much VAT did the security company charge?')).toBe('6 636,00');
    expect(ask(GUARDS, 'How much VAT did the security firm charge?')).toBe('280.00');
  });

  it('the web designer, the printing press, the Treuhandbüro', () => {
    expect(ask(page('AM-nz-invoice-web-designer'), "What's the number on the web designer's invoice?")).toBe(
      'KPS-0057',
    );
    expect(ask(page('AM-in-tax-invoice-printing'), 'What is the bill number from the printing press?')).toBe(
      'NOP/25-26/0418',
    );
    expect(
      ask(
        page('AN-de-ch-rechnung-treuhand'),
        'Wann hat uns das Treuhandbüro den Jahresabschluss verrechnet?',
      ),
    ).toBe('16. März 2026');
  });

  it('but not of a business of another trade', () => {
    expect(ask(BAKERY, 'How much VAT did the security company charge?')).toBeNull();
    expect(ask(BAKERY, 'How much VAT did the bakery charge?')).toBe('6.50');
    expect(
      ask(page('AL-da-faktura-anlaegsgartner'), 'Hvor meget har vi til gode hos vinhandleren?'),
    ).toBeNull();
  });
});

describe('what was bought, in the asker\u2019s word for the page\u2019s compound', () => {
  it('"skiene" of "Langrennsski", "jakken" of "Skalljakke"', () => {
    expect(ask(page('AN-no-kvittering-sportsbutikk'), 'Når kjøpte vi skiene?')).toBe('21.03.2026');
    expect(ask(JACKET, 'Når kjøpte vi jakken?')).toBe('12.01.2026');
  });

  it('nothing the page does not bill', () => {
    expect(ask(JACKET, 'Når kjøpte vi skiene?')).toBeNull();
    // "uur" closes "factuur": no hours billed by that.
    expect(ask(page('H-nl-factuur-accountant'), 'Hoeveel uur is er aan de jaarrekening besteed?')).toBeNull();
  });
});

describe('the currency an amount is asked in', () => {
  it('is no other thing asked where the page prints it', () => {
    expect(ask(page('AL-da-faktura-anlaegsgartner'), 'Moms i kr.?')).toBe('4.113,75');
    expect(ask(EUROS, 'What is the VAT in euros?')).toBe('180.00');
  });

  // "kroner" and "pounds" are the currency's name; the page prints its code or sign ("DKK", "£").
  it('is named by what the page prints for it, its code or its sign', () => {
    expect(ask(page('BK-da-faktura-urmager'), 'Hvor stor er momsen i kroner?')).toBe('548,75');
    expect(ask(page('BK-en-invoice-self-storage'), "What's the VAT charged in pounds?")).toBe('17.90');
    expect(ask(page('BK-en-invoice-self-storage'), 'How much VAT in dollars?')).toBeNull();
    expect(ask(EUROS, 'What is the VAT in pounds?')).toBeNull();
  });

  it('one the page does not print asks an amount it does not give', () => {
    expect(ask(page('AL-da-faktura-anlaegsgartner'), 'Moms i usd?')).toBeNull();
    expect(ask(EUROS, 'What is the VAT in dollars?')).toBeNull();
  });
});
